import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../kernel/events/event.types';
import { DomainEventSubscriber, SubscribesTo } from '../../kernel/messaging/domain-event-subscriber';
import { JobQueues } from '../../kernel/messaging/job-queue.service';
import { PushNotificationEvents, PushNotificationQueued } from '../domain/push-notification';
import { SendPushNotification } from './notifications.jobs';

/** The job id of a notification's sending: a redelivered event adds nothing twice. */
export const sendJobId = (notificationId: string) => `push-notification-${notificationId}`;

/** Adds the sending job of each recorded notification, through the outbox (so it is added even if Redis was away when it was recorded). */
@Injectable()
@SubscribesTo({ name: 'push-notification-send', events: [PushNotificationEvents.queued] })
export class PushNotificationQueuedSubscriber implements DomainEventSubscriber {
  constructor(private readonly queues: JobQueues) {}

  async handle(event: StoredEvent): Promise<void> {
    const { notificationId } = PushNotificationQueued.dataOf(event);
    await this.queues.add(
      SendPushNotification,
      { notificationId, correlationId: event.metadata?.correlationId ?? undefined },
      { jobId: sendJobId(notificationId) },
    );
  }
}
