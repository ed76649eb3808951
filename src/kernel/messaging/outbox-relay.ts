import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Job } from 'bullmq';
import { DataSource, EntityManager } from 'typeorm';
import { EVENT_COLUMNS, EventRow, StoredEvent, toStoredEvent } from '../events/event.types';
import { AsyncEventConsumer, EventConsumer } from '../events/projection';
import { DomainEventSubscriber, SubscribesTo } from './domain-event-subscriber';
import { defineJob, defineQueue } from './job-definition';
import { HandlesJob, JobHandler } from './job-handler';
import { JobQueues } from './job-queue.service';

interface Subscription {
  name: string;
  events: readonly string[];
  subscriber: DomainEventSubscriber;
}

@Injectable()
export class DomainEventSubscribers implements OnApplicationBootstrap {
  private found: { subscriptions: Subscription[]; types: string[] } | null = null;

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    this.discovered();
  }

  /**
   * The subscribers, found once (at bootstrap, or at the first question asked before it: the relay must never take
   * the list of types for empty and pass events over).
   */
  private discovered(): { subscriptions: Subscription[]; types: string[] } {
    if (this.found) return this.found;
    const subscriptions = this.discovery.getProviders({ metadataKey: SubscribesTo.KEY }).map((wrapper) => {
      const options = this.discovery.getMetadataByDecorator(SubscribesTo, wrapper)!;
      return { ...options, subscriber: wrapper.instance as DomainEventSubscriber };
    });
    const names = subscriptions.map((s) => s.name);
    if (new Set(names).size !== names.length)
      throw new Error(`Two domain event subscribers share a name: ${names.join(', ')}`);
    this.found = { subscriptions, types: [...new Set(subscriptions.flatMap((s) => s.events))].sort() };
    return this.found;
  }

  /** Every event type some subscriber follows. */
  subscribedTypes(): readonly string[] {
    return this.discovered().types;
  }

  interestedIn(type: string): Subscription[] {
    return this.discovered().subscriptions.filter((s) => s.events.includes(type));
  }

  byName(name: string): Subscription | undefined {
    return this.discovered().subscriptions.find((s) => s.name === name);
  }
}

export interface DeliverEventPayload {
  subscriber: string;
  position: number;
  correlationId: string;
}

export const DOMAIN_EVENTS_QUEUE = defineQueue('domain-events', { concurrency: 4 });
export const DeliverEvent = defineJob<DeliverEventPayload>(DOMAIN_EVENTS_QUEUE, 'deliver-event');

/**
 * The outbox relay: moves committed events from the log to BullMQ, one delivery job per interested subscriber.
 * The job id is fixed by (subscriber, position), so a batch replayed after a crash enqueues nothing twice. It reads
 * only the types some subscriber follows, not the rest of the log (an import's hundreds of thousands of farmer events).
 */
@Injectable()
@EventConsumer()
export class OutboxRelay implements AsyncEventConsumer {
  readonly name = 'outbox-relay';
  constructor(
    private readonly subscribers: DomainEventSubscribers,
    private readonly queues: JobQueues,
  ) {}

  get handles(): readonly string[] {
    return this.subscribers.subscribedTypes();
  }

  async handle(event: StoredEvent, _manager: EntityManager): Promise<void> {
    for (const { name } of this.subscribers.interestedIn(event.type)) {
      const payload: DeliverEventPayload = {
        subscriber: name,
        position: event.globalPosition,
        correlationId: event.metadata.correlationId,
      };
      await this.queues.add(DeliverEvent, payload, { jobId: `${name}-${event.globalPosition}` });
    }
  }
}

@Injectable()
@HandlesJob(DeliverEvent)
export class DeliverEventJob implements JobHandler<DeliverEventPayload> {
  constructor(
    private readonly subscribers: DomainEventSubscribers,
    private readonly dataSource: DataSource,
  ) {}

  async handle(job: Job<DeliverEventPayload>): Promise<void> {
    const subscription = this.subscribers.byName(job.data.subscriber);
    if (!subscription) throw new Error(`No domain event subscriber named ${job.data.subscriber}`);
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position = $1`,
      [job.data.position],
    );
    if (rows.length === 0) throw new Error(`No event at position ${job.data.position}`);
    await subscription.subscriber.handle(toStoredEvent(rows[0]));
  }
}
