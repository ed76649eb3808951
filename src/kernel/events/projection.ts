import { DiscoveryService } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { StoredEvent } from './event.types';

/**
 * A read model kept in the same transaction as the events it follows, so a client reads its own write.
 * `apply` must be deterministic (no clock, no randomness: take times from the event) so that
 * `npm run projections:rebuild` reproduces the tables exactly.
 */
export interface InlineProjection {
  readonly name: string;
  /** The tables this projection owns; a rebuild empties them first. Order: children before parents. */
  readonly tables: string[];
  /** Event types it follows. */
  readonly handles: readonly string[];
  apply(event: StoredEvent, manager: EntityManager): Promise<void>;
  /**
   * Optional: several events of one type (a batched append), in order, written at once. Must leave the tables as
   * `apply` on each event in turn would.
   */
  applyBatch?(events: StoredEvent[], manager: EntityManager): Promise<void>;
  /**
   * Optional: run once after the events of an append (or of a rebuild) it follows are projected, last in the
   * transaction, for work that locks a shared row, such as moving a version that in-memory caches follow: the row
   * stays locked only until the commit.
   */
  afterProjected?(manager: EntityManager): Promise<void>;
}

/**
 * Works after commit, in commit order, exactly once per event for whatever it writes through `manager`:
 * its checkpoint moves in the same transaction. Side effects outside PostgreSQL must be idempotent.
 */
export interface AsyncEventConsumer {
  readonly name: string;
  readonly handles: readonly string[] | '*';
  /**
   * The read tables the consumer keeps, when it keeps any (children before parents). `projections:rebuild` empties
   * them, moves the consumer's checkpoint back to the start and replays the log into them, as for inline projections;
   * a consumer with side effects outside its tables (mail, deliveries) leaves this out and is never replayed.
   */
  readonly tables?: string[];
  handle(event: StoredEvent, manager: EntityManager): Promise<void>;
  /**
   * Optional: a whole batch at once (in commit order, in the batch's transaction) in place of `handle` for each event,
   * for a consumer whose effects are cheaper written together (sums of many events to one row).
   */
  handleBatch?(events: StoredEvent[], manager: EntityManager): Promise<void>;
}

/** Marks a provider implementing InlineProjection; the event store finds it at boot. */
export const Projection = DiscoveryService.createDecorator<void>();
/** Marks a provider implementing AsyncEventConsumer; the consumer runner finds it at boot. */
export const EventConsumer = DiscoveryService.createDecorator<void>();
