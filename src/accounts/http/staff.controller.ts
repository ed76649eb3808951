import { Body, Controller, Delete, Get, Injectable, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { say } from '../../kernel/i18n/translator';
import { ApiErrors, ApiMutationResponse, ApiPageResponse } from '../../kernel/http/openapi-schemas';
import { AccountsErrors } from '../accounts.errors';
import { AddStaffMemberCommand, EditStaffMemberCommand, RemoveStaffMemberCommand } from '../commands/staff.commands';
import { StaffKind } from '../domain/organisation-roles';
import { GetStaffMemberQuery, ListStaffQuery } from '../queries/staff.queries';
import {
  IdResponse,
  NewPersonDto,
  PersonDetailResponse,
  PersonResponse,
  StaffMemberEditDto,
  StaffQueryDto,
} from './people.dto';
import { UuidPipe } from '../../kernel/http/path-params';

/**
 * The staff routes, the same for the three kinds of organisation; each subclass mounts them under its path.
 * The owner reaches their own staff only (any other id answers 404); administrators and platform managers reach the
 * staff of the country they work in, but only an organisation adds staff.
 */
@Injectable()
abstract class StaffRoutes {
  protected abstract readonly kind: StaffKind;

  constructor(
    protected readonly commands: CommandBus,
    protected readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission('staff:list')
  @ApiOperation({ summary: "The caller's staff, newest first (the country's, for administrators)" })
  @ApiPageResponse(PersonResponse)
  @ApiForbiddenResponse({ description: 'NOT_THIS_KIND_OF_ORGANISATION' })
  list(@CurrentActor() actor: Actor, @Query() query: StaffQueryDto) {
    return this.queries.execute(
      new ListStaffQuery(actor, this.kind, { name: query.name, employerId: query.employerId }, query.pageRequest()),
    );
  }

  @Get(':id')
  @RequirePermission('staff:list')
  @ApiOkResponse({ type: PersonDetailResponse })
  @ApiNotFoundResponse({ description: 'STAFF_MEMBER_NOT_FOUND (also for the staff of another organisation)' })
  one(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return this.queries.execute(new GetStaffMemberQuery(actor, this.kind, id));
  }

  @Post()
  @RequirePermission('staff:create')
  @ApiOperation({
    summary:
      'Adds a staff member: active, mailed a link to choose their password; they accept the terms at their first sign-in',
  })
  @ApiMutationResponse(PersonDetailResponse, { status: 201 })
  @ApiResponse({
    status: 208,
    description: 'EMAIL_TAKEN, PHONE_TAKEN: the person is already registered (the error envelope, success false)',
    schema: { $ref: '#/components/schemas/ErrorEnvelope' },
  })
  @ApiForbiddenResponse({ description: 'NOT_THIS_KIND_OF_ORGANISATION, STAFF_ADDED_BY_ORGANISATION' })
  async add(@CurrentActor() actor: Actor, @Body() body: NewPersonDto) {
    return mutation(
      say('STAFF_MEMBER_ADDED'),
      await this.commands.execute(new AddStaffMemberCommand(actor, this.kind, body)),
    );
  }

  @Put(':id')
  @RequirePermission('staff:edit')
  @ApiMutationResponse(PersonDetailResponse)
  @ApiNotFoundResponse({ description: 'STAFF_MEMBER_NOT_FOUND' })
  @ApiErrors(AccountsErrors.PHONE_TAKEN)
  async edit(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string, @Body() body: StaffMemberEditDto) {
    return mutation(
      say('STAFF_MEMBER_UPDATED'),
      await this.commands.execute(new EditStaffMemberCommand(actor, this.kind, id, body)),
    );
  }

  @Delete(':id')
  @RequirePermission('staff:delete')
  @ApiOperation({ summary: "Deletes the staff member's account for good" })
  @ApiMutationResponse(IdResponse)
  @ApiNotFoundResponse({ description: 'STAFF_MEMBER_NOT_FOUND' })
  async remove(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return mutation(
      say('STAFF_MEMBER_DELETED'),
      await this.commands.execute(new RemoveStaffMemberCommand(actor, this.kind, id)),
    );
  }
}

@ApiTags('staff')
@Controller('admin/ipstaff')
export class InputProviderStaffController extends StaffRoutes {
  protected readonly kind = 'input-provider';
}

@ApiTags('staff')
@Controller('distributor/staff')
export class DistributorStaffController extends StaffRoutes {
  protected readonly kind = 'distributor';
}

@ApiTags('staff')
@Controller('wholesaler/staff')
export class WholesalerStaffController extends StaffRoutes {
  protected readonly kind = 'wholesaler';
}
