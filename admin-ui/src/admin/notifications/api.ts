import type { TypedApi } from '../../shared/api';
import type { Schema } from '../../shared/schemas';

export type PushNotification = Schema<'PushNotificationResponse'>;
export type PushNotificationInput = Schema<'PushNotificationDto'>;
export type AppVersion = Schema<'AppVersionResponse'>;
export type AppVersionInput = Schema<'AppVersionDto'>;
export type OpsOverview = Schema<'OpsOverviewResponse'>;

/** The first key of every notifications query (one invalidation refreshes the area). */
export const NOTIFICATIONS_KEY = 'notifications';

/** The notification screens' custom calls (spread into ../dataProvider.ts). */
export const notificationsCalls = (api: TypedApi) => ({
  /** POST push-notifications: records it and queues its sending. */
  createPushNotification: (body: PushNotificationInput) => api.post('/api/v1/push-notifications', { body }),
  /** POST version: a version higher than the latest. */
  createAppVersion: (body: AppVersionInput) => api.post('/api/v1/version', { body }),
  /** GET ops/queues: jobs per queue and state, the latest failures, the push counts. */
  opsOverview: (signal?: AbortSignal) => api.get('/api/v1/ops/queues', { signal }),
});
