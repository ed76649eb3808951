import { DeletedUserPushEraser } from './consumers/deleted-user-push-eraser.consumer';
import { Logger, Module } from '@nestjs/common';
import { AuthorizationModule } from '../authorization';
import { GeographyModule } from '../geography';
import { APP_CONFIG, AppConfig } from '../kernel/config/app-config';
import './notifications.errors';
import './notifications.messages';
import {
  QueuePushNotificationHandler,
  RegisterDeviceHandler,
  ReleaseAppVersionHandler,
  UnregisterDeviceHandler,
} from './commands/notifications.commands';
import { PushToUserHandler } from './commands/push-to-user.command';
import { AppVersionsController, DevicesController, PushNotificationsController } from './http/notifications.controller';
import { OpsController } from './http/ops.controller';
import { PushNotificationQueuedSubscriber } from './jobs/push-notification-queued.subscriber';
import { SendPushNotificationJob } from './jobs/send-push-notification.job';
import { SendUserPushJob } from './jobs/send-user-push.job';
import type { FirebasePushSender } from './jobs/firebase-push-sender';
import { LoggingPushSender } from './jobs/logging-push-sender';
import { PushMetrics } from './jobs/push-metrics';
import { PUSH_SENDER, PushSender } from './jobs/push-sender';
import { readServiceAccount } from './jobs/service-account-credential';
import {
  CheckAppVersionHandler,
  ListAppVersionsHandler,
  ListPushNotificationsHandler,
  NotificationViews,
} from './queries/notifications.queries';
import { NotificationsProjection } from './read-models/notifications.projection';

/**
 * FIREBASE_CREDENTIALS chooses Firebase; without it the sender logs what it would send. firebase-admin (about 15 MB in
 * every process) is loaded only when it is chosen.
 */
function pushSender(config: AppConfig): PushSender {
  if (!config.firebaseCredentials) return new LoggingPushSender();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const firebase = require('./jobs/firebase-push-sender') as { FirebasePushSender: typeof FirebasePushSender };
  const sender = new firebase.FirebasePushSender(
    readServiceAccount(config.firebaseCredentials),
    config.push.messagingEndpoint,
  );
  new Logger('PushNotifications').log(
    `Push notifications go through Firebase${config.push.messagingEndpoint ? ` at ${config.push.messagingEndpoint}` : ''}`,
  );
  return sender;
}

/**
 * Push notifications, the app's devices and the app's versions, and the operations page's queue overview.
 * Notifications are sent by the `push-notifications` queue's jobs through one PushSender: the broadcasts administrators
 * write, and the personal messages other modules push to one user's devices (PushToUserCommand).
 */
@Module({
  imports: [GeographyModule, AuthorizationModule],
  controllers: [PushNotificationsController, DevicesController, AppVersionsController, OpsController],
  providers: [
    { provide: PUSH_SENDER, inject: [APP_CONFIG], useFactory: pushSender },
    PushMetrics,
    DeletedUserPushEraser,
    NotificationViews,
    NotificationsProjection,
    PushNotificationQueuedSubscriber,
    SendPushNotificationJob,
    SendUserPushJob,
    QueuePushNotificationHandler,
    PushToUserHandler,
    ReleaseAppVersionHandler,
    RegisterDeviceHandler,
    UnregisterDeviceHandler,
    ListPushNotificationsHandler,
    ListAppVersionsHandler,
    CheckAppVersionHandler,
  ],
})
export class NotificationsModule {}
