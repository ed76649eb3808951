export { NotificationsModule } from './notifications.module';
export { NotificationsErrors } from './notifications.errors';
export { AppVersionEvents, AppVersionReleased } from './domain/app-version';
export {
  PushNotificationBatchSent,
  PushNotificationEvents,
  PushNotificationPrepared,
  PushNotificationQueued,
} from './domain/push-notification';
export type { PushMessage, PushOutcome, PushSender } from './jobs/push-sender';
export { PushToUserCommand } from './commands/push-to-user.command';
export type { PushText, PushTexts, PushToUserOutcome } from './commands/push-to-user.command';
