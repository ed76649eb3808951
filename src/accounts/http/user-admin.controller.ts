import { Controller, Delete, Get, Inject, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiMessageResponse, ApiMutationResponse, ApiPageResponse } from '../../kernel/http/openapi-schemas';
import {
  ApprovalDecisionResponse,
  CompanyResponse,
  UsersCountResponse,
  IdResponse,
  PersonResponse,
  RegisteredStatusResponse,
  UserHistoryEntryResponse,
} from './people.dto';
import { DataSource } from 'typeorm';
import { Authenticated, RequirePermission } from '../../kernel/auth/access.decorators';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { ROLE_INPUT_PROVIDER } from '../../kernel/auth/organisation-roles';
import type { Actor } from '../../kernel/context/request-context';
import { RequestContexts } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { DomainError, NotFoundError } from '../../kernel/errors/domain-error';
import { mutation } from '../../kernel/http/envelopes';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { say } from '../../kernel/i18n/translator';
import { RequestUsersExportCommand } from '../commands/export-users.command';
import {
  DeactivateUserCommand,
  DecideApprovalCommand,
  DeleteUserCommand,
  ReactivateUserCommand,
} from '../commands/lifecycle.commands';
import { CountUsersQuery, ListUsersQuery, UserFilters } from '../queries/list-users.query';
import { UserHistoryQuery } from '../queries/user-history.query';
import { UserRecord } from '../read-models/user.entity';
import {
  ALL_ROLES,
  APPROVAL_STATUSES,
  CountryQueryDto,
  UsersByRoleQueryDto,
  UsersByStatusQueryDto,
  UsersQueryDto,
  UserStatusQueryDto,
} from './user-admin.dto';
import { UuidPipe, OneOfPipe } from '../../kernel/http/path-params';
import { AccountsErrors } from '../accounts.errors';
import { nationalPhone } from '../domain/phone-numbers';
import { KernelErrors } from '../../kernel/errors/kernel.errors';

const requestCountry = () => RequestContexts.currentOrSystem().countryId;
const PLATFORM_MANAGER_PAGE_SIZE = 10;

