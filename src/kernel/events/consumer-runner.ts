import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RequestContexts, systemContext } from '../context/request-context';
import { MetricsRegistry } from '../observability/metrics.registry';
import { BulkWrites } from './bulk-writes';
import { CacheVersionMoves } from './cache-versions';
import { EVENTS_CHANNEL } from './event-store';
import { isAfter, LogPoint, NO_WAIT_FOR_DISK, readLogPage } from './log-page';
import { EventConsumer, AsyncEventConsumer } from './projection';
import { StoredEvent } from './event.types';
import { RecentLog } from './recent-log';

/** Events a batch reads at most, for a consumer that handles them one by one (each a statement or a side effect). */
const BATCH_SIZE = 200;
/**
 * For a consumer that handles a batch at once (`handleBatch`): a catch-up after a bulk import (300,000 events for
 * 100,000 sheet rows) takes 60 transactions rather than 1,500. Only a consumer behind fills a batch.
 */
const WHOLE_BATCH_SIZE = 5_000;

const batchSizeOf = (consumer: AsyncEventConsumer) => (consumer.handleBatch ? WHOLE_BATCH_SIZE : BATCH_SIZE);

/** What a batch did: how many events it handled, and whether it read a full page (more may follow at once). */
interface BatchHandled {
  handled: number;
  full: boolean;
}

/** A full page less the events of the transaction it ends in, unless that transaction is all the page holds. */
function wholeTransactionsOf(page: StoredEvent[]): StoredEvent[] {
  const last = page[page.length - 1].transactionId;
  if (page[0].transactionId === last) return page;
  let end = page.length;
  while (page[end - 1].transactionId === last) end--;
  return page.slice(0, end);
}

/**
 * The events the consumers taking whole batches keep read between them (RecentLog): the page the fastest is on, and
 * the two before it for those a little behind.
 */
const SHARED_EVENTS = 3 * WHOLE_BATCH_SIZE;

/** A consumer meeting an outage retries at most this far apart, so that it resumes soon after the dependency returns. */
const MAX_BACKOFF_MS = 5_000;

/**
 * Feeds every AsyncEventConsumer the events committed after its checkpoint, in commit order.
 * Only events of transactions older than every transaction still running are read
 * (transaction_id < pg_snapshot_xmin), so an event whose position was taken early but committed late
 * is never skipped. A batch, its effects and the checkpoint commit together; the checkpoint row is
 * locked with SKIP LOCKED, so with several worker processes each batch is handled by exactly one.
 * A consumer that keeps read tables waits while this process runs a bulk write of the types it follows (BulkWrites).
 */
