import { Logger, Module } from '@nestjs/common';
import { join } from 'node:path';
import { PeopleDirectoryModule } from '../accounts';
import { AuthorizationModule } from '../authorization';
import { GeographyModule } from '../geography';
import { APP_CONFIG, AppConfig } from '../kernel/config/app-config';
import './feature-phones.errors';
import './feature-phones.messages';
import { AnswerUssdStepHandler } from './commands/answer-ussd.command';
import { ReceiveSmsHandler, RecordDeliveryReportHandler } from './commands/gateway-callbacks.commands';
import { SendTestSmsHandler } from './commands/send-test-sms.command';
import { SmsOutbox } from './commands/sms-outbox';
import { SmsSubscriptions } from './commands/sms-subscriptions';
import { OrderStatusSms } from './consumers/order-status-sms.consumer';
import { PriceAlertSmsSubscriber } from './consumers/price-alert-sms.subscriber';
import { AfricasTalkingGateway } from './jobs/africas-talking.gateway';
import { FileSmsGateway } from './jobs/file-sms.gateway';
import { SMS_GATEWAY, SmsGateway } from './jobs/sms-gateway';
import { GatewayCallbacks } from './http/gateway-callbacks';
import { GatewayController } from './http/gateway.controller';
import { MessagingController } from './http/messaging.controller';
import { SendSmsBatchJob, SendSmsJob, SmsSender } from './jobs/send-sms.job';
import { SendWeatherWarningsJob } from './jobs/send-weather-warnings.job';
import { ListSmsMessagesHandler, MessagingSummaryHandler } from './queries/messaging.queries';
import { FertilizerAdvice } from './ussd/commands/fertilizer-advice';
import { UssdMenu } from './ussd/commands/ussd-menu';

/** AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY choose Africa's Talking; without them SMS are written to DATA_DIR/sms. */
function smsGateway(config: AppConfig): SmsGateway {
  const { username, apiKey } = config.smsGateway;
  if (username && apiKey) {
    new Logger('Sms').log(`SMS go through Africa's Talking at ${config.smsGateway.baseUrl} as ${username}`);
    return new AfricasTalkingGateway({ ...config.smsGateway, username, apiKey });
  }
  return new FileSmsGateway(join(config.dataDir, 'sms'));
}

/**
 * Farmers on feature phones: the USSD menu (prices, weather, orders, SMS alerts) Africa's Talking calls step by step,
 * and SMS out (price alerts, tests) through the `sms` queue and one SmsGateway, to numbers whose consent is recorded;
 * delivery reports and STOP come back through the gateway's callbacks. Other modules are read through their queries.
 */
@Module({
  imports: [GeographyModule, AuthorizationModule, PeopleDirectoryModule],
  controllers: [GatewayController, MessagingController],
  providers: [
    { provide: SMS_GATEWAY, inject: [APP_CONFIG], useFactory: smsGateway },
    SmsOutbox,
    SmsSubscriptions,
    GatewayCallbacks,
    UssdMenu,
    FertilizerAdvice,
    AnswerUssdStepHandler,
    RecordDeliveryReportHandler,
    ReceiveSmsHandler,
    SendTestSmsHandler,
    ListSmsMessagesHandler,
    MessagingSummaryHandler,
    SmsSender,
    SendSmsJob,
    SendSmsBatchJob,
    SendWeatherWarningsJob,
    PriceAlertSmsSubscriber,
    OrderStatusSms,
  ],
})
export class FeaturePhonesModule {}