/** Administration of people: lists by role and status, approval, deactivation, deletion, history, export. */
@ApiTags('admin-users')
@Controller('users')
export class UserAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly dataSource: DataSource,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
  ) {}

  private async countryId(name?: string): Promise<number | null> {
    if (!name) return requestCountry();
    const country = await this.countries.resolve(name);
    if (!country)
      throw new DomainError(KernelErrors.COUNTRY_UNKNOWN, {
        country: name,
        accepted: (await this.countries.acceptedNames()).join(', '),
      });
    return country.id;
  }

  private list(filters: UserFilters, query: PageQueryDto, defaultSize = 20) {
    return this.queries.execute(
      new ListUsersQuery({ countryId: requestCountry(), ...filters }, query.pageRequest(defaultSize)),
    );
  }

  @Get()
  @RequirePermission('users:list')
  @ApiPageResponse(PersonResponse)
  @ApiErrors(KernelErrors.COUNTRY_UNKNOWN)
  async users(@Query() query: UsersQueryDto) {
    const countryId = await this.countryId(query.country);
    return this.list({ countryId, name: query.name, role: query.role, status: query.status }, query);
  }

  @Get('deactivate/:id')
  @RequirePermission('users:manage')
  @ApiMutationResponse(IdResponse)
  @ApiErrors(AccountsErrors.USER_NOT_FOUND, AccountsErrors.SUPER_ADMIN_PROTECTED)
  async deactivate(@Param('id', UuidPipe) id: string) {
    await this.commands.execute(new DeactivateUserCommand(id));
    return mutation(say('USER_DEACTIVATED_DONE'), { id });
  }

  @Get('reactivate/:id')
  @RequirePermission('users:manage')
  @ApiMutationResponse(IdResponse)
  @ApiErrors(AccountsErrors.USER_NOT_FOUND)
  async reactivate(@Param('id', UuidPipe) id: string) {
    await this.commands.execute(new ReactivateUserCommand(id));
    return mutation(say('USER_REACTIVATED_DONE'), { id });
  }

  @Delete('delete/user/:id')
  @RequirePermission('users:manage')
  @ApiMutationResponse(IdResponse)
  @ApiErrors(
    AccountsErrors.USER_NOT_FOUND,
    AccountsErrors.SUPER_ADMIN_PROTECTED,
    AccountsErrors.DELETE_OWN_ACCOUNT_HERE,
  )
  async delete(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    if (id === actor.id) throw new DomainError(AccountsErrors.DELETE_OWN_ACCOUNT_HERE);
    await this.commands.execute(new DeleteUserCommand(id));
    return mutation(say('USER_DELETED_DONE'), { id });
  }

  @Get('extension-agent/:id/account-approval/:decision')
  @RequirePermission('users:approve')
  @ApiMutationResponse(ApprovalDecisionResponse)
  @ApiErrors(AccountsErrors.USER_NOT_FOUND, AccountsErrors.APPROVAL_NOT_REQUIRED)
  async approve(
    @Param('id', UuidPipe) id: string,
    @Param('decision', new OneOfPipe(['APPROVED', 'DECLINED'])) decision: 'APPROVED' | 'DECLINED',
  ) {
    await this.commands.execute(new DecideApprovalCommand(id, decision));
    return mutation(say(decision === 'APPROVED' ? 'USER_APPROVED_DONE' : 'USER_DECLINED_DONE'), {
      id,
      approvalStatus: decision,
    });
  }

  @Get('ghana/role-type/:role/status/:status')
  @RequirePermission('users:list')
  @ApiPageResponse(PersonResponse)
  @ApiParam({ name: 'role', enum: ALL_ROLES })
  @ApiParam({ name: 'status', enum: APPROVAL_STATUSES })
  async byRoleAndStatus(
    @Param('role', new OneOfPipe(ALL_ROLES)) role: string,
    @Param('status', new OneOfPipe(APPROVAL_STATUSES)) status: (typeof APPROVAL_STATUSES)[number],
    @Query() query: UsersByStatusQueryDto,
  ) {
    return this.list({ role, approvalStatus: status, countryId: await this.countryId(query.country) }, query);
  }

  @Get('ghana/role-type/:role/status/:status/count')
  @RequirePermission('users:list')
  @ApiOkResponse({ type: UsersCountResponse })
  @ApiParam({ name: 'role', enum: ALL_ROLES })
  @ApiParam({ name: 'status', enum: APPROVAL_STATUSES })
  async countByRoleAndStatus(
    @Param('role', new OneOfPipe(ALL_ROLES)) role: string,
    @Param('status', new OneOfPipe(APPROVAL_STATUSES)) status: (typeof APPROVAL_STATUSES)[number],
    @Query() query: CountryQueryDto,
  ) {
    return this.queries.execute(
      new CountUsersQuery({ role, approvalStatus: status, countryId: await this.countryId(query.country) }),
    );
  }

  @Get('role-type/:role')
  @RequirePermission('users:list')
  @ApiPageResponse(PersonResponse)
  byRole(@Param('role', new OneOfPipe(ALL_ROLES)) role: string, @Query() query: UsersByRoleQueryDto) {
    return this.list({ role, name: query.name }, query);
  }

  @Get('distributors')
  @RequirePermission('users:list')
  @ApiPageResponse(PersonResponse)
  distributors(@Query() query: PageQueryDto) {
    return this.list({ role: 'ROLE_DISTRIBUTOR' }, query);
  }

  @Get('input-providers')
  @Authenticated()
  @ApiOkResponse({ type: [CompanyResponse] })
  async inputProviders() {
    const providers = await this.dataSource
      .getRepository(UserRecord)
      .createQueryBuilder('u')
      .select(['u.id', 'u.company'])
      .where(`'ROLE_INPUT_PROVIDER' = ANY(u.roles) AND u.status = 'ACTIVE' AND u.countryId = :countryId`, {
        countryId: requestCountry(),
      })
      .orderBy('u.company')
      .getMany();
    return providers.map((p) => ({ id: p.id, company: p.company }));
  }

  @Get('platform-managers')
  @RequirePermission('platform-managers:list')
  @ApiPageResponse(PersonResponse)
  platformManagers(@Query() query: PageQueryDto) {
    return this.queries.execute(
      new ListUsersQuery({ role: 'ROLE_PLATFORM_MANAGER' }, query.pageRequest(PLATFORM_MANAGER_PAGE_SIZE)),
    );
  }

  @Get('status')
  @Authenticated()
  @ApiOkResponse({ type: RegisteredStatusResponse })
  @ApiNotFoundResponse({ description: 'USER_NOT_REGISTERED' })
  async status(@Query() query: UserStatusQueryDto) {
    if (!query.email && !query.phone)
      throw new DomainError(KernelErrors.VALIDATION_FAILED, {}, [
        { field: 'email', message: 'EMAIL_OR_PHONE_REQUIRED' },
      ]);
    const country = query.phone ? await this.countries.byId(requestCountry() ?? 0) : undefined;
    const phone = query.phone ? nationalPhone(query.phone, country ?? 9) : null;
    const found = await this.dataSource
      .getRepository(UserRecord)
      .createQueryBuilder('u')
      .select(['u.id', 'u.status', 'u.roles'])
      .where(query.email ? 'lower(u.email) = lower(:email)' : 'false', { email: query.email })
      .orWhere(phone ? '(u.phone = :phone AND u.countryId = :countryId)' : 'false', {
        phone,
        countryId: requestCountry(),
      })
      .getOne();
    if (!found) throw new NotFoundError(AccountsErrors.USER_NOT_REGISTERED);
    // Only what the invite page needs: that the person is registered and, for an active input provider, the id an
    // affiliation is asked with (public anyway through users/input-providers). Never their role or status.
    const askable = found.roles.includes(ROLE_INPUT_PROVIDER) && found.status === 'ACTIVE';
    return { success: true, message: say('USER_REGISTERED'), ...(askable ? { inputProviderId: found.id } : {}) };
  }

  @Get('export/:type')
  @RequirePermission('users:export')
  @ApiMessageResponse({ description: 'The export is queued; the workbook is mailed' })
  @ApiErrors(AccountsErrors.EXPORT_TYPE_UNKNOWN, AccountsErrors.EXPORT_EMPTY, AccountsErrors.EXPORT_TOO_LARGE)
  async export(@CurrentActor() actor: Actor, @Param('type') type: string) {
    await this.commands.execute(new RequestUsersExportCommand(actor.id, type, requestCountry()));
    return { success: true, message: say('USERS_EXPORT_QUEUED') };
  }

  @Get(':id/history')
  @RequirePermission('users:list')
  @ApiOkResponse({ type: [UserHistoryEntryResponse] })
  history(@Param('id', UuidPipe) id: string) {
    return this.queries.execute(new UserHistoryQuery(id));
  }
}