@Injectable()
export class ConsumerRunner implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ConsumerRunner.name);
  private consumers: AsyncEventConsumer[] = [];
  private running = false;
  private readonly sleepers = new Set<() => void>();
  private listener: Client | null = null;
  private loops: Promise<void>[] = [];
  private readonly failures;
  private readonly lag;
  private stopListeningToBulkWrites: (() => void) | null = null;
  /** The log's pages the running consumers that take whole batches read once between them (with two or more). */
  private recentLog: RecentLog | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: MetricsRegistry,
    private readonly bulkWrites: BulkWrites,
  ) {
    this.failures = metrics.counter('kasuwa_consumer_failures_total', 'Event consumer batches that failed', [
      'consumer',
    ]);
    this.lag = metrics.gauge('kasuwa_consumer_checkpoint_position', 'Global position each consumer has reached', [
      'consumer',
    ]);
  }

  discover(): AsyncEventConsumer[] {
    return this.discovery
      .getProviders({ metadataKey: EventConsumer.KEY })
      .map((w) => w.instance as AsyncEventConsumer)
      .filter(Boolean);
  }

  async start(): Promise<void> {
    this.consumers = this.discover();
    if (this.running || this.consumers.length === 0) return;
    const names = this.consumers.map((c) => c.name);
    if (new Set(names).size !== names.length) throw new Error(`Two event consumers share a name: ${names.join(', ')}`);
    for (const name of names) {
      await this.dataSource.query(`INSERT INTO consumer_checkpoints (consumer) VALUES ($1) ON CONFLICT DO NOTHING`, [
        name,
      ]);
    }
    const wholeBatches = this.consumers.filter((c) => c.handleBatch);
    if (wholeBatches.length > 1)
      this.recentLog = new RecentLog(
        wholeBatches.map((c) => c.handles),
        WHOLE_BATCH_SIZE,
        SHARED_EVENTS,
        this.dataSource.manager,
      );
    this.running = true;
    this.stopListeningToBulkWrites = this.bulkWrites.onEnd(() => this.nudge());
    await this.listen();
    this.loops = this.consumers.map((c) => this.loop(c));
  }

  private async listen(): Promise<void> {
    const options = this.dataSource.options as { url?: string };
    const listener = new Client({ connectionString: options.url, connectionTimeoutMillis: 3_000 });
    this.listener = listener;
    // A lost connection (PostgreSQL restarted) is dropped here and made again by the next loop (see relisten).
    const lost = (reason: string) => {
      if (this.listener !== listener) return;
      this.listener = null;
      if (this.running) this.logger.warn(`event listener lost (${reason}); polling until it is back`);
      listener.end().catch(() => undefined);
    };
    listener.on('error', (err) => lost(err.message));
    listener.on('end', () => lost('connection ended'));
    listener.on('notification', () => this.nudge());
    try {
      await listener.connect();
      await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      lost((error as Error).message);
      throw error;
    }
  }

  /** Makes the LISTEN connection again after an outage; until then the loops poll. */
  private relistening: Promise<void> | null = null;
  private relisten(): void {
    if (this.listener || this.relistening || !this.running) return;
    this.relistening = this.listen()
      .then(() => this.logger.log('event listener connected again'))
      .catch(() => undefined)
      .finally(() => (this.relistening = null));
  }

  /** Wakes the loops up before their next poll. */
  nudge(): void {
    const waiting = [...this.sleepers];
    this.sleepers.clear();
    for (const wake of waiting) wake();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }

  private async loop(consumer: AsyncEventConsumer): Promise<void> {
    let backoff = 0;
    let behind = false;
    while (this.running) {
      if (this.bulkWrites.holds(consumer)) {
        this.recentLog?.release(consumer.handles);
        await this.sleep(this.config.consumerPollMs);
        continue;
      }
      try {
        const batch = () => this.handleNextBatch(consumer, { yieldToBulkWrites: true });
        // The batch after a full one is catching up with a backlog, page after page: it gets the bulk writes' heap.
        const handled: BatchHandled = await (behind ? this.bulkWrites.withBulkHeap(batch) : batch());
        this.relisten();
        backoff = 0;
        behind = handled.full;
        if (behind) continue;
      } catch (err) {
        behind = false;
        this.failures.inc({ consumer: consumer.name });
        backoff = Math.min(backoff ? backoff * 2 : 500, MAX_BACKOFF_MS);
        this.logger.error(`consumer ${consumer.name} failed, retrying in ${backoff} ms: ${(err as Error).message}`);
      }
      // Not coming straight back for the next batch: the other consumers do not wait for this one (RecentLog).
      this.recentLog?.release(consumer.handles);
      if (!this.running) break;
      await this.sleep(backoff || this.config.consumerPollMs);
    }
  }

  /**
   * Handles one batch for `consumer`; answers how many events it handled (0 when another process holds it, or, with
   * `yieldToBulkWrites`, when a bulk write of this process holds it).
   */
  async runBatch(consumer: AsyncEventConsumer, options: { yieldToBulkWrites?: boolean } = {}): Promise<number> {
    try {
      return (await this.handleNextBatch(consumer, options)).handled;
    } finally {
      this.recentLog?.release(consumer.handles);
    }
  }

  /**
   * runBatch, answering also whether the batch read a full page (more may follow at once). A consumer taking whole
   * batches is handed whole transactions where the page holds more than one: the events of the transaction the page
   * ends in are left for the next batch. An import's chunk (a farmer, their farm and their record per row) is then
   * handled in one batch, with no farmer or farm of it to look up again in the next.
   */
  private async handleNextBatch(
    consumer: AsyncEventConsumer,
    options: { yieldToBulkWrites?: boolean },
  ): Promise<BatchHandled> {
    return this.dataSource.transaction(async (manager) => {
      const none: BatchHandled = { handled: 0, full: false };
      const checkpoint = await manager.query(
        `SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM consumer_checkpoints
         WHERE consumer = $1 FOR UPDATE SKIP LOCKED`,
        [consumer.name],
      );
      if (checkpoint.length === 0) return none;
      // A consumer that only keeps read tables writes nothing the log cannot give again (others may send mail).
      if (consumer.tables?.length) await manager.query(NO_WAIT_FOR_DISK);
      const from: LogPoint = { transactionId: checkpoint[0].transaction_id, position: checkpoint[0].global_position };
      const { events: read, horizon } =
        consumer.handleBatch && this.recentLog
          ? await this.recentLog.read(manager, from, consumer.handles, WHOLE_BATCH_SIZE)
          : await readLogPage(manager, from, consumer.handles, batchSizeOf(consumer), 'settled');
      const full = read.length === batchSizeOf(consumer);
      const events = consumer.handleBatch && full ? wholeTransactionsOf(read) : read;
      // A bulk write may have begun (and appended) while this batch was being read: the loop checked before it began.
      // Not held now means it began after the read, so none of its events are in this batch.
      if (options.yieldToBulkWrites && this.bulkWrites.holds(consumer)) return none;
      const moves = new CacheVersionMoves();
      if (consumer.handleBatch && events.length > 0) {
        const context = systemContext({
          correlationId: events[0].metadata.correlationId,
          causationId: events[0].eventId,
        });
        await moves.before(consumer, events, manager);
        await RequestContexts.run(context, () => consumer.handleBatch!(events, manager));
      } else {
        for (const event of events) {
          const context = systemContext({
            correlationId: event.metadata.correlationId,
            causationId: event.eventId,
            country: event.metadata.country ?? undefined,
          });
          await moves.before(consumer, [event], manager);
          await RequestContexts.run(context, () => consumer.handle(event, manager));
        }
      }
      await moves.move(manager);
      // A batch that was not full has read every event of the consumer's types up to the horizon: the checkpoint moves
      // there, past the events of other types, so that they are not read through again.
      const last = events.length
        ? {
            transactionId: events[events.length - 1].transactionId,
            position: String(events[events.length - 1].globalPosition),
          }
        : null;
      const reached = !full && horizon ? horizon : last;
      if (reached && isAfter(reached, from)) {
        await manager.query(
          `UPDATE consumer_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now() WHERE consumer = $1`,
          [consumer.name, reached.transactionId, reached.position],
        );
        this.lag.set({ consumer: consumer.name }, Number(reached.position));
      }
      return { handled: events.length, full };
    });
  }

  /**
   * Rebuilds the consumers that keep read tables (`tables`): empties the tables and moves the checkpoint back to the
   * start in one transaction (waiting for a batch in progress), then replays the log into them until they have caught
   * up. Used by `projections:rebuild`, after the inline projections.
   */
  async rebuild(): Promise<{ consumers: string[] }> {
    const rebuilt = this.discover().filter((c) => c.tables?.length);
    for (const consumer of rebuilt) {
      await this.dataSource.transaction(async (manager) => {
        await manager.query(`INSERT INTO consumer_checkpoints (consumer) VALUES ($1) ON CONFLICT DO NOTHING`, [
          consumer.name,
        ]);
        await manager.query(`SELECT 1 FROM consumer_checkpoints WHERE consumer = $1 FOR UPDATE`, [consumer.name]);
        await manager.query(`TRUNCATE ${consumer.tables!.map((t) => `"${t}"`).join(', ')}`);
        await manager.query(
          `UPDATE consumer_checkpoints SET transaction_id = '0', global_position = 0, updated_at = now() WHERE consumer = $1`,
          [consumer.name],
        );
      });
    }
    await this.drain(rebuilt);
    this.logger.log(`Rebuilt the consumers ${rebuilt.map((c) => c.name).join(', ') || '(none)'}`);
    return { consumers: rebuilt.map((c) => c.name) };
  }

  /** Runs every consumer (or those given) until none has anything left to read (tests and the rebuild command use it). */
  async drain(only?: AsyncEventConsumer[]): Promise<void> {
    const consumers = only ?? (this.consumers.length ? this.consumers : this.discover());
    for (let round = 0; round < 1000; round++) {
      let handled = 0;
      for (const c of consumers) handled += await this.runBatch(c);
      if (handled === 0) return;
    }
  }

  /** Before the database pool closes (TypeORM closes it on application shutdown): the loops end on a batch's boundary. */
  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.stopListeningToBulkWrites?.();
    this.nudge();
    await Promise.allSettled(this.loops);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }
}
