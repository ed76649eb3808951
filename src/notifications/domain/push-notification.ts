import { DomainError } from '../../kernel/errors/domain-error';
import { defineAggregate } from '../../kernel/events/decider';
import { defineEvent } from '../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { NotificationsErrors } from '../notifications.errors';

/**
 * A push notification: an administrator (or a platform manager, in a country they monitor) writes it for the app users
 * of a country (of one role, if chosen); the `push-notifications` job sends it in batches. The stream records each
 * batch once, so a retried job never sends a recorded batch again.
 */
export const PUSH_NOTIFICATION_STREAM = 'push-notification';
export const pushNotificationStreamId = (id: string) => `push-notification-${id}`;

export interface PushNotificationQueued {
  notificationId: string;
  title: string;
  message: string;
  /** The French text, for the devices registered in French (absent: every device gets `title` and `message`). */
  titleFr?: string | null;
  messageFr?: string | null;
  countryId: number;
  /** Only the devices of users holding this role; null for every app user of the country. */
  role: string | null;
  createdBy: string;
  at: string;
}

/** The job took the list of devices to reach: `recipients` devices in `batches` batches. */
export interface PushNotificationPrepared {
  notificationId: string;
  recipients: number;
  batches: number;
  at: string;
}

/** One batch went to Firebase: how many messages it accepted and refused, and how many refused tokens were removed. */
export interface PushNotificationBatchSent {
  notificationId: string;
  batch: number;
  sent: number;
  failed: number;
  tokensRemoved: number;
  at: string;
}

export const PushNotificationQueued = defineEvent<PushNotificationQueued>('PushNotificationQueued');
export const PushNotificationPrepared = defineEvent<PushNotificationPrepared>('PushNotificationPrepared');
export const PushNotificationBatchSent = defineEvent<PushNotificationBatchSent>('PushNotificationBatchSent');

export const PushNotificationEvents = {
  queued: PushNotificationQueued.type,
  prepared: PushNotificationPrepared.type,
  batchSent: PushNotificationBatchSent.type,
} as const;

export interface PushNotificationState {
  exists: boolean;
  /** Null until the job took the list of devices. */
  batches: number | null;
  sentBatches: number[];
}

export const initialPushNotificationState: PushNotificationState = { exists: false, batches: null, sentBatches: [] };

export function evolvePushNotification(
  state: PushNotificationState,
  event: StoredEvent | NewEvent,
): PushNotificationState {
  switch (event.type) {
    case PushNotificationEvents.queued:
      return { ...state, exists: true };
    case PushNotificationEvents.prepared:
      return { ...state, batches: PushNotificationPrepared.dataOf(event).batches };
    case PushNotificationEvents.batchSent:
      return { ...state, sentBatches: [...state.sentBatches, PushNotificationBatchSent.dataOf(event).batch] };
    default:
      return state;
  }
}

export function decideQueuePushNotification(
  state: PushNotificationState,
  command: Omit<PushNotificationQueued, 'at'> & { now: string },
): NewEvent[] {
  if (state.exists) throw new DomainError(NotificationsErrors.PUSH_NOTIFICATION_EXISTS);
  const { now, ...data } = command;
  return [PushNotificationQueued.create({ ...data, at: now })];
}

/** The list of devices is taken once: a retried job finds it taken and sends the batches it holds. */
export function decidePrepare(
  state: PushNotificationState,
  command: { notificationId: string; recipients: number; batches: number; now: string },
): NewEvent[] {
  if (!state.exists) throw new DomainError(NotificationsErrors.PUSH_NOTIFICATION_NOT_FOUND);
  if (state.batches !== null) return [];
  return [
    PushNotificationPrepared.create({
      notificationId: command.notificationId,
      recipients: command.recipients,
      batches: command.batches,
      at: command.now,
    }),
  ];
}

/** A batch is recorded once; recording it again changes nothing. */
export function decideRecordBatch(
  state: PushNotificationState,
  command: Omit<PushNotificationBatchSent, 'at'> & { now: string },
): NewEvent[] {
  if (!state.exists || state.batches === null) throw new DomainError(NotificationsErrors.PUSH_NOTIFICATION_NOT_FOUND);
  if (state.sentBatches.includes(command.batch)) return [];
  const { now, ...data } = command;
  return [PushNotificationBatchSent.create({ ...data, at: now })];
}

export const PushNotificationStream = defineAggregate({
  streamType: PUSH_NOTIFICATION_STREAM,
  streamId: pushNotificationStreamId,
  initial: initialPushNotificationState,
  evolve: evolvePushNotification,
});
