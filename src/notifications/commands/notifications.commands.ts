import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { isRoleName } from '../../kernel/auth/platform-roles';
import { CountryDirectory } from '../../geography';
import { PERMISSION_CHECKER, PermissionChecker } from '../../kernel/auth/access.ports';
import { Clock } from '../../kernel/clock/clock';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError, ValidationFailedError } from '../../kernel/errors/domain-error';
import { EventStore } from '../../kernel/events/event-store';
import { AppVersionReleased, AppVersionsStream, decideReleaseVersion } from '../domain/app-version';
import { decideQueuePushNotification, PushNotificationStream } from '../domain/push-notification';
import { NotificationsErrors } from '../notifications.errors';
import { AppVersionView, NotificationViews, PushNotificationView } from '../queries/notifications.queries';

export const SEND_PUSH = 'push-notifications:send';

export interface PushNotificationInput {
  title: string;
  message: string;
  titleFr?: string | null;
  messageFr?: string | null;
  countryId: number;
  role?: string | null;
}

/** Records a push notification; the `push-notifications` job (added through the outbox) sends it. */
export class QueuePushNotificationCommand extends Command<PushNotificationView> {
  constructor(
    readonly actor: Actor,
    readonly input: PushNotificationInput,
  ) {
    super();
  }
}

@CommandHandler(QueuePushNotificationCommand)
export class QueuePushNotificationHandler implements ICommandHandler<
  QueuePushNotificationCommand,
  PushNotificationView
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly countries: CountryDirectory,
    private readonly views: NotificationViews,
    private readonly clock: Clock,
    @Inject(PERMISSION_CHECKER) private readonly permissions: PermissionChecker,
  ) {}

  async execute({ actor, input }: QueuePushNotificationCommand): Promise<PushNotificationView> {
    const errors: { field: string; message: string }[] = [];
    if (!(await this.countries.ready()).byId(input.countryId))
      errors.push({ field: 'countryId', message: 'PUSH_COUNTRY_UNKNOWN' });
    const role = input.role ?? null;
    if (role !== null && !isRoleName(role)) errors.push({ field: 'role', message: 'PUSH_ROLE_UNKNOWN' });
    // An empty French text is no French text; a French title needs its message and the other way round.
    const titleFr = input.titleFr || null;
    const messageFr = input.messageFr || null;
    if ((titleFr === null) !== (messageFr === null))
      errors.push({ field: titleFr === null ? 'titleFr' : 'messageFr', message: 'PUSH_FRENCH_INCOMPLETE' });
    if (errors.length) throw new ValidationFailedError(errors);
    // Platform managers send to the countries they monitor only (the checker refuses them any other).
    if (!(await this.permissions.allows(actor, SEND_PUSH, input.countryId)))
      throw new DomainError(NotificationsErrors.PUSH_COUNTRY_NOT_ALLOWED);
    const id = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      await PushNotificationStream.execute(
        this.store,
        id,
        (state) =>
          decideQueuePushNotification(state, {
            notificationId: id,
            title: input.title,
            message: input.message,
            ...(titleFr ? { titleFr, messageFr } : {}),
            countryId: input.countryId,
            role,
            createdBy: actor.id,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return this.views.notification(id, manager);
    });
  }
}

/** Records a mobile app version, higher than the latest. */
export class ReleaseAppVersionCommand extends Command<AppVersionView> {
  constructor(
    readonly actor: Actor,
    readonly version: string,
    readonly isMandatory: boolean,
  ) {
    super();
  }
}

@CommandHandler(ReleaseAppVersionCommand)
export class ReleaseAppVersionHandler implements ICommandHandler<ReleaseAppVersionCommand, AppVersionView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: NotificationViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, version, isMandatory }: ReleaseAppVersionCommand): Promise<AppVersionView> {
    return this.dataSource.transaction(async (manager) => {
      const [event] = await AppVersionsStream.execute(
        this.store,
        undefined,
        (state) =>
          decideReleaseVersion(state, { version, isMandatory, releasedBy: actor.id, now: this.clock.nowIso() }),
        manager,
      );
      return (await this.views.version(AppVersionReleased.dataOf(event).version, manager))!;
    });
  }
}

/**
 * Registers a device's Firebase token for the signed-in user. A token is one installation: registered again (by
 * another user signing in on the same phone) it moves to them, with their country, language and roles.
 */
export class RegisterDeviceCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly token: string,
    readonly countryId: number,
    readonly language: 'en' | 'fr',
  ) {
    super();
  }
}

@CommandHandler(RegisterDeviceCommand)
export class RegisterDeviceHandler implements ICommandHandler<RegisterDeviceCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly countries: CountryDirectory,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, token, countryId, language }: RegisterDeviceCommand): Promise<void> {
    if (!(await this.countries.ready()).byId(countryId))
      throw new ValidationFailedError([{ field: 'countryId', message: 'PUSH_COUNTRY_UNKNOWN' }]);
    const now = this.clock.now();
    await this.dataSource.query(
      `INSERT INTO push_devices (token, user_id, country_id, language, roles, registered_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (token) DO UPDATE SET user_id = excluded.user_id, country_id = excluded.country_id, language = excluded.language, roles = excluded.roles,
         registered_at = CASE WHEN push_devices.user_id = excluded.user_id THEN push_devices.registered_at ELSE excluded.registered_at END,
           updated_at = excluded.updated_at`,
      [token, actor.id, countryId, language, actor.roles, now],
    );
  }
}

/** Forgets a device of the signed-in user (signing out of the app). */
export class UnregisterDeviceCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly token: string,
  ) {
    super();
  }
}

@CommandHandler(UnregisterDeviceCommand)
export class UnregisterDeviceHandler implements ICommandHandler<UnregisterDeviceCommand, void> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, token }: UnregisterDeviceCommand): Promise<void> {
    const [, count]: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM push_devices WHERE token = $1 AND user_id = $2`,
      [token, actor.id],
    );
    if (count === 0) throw new DomainError(NotificationsErrors.PUSH_DEVICE_NOT_FOUND);
  }
}
