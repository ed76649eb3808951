import { decider } from '../../kernel/testing/given-when-then';
import {
  decidePrepare,
  decideQueuePushNotification,
  decideRecordBatch,
  evolvePushNotification,
  initialPushNotificationState,
  PushNotificationBatchSent,
  PushNotificationPrepared,
  PushNotificationQueued,
} from './push-notification';

const NOW = '2026-03-01T08:00:00.000Z';
const id = 'n1';
const notification = decider(evolvePushNotification, initialPushNotificationState);
const details = {
  notificationId: id,
  title: 'Rain',
  message: 'Heavy rain tomorrow',
  countryId: 1,
  role: null,
  createdBy: 'a1',
};
const queued = PushNotificationQueued.create({ ...details, at: NOW });
const prepared = PushNotificationPrepared.create({ notificationId: id, recipients: 3, batches: 2, at: NOW });
const first = PushNotificationBatchSent.create({
  notificationId: id,
  batch: 0,
  sent: 1,
  failed: 1,
  tokensRemoved: 1,
  at: NOW,
});

describe('push notification decisions', () => {
  it('queues a notification once', () => {
    notification
      .given()
      .when((s) => decideQueuePushNotification(s, { ...details, now: NOW }))
      .then(queued);
    notification
      .given(queued)
      .when((s) => decideQueuePushNotification(s, { ...details, now: NOW }))
      .thenFails('PUSH_NOTIFICATION_EXISTS');
  });

  it('takes the list of devices once, and records each batch once', () => {
    notification
      .given(queued)
      .when((s) => decidePrepare(s, { notificationId: id, recipients: 3, batches: 2, now: NOW }))
      .then(prepared);
    notification
      .given(queued, prepared)
      .when((s) => decidePrepare(s, { notificationId: id, recipients: 9, batches: 5, now: NOW }))
      .thenNothing();
    notification
      .given(queued, prepared)
      .when((s) =>
        decideRecordBatch(s, { notificationId: id, batch: 0, sent: 1, failed: 1, tokensRemoved: 1, now: NOW }),
      )
      .then(first);
    notification
      .given(queued, prepared, first)
      .when((s) =>
        decideRecordBatch(s, { notificationId: id, batch: 0, sent: 2, failed: 0, tokensRemoved: 0, now: NOW }),
      )
      .thenNothing();
    expect(notification.given(queued, prepared, first).state).toEqual({ exists: true, batches: 2, sentBatches: [0] });
  });

  it('records no batch of a notification not queued or not prepared', () => {
    notification
      .given()
      .when((s) => decidePrepare(s, { notificationId: id, recipients: 1, batches: 1, now: NOW }))
      .thenFails('PUSH_NOTIFICATION_NOT_FOUND');
    notification
      .given(queued)
      .when((s) =>
        decideRecordBatch(s, { notificationId: id, batch: 0, sent: 1, failed: 0, tokensRemoved: 0, now: NOW }),
      )
      .thenFails('PUSH_NOTIFICATION_NOT_FOUND');
  });
});
