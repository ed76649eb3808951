import { defineJob, defineQueue } from '../../kernel/messaging/job-definition';

/** Push notifications: one notification at a time per worker (each sends its batches in turn). */
export const PUSH_NOTIFICATIONS_QUEUE = defineQueue('push-notifications', { concurrency: 1 });

export interface SendPushNotificationPayload {
  notificationId: string;
  correlationId?: string;
}

/** Sends a push notification to its country's devices (of its role, if any) in batches; added with the notification's id as job id. */
export const SendPushNotification = defineJob<SendPushNotificationPayload>(
  PUSH_NOTIFICATIONS_QUEUE,
  'send-push-notification',
  { attempts: 5 },
);

export interface SendUserPushPayload {
  messageId: string;
}

/** Sends one personal push message (push_user_messages) to its user's devices; added with the message's id as job id. */
export const SendUserPush = defineJob<SendUserPushPayload>(PUSH_NOTIFICATIONS_QUEUE, 'send-user-push', { attempts: 5 });
