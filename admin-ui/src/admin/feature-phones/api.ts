import type { TypedApi } from '../../shared/api';
import type { Schema } from '../../shared/schemas';

export type SmsSummary = Schema<'SmsSummaryResponse'>;
export type SmsMessage = Schema<'SmsMessageResponse'>;
export type TestSmsInput = Schema<'TestSmsDto'>;

/** The first key of every messaging query (one invalidation refreshes the screen). */
export const MESSAGING_KEY = 'messaging';

/** The messaging screen's calls (spread into ../dataProvider.ts). */
export const messagingCalls = (api: TypedApi) => ({
  /** GET sms/summary: SMS per country and month with their cost, USSD sessions per day, opt-outs. */
  smsSummary: (countryId: number | undefined, signal?: AbortSignal) =>
    api.get('/api/v1/sms/summary', { params: { query: { countryId: countryId || undefined } }, signal }),
  /** POST sms/test: a test SMS to a number typed as people type it. */
  sendTestSms: (body: TestSmsInput) => api.post('/api/v1/sms/test', { body }),
});
