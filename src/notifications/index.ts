export { NotificationsModule } from './notifications.module';
export { PushToUserCommand } from './commands/push-to-user.command';
