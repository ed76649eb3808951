import { defineJob, defineQueue } from '../../kernel/messaging/job-definition';

/** SMS go out one row of sms_messages per job, or a batch sharing one text; the gateway's rate (SMS_PER_SECOND) holds across workers. */
export const SMS_QUEUE = defineQueue('sms', { concurrency: 4 });

export interface SendSmsPayload {
  messageId: string;
}

/**
 * Sends one row of sms_messages; added with the job id `sms-<id>`. Retried with backoff while the gateway cannot take
 * it (unreachable, its own error, out of credit); a message it refuses for good (a bad number) is failed at once.
 */
export const SendSms = defineJob<SendSmsPayload>(SMS_QUEUE, 'send-sms', {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
});

export interface SendSmsBatchPayload {
  messageIds: string[];
}

/**
 * Sends rows of sms_messages that share one text (a price alert to a state's subscribers) in one call to the gateway;
 * added with the job id `sms-batch-<first id>`. Retried as SendSms is, for the messages still queued.
 */
export const SendSmsBatch = defineJob<SendSmsBatchPayload>(SMS_QUEUE, 'send-sms-batch', {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
});

/** Warns the numbers subscribed to weather warnings of heavy rain in their area's forecast (today and the next 2 days), each morning. */
export const SendWeatherWarnings = defineJob<Record<string, never>>(SMS_QUEUE, 'send-weather-warnings', {
  attempts: 3,
  schedule: { pattern: '0 4 * * *', payload: {} },
});
