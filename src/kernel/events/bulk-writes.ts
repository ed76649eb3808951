import { Injectable } from '@nestjs/common';
import { heapGrowthForBulkWork, startupHeapGrowingPercent } from '../runtime/heap-growth';
import type { AsyncEventConsumer } from './projection';

/** The process's heap policy while bulk writes run (one for the process, as V8's flags are). */
const withBulkHeapGrowth = heapGrowthForBulkWork(startupHeapGrowingPercent());

/**
 * The bulk writes under way in this process (a large import), each with the event types it appends. While one runs,
 * the event consumers of this process that keep read tables from those types wait (see ConsumerRunner), then catch up
 * in full batches: on a small machine the import a user is waiting for gets the processor instead of sharing it with
 * read models that would chase it 200 events at a time. Consumers with effects outside their tables (the outbox relay,
 * erasers) and those that follow other types never wait. For the same reason the heap grows further between full
 * collections while one runs (see heapGrowthForBulkWork).
 */
@Injectable()
export class BulkWrites {
  private readonly running = new Map<symbol, ReadonlySet<string>>();
  private readonly endListeners = new Set<() => void>();

  async run<T>(types: readonly string[], work: () => Promise<T>): Promise<T> {
    const token = Symbol('bulk write');
    this.running.set(token, new Set(types));
    try {
      return await withBulkHeapGrowth(work);
    } finally {
      this.running.delete(token);
      for (const listener of this.endListeners) listener();
    }
  }

  /**
   * Runs `work` with the heap policy of bulk writes, holding no consumer: a consumer's full batches after one, where
   * each batch parses and writes thousands of events (with the worker's own 50 percent, garbage collection took a sixth
   * of its main thread while the consumers caught up with a 100,000-row import).
   */
  withBulkHeap<T>(work: () => Promise<T>): Promise<T> {
    return withBulkHeapGrowth(work);
  }

  /** Whether `consumer` waits now: it keeps read tables and follows a type a running bulk write appends. */
  holds(consumer: Pick<AsyncEventConsumer, 'handles' | 'tables'>): boolean {
    if (!this.running.size || !consumer.tables?.length || consumer.handles === '*') return false;
    for (const types of this.running.values()) if (consumer.handles.some((type) => types.has(type))) return true;
    return false;
  }

  /** Called each time a bulk write ends; answers a function that stops listening. */
  onEnd(listener: () => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }
}
