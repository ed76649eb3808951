import { Body, Controller, Delete, Get, HttpCode, Param, PipeTransform, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, Public, RequirePermission } from '../../kernel/auth/access.decorators';
import { RequestContexts, type Actor } from '../../kernel/context/request-context';
import { ValidationFailedError } from '../../kernel/errors/domain-error';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { Idempotent } from '../../kernel/http/idempotency';
import { ApiMutationResponse, ApiPageResponse } from '../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { say } from '../../kernel/i18n/translator';
import {
  QueuePushNotificationCommand,
  RegisterDeviceCommand,
  ReleaseAppVersionCommand,
  SEND_PUSH,
  UnregisterDeviceCommand,
} from '../commands/notifications.commands';
import {
  CheckAppVersionQuery,
  ListAppVersionsQuery,
  ListPushNotificationsQuery,
} from '../queries/notifications.queries';
import {
  AppVersionDto,
  AppVersionResponse,
  DEVICE_TOKEN,
  DeviceDto,
  DeviceResponse,
  PushListQueryDto,
  PushNotificationDto,
  PushNotificationResponse,
  VersionCheckQueryDto,
  VersionCheckResponse,
} from './notifications.dto';

const MANAGE_VERSIONS = 'app-versions:manage';

/** A device token in the path, or 400 naming it. */
class DeviceTokenPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value === 'string' && DEVICE_TOKEN.test(value)) return value;
    throw new ValidationFailedError([{ field: 'token', message: 'ID_INVALID' }]);
  }
}

/** Push notifications: administrators (platform managers in the countries they monitor) send them to a country's app users. */
@ApiTags('notifications')
@Controller('push-notifications')
export class PushNotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(SEND_PUSH)
  @ApiOperation({
    summary:
      'The push notifications, newest first, with their delivery counts (platform managers: the countries they monitor)',
  })
  @ApiPageResponse(PushNotificationResponse)
  list(@CurrentActor() actor: Actor, @Query() query: PushListQueryDto) {
    return this.queries.execute(new ListPushNotificationsQuery(actor, query.pageRequest(20), query.countryId));
  }

  @Post()
  @Idempotent()
  @RequirePermission(SEND_PUSH)
  @ApiOperation({
    summary:
      'Records a push notification for the app users of a country (of one role, if given) and queues its sending',
  })
  @ApiMutationResponse(PushNotificationResponse, { status: 201 })
  @ApiForbiddenResponse({
    description: 'PUSH_COUNTRY_NOT_ALLOWED: a platform manager naming a country they do not monitor',
  })
  async create(@CurrentActor() actor: Actor, @Body() body: PushNotificationDto) {
    const notification = await this.commands.execute(new QueuePushNotificationCommand(actor, body));
    return mutation(say('PUSH_NOTIFICATION_QUEUED', { title: notification.title }), notification);
  }
}

/** The app's devices: a signed-in app registers its Firebase token, and forgets it when its user signs out. */
@ApiTags('notifications')
@Controller('notifications/devices')
export class DevicesController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Authenticated()
  @ApiOperation({
    summary:
      "Registers this installation's Firebase token for the signed-in user (moved to them if another user had it)",
  })
  @ApiMutationResponse(DeviceResponse, { status: 201 })
  async register(@CurrentActor() actor: Actor, @Body() body: DeviceDto) {
    const language = body.language ?? RequestContexts.currentOrSystem().language;
    await this.commands.execute(
      new RegisterDeviceCommand(
        actor,
        body.token,
        body.countryId ?? actor.countryId ?? RequestContexts.currentOrSystem().countryId!,
        language,
      ),
    );
    return mutation(say('PUSH_DEVICE_REGISTERED'), { registered: true });
  }

  @Delete(':token')
  @Authenticated()
  @ApiOperation({ summary: "Forgets one of the signed-in user's devices (on signing out of the app)" })
  @ApiMutationResponse(DeviceResponse)
  @ApiNotFoundResponse({ description: 'PUSH_DEVICE_NOT_FOUND' })
  async unregister(@CurrentActor() actor: Actor, @Param('token', new DeviceTokenPipe()) token: string) {
    await this.commands.execute(new UnregisterDeviceCommand(actor, token));
    return mutation(say('PUSH_DEVICE_REMOVED'), { registered: false });
  }
}

/** The mobile app's versions: administrators record them; the app asks whether it must update. */
@ApiTags('notifications')
@Controller()
export class AppVersionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('version')
  @Public('The mobile app asks before anyone signs in whether it must update')
  @ApiOperation({
    summary:
      'The latest app version, and whether an app at `installed` may or must update (mandatory when any mandatory version above it exists)',
  })
  @ApiOkResponse({ type: VersionCheckResponse })
  check(@Query() query: VersionCheckQueryDto) {
    return this.queries.execute(new CheckAppVersionQuery(query.installed));
  }

  @Post('version')
  @HttpCode(201)
  @RequirePermission(MANAGE_VERSIONS)
  @ApiOperation({ summary: 'Records an app version; it must be higher than the latest' })
  @ApiMutationResponse(AppVersionResponse, { status: 201 })
  @ApiConflictResponse({ description: 'APP_VERSION_NOT_HIGHER' })
  async create(@CurrentActor() actor: Actor, @Body() body: AppVersionDto) {
    const version = await this.commands.execute(new ReleaseAppVersionCommand(actor, body.version, body.isMandatory));
    return mutation(say('APP_VERSION_CREATED', { version: version.version }), version);
  }

  @Get('versions')
  @RequirePermission(MANAGE_VERSIONS)
  @ApiOperation({ summary: 'Every app version, the highest first' })
  @ApiPageResponse(AppVersionResponse)
  list(@Query() query: PageQueryDto) {
    return this.queries.execute(new ListAppVersionsQuery(query.pageRequest(20)));
  }
}
