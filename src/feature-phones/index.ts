export { FeaturePhonesModule } from './feature-phones.module';
export { FeaturePhonesErrors } from './feature-phones.errors';
export { SMS_GATEWAY, SmsGatewayUnavailable } from './jobs/sms-gateway';
export type { SmsGateway, SmsOutcome, OutgoingSms } from './jobs/sms-gateway';
export { SMS_TOPICS } from './commands/sms-subscriptions';
export type { SmsTopic } from './commands/sms-subscriptions';
export { SendTestSmsCommand } from './commands/send-test-sms.command';
export { ListSmsMessagesQuery, MessagingSummaryQuery } from './queries/messaging.queries';
export type { SmsMessageView, MessagingSummaryView } from './queries/messaging.queries';
