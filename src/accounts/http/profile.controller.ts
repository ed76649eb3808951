import { Body, Controller, Get, Inject, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiFileResponse, ApiMutationResponse } from '../../kernel/http/openapi-schemas';
import { AccountsErrors } from '../accounts.errors';
import { EmailNotificationsResponse, UserProfileResponse } from './people.dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated } from '../../kernel/auth/access.decorators';
import { PERMISSION_CHECKER, PermissionChecker } from '../../kernel/auth/access.ports';
import type { PermissionName } from '../../kernel/auth/permission-names';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import type { Actor } from '../../kernel/context/request-context';
import { RequestContexts } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { DomainError } from '../../kernel/errors/domain-error';
import { mutation } from '../../kernel/http/envelopes';
import { readMultipartForm } from '../../kernel/http/multipart';
import { UuidPipe } from '../../kernel/http/path-params';
import { say } from '../../kernel/i18n/translator';
import { StorageService } from '../../kernel/storage/storage.service';
import { EditProfileCommand, SetEmailNotificationsCommand } from '../commands/profile.commands';
import { GetProfileQuery } from '../queries/get-user.query';
import { EditProfileDto, EditProfileFormDto, EmailNotificationsDto } from './account.dto';
import { KernelErrors } from '../../kernel/errors/kernel.errors';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A person's profile: their own, or anyone's for those who manage users. */
@ApiTags('accounts')
@Controller()
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly storage: StorageService,
    @Inject(PERMISSION_CHECKER) private readonly permissions: PermissionChecker,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async mayAct(actor: Actor, userId: string, permission: PermissionName): Promise<void> {
    if (actor.id === userId) return;
    if (!(await this.permissions.allows(actor, permission, RequestContexts.currentOrSystem().countryId)))
      throw new DomainError(KernelErrors.FORBIDDEN);
  }

  @Get('users/profile/:id')
  @Authenticated()
  @ApiOkResponse({ type: UserProfileResponse })
  @ApiErrors(KernelErrors.FORBIDDEN, AccountsErrors.USER_NOT_FOUND)
  async profile(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    await this.mayAct(actor, id, 'users:list');
    return this.queries.execute(new GetProfileQuery(id));
  }

  @Put('users/profile/edit/:id')
  @Authenticated()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: EditProfileFormDto })
  @ApiMutationResponse(UserProfileResponse)
  @ApiErrors(
    KernelErrors.FORBIDDEN,
    AccountsErrors.USER_NOT_FOUND,
    AccountsErrors.PHONE_TAKEN,
    AccountsErrors.COMPANY_TAKEN,
  )
  async editProfile(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string, @Req() request: FastifyRequest) {
    await this.mayAct(actor, id, 'users:manage');
    const form = await readMultipartForm(request, EditProfileDto, 'photo', this.config.uploadMaxBytes);
    await this.commands.execute(new EditProfileCommand(id, form.fields, form.file));
    return mutation(say('PROFILE_UPDATED'), await this.queries.execute(new GetProfileQuery(id)));
  }

  @Get('users/:id/photo')
  @Authenticated()
  @ApiFileResponse('The photo', 'image/jpeg', 'image/png', 'image/webp')
  @ApiErrors(KernelErrors.FORBIDDEN, KernelErrors.NOT_FOUND)
  async photo(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string, @Res() reply: FastifyReply) {
    await this.mayAct(actor, id, 'users:list');
    const profile = await this.queries.execute(new GetProfileQuery(id, true));
    if (!profile.photoKey) throw new DomainError(KernelErrors.NOT_FOUND);
    const extension = profile.photoKey.split('.').pop() ?? '';
    const bytes = await this.storage.open(profile.photoKey);
    return reply
      .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('cache-control', 'private, max-age=86400')
      .send(bytes);
  }

  @Get('email-notifications')
  @Authenticated()
  @ApiOkResponse({ type: EmailNotificationsResponse })
  async emailNotifications(@CurrentActor() actor: Actor) {
    const profile = await this.queries.execute(new GetProfileQuery(actor.id));
    return { enabled: profile.emailNotifications };
  }

  @Post('email-notifications')
  @Authenticated()
  @ApiMutationResponse(EmailNotificationsResponse, { status: 201 })
  async setEmailNotifications(@CurrentActor() actor: Actor, @Body() body: EmailNotificationsDto) {
    await this.commands.execute(new SetEmailNotificationsCommand(actor.id, body.enabled));
    return mutation(say('EMAIL_NOTIFICATIONS_SAVED'), { enabled: body.enabled });
  }
}
