import { DiscoveryService } from '@nestjs/core';
import { StoredEvent } from '../events/event.types';

export interface DomainEventSubscriberOptions {
  /** Unique, stable name: it is part of each delivery's job id. */
  name: string;
  events: readonly string[];
}

/**
 * Reacts to committed events outside the database (mail, push, exports). Each (subscriber, event) pair is
 * delivered as its own job, retried with backoff on its own; `handle` must be idempotent.
 */
export interface DomainEventSubscriber {
  handle(event: StoredEvent): Promise<void>;
}

export const SubscribesTo = DiscoveryService.createDecorator<DomainEventSubscriberOptions>();
