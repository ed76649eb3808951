import type { Mutation, Schema } from '../../shared/schemas';
import type { ApiRequest } from '../api/request';

export type PushNotification = Schema<'PushNotificationResponse'>;
export type PushNotificationInput = Schema<'PushNotificationDto'>;
export type AppVersion = Schema<'AppVersionResponse'>;
export type AppVersionInput = Schema<'AppVersionDto'>;
export type OpsOverview = Schema<'OpsOverviewResponse'>;

/** The first key of every notifications query (one invalidation refreshes the area). */
export const NOTIFICATIONS_KEY = 'notifications';

/** The notification screens' custom calls (spread into ../dataProvider.ts). */
export const notificationsCalls = (request: ApiRequest) => ({
  /** POST push-notifications: records it and queues its sending. */
  createPushNotification: (body: PushNotificationInput) => request<Mutation<PushNotification>>('/push-notifications', { method: 'POST', body }),
  /** POST version: a version higher than the latest. */
  createAppVersion: (body: AppVersionInput) => request<Mutation<AppVersion>>('/version', { method: 'POST', body }),
  /** GET ops/queues: jobs per queue and state, the latest failures, the push counts. */
  opsOverview: (signal?: AbortSignal) => request<OpsOverview>('/ops/queues', { signal }),
});
