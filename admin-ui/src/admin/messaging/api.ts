import type { Mutation, Page, Schema } from '../../shared/schemas';
import type { ApiRequest } from '../api/request';

export type SmsSummary = Schema<'SmsSummaryResponse'>;
export type SmsMessage = Schema<'SmsMessageResponse'>;
export type TestSmsInput = Schema<'TestSmsDto'>;

/** The first key of every messaging query (one invalidation refreshes the screen). */
export const MESSAGING_KEY = 'messaging';

/** The messaging screen's calls (spread into ../dataProvider.ts). */
export const messagingCalls = (request: ApiRequest) => ({
  /** GET sms/summary: SMS per country and month with their cost, USSD sessions per day, opt-outs. */
  smsSummary: (countryId: number | undefined, signal?: AbortSignal) => request<SmsSummary>(`/sms/summary${countryId ? `?countryId=${countryId}` : ''}`, { signal }),
  /** GET sms/messages: the latest SMS, newest first. */
  smsMessages: (status: string | undefined, signal?: AbortSignal) => request<Page<SmsMessage>>(`/sms/messages?size=20${status ? `&status=${encodeURIComponent(status)}` : ''}`, { signal }),
  /** POST sms/test: a test SMS to a number typed as people type it. */
  sendTestSms: (body: TestSmsInput) => request<Mutation<SmsMessage>>('/sms/test', { method: 'POST', body }),
});
