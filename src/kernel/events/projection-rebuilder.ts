import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { RequestContexts, systemContext } from '../context/request-context';
import { ConsumerRunner } from './consumer-runner';
import { schemaVersionOf, storedNamesOf } from './event-registry';
import { EventStore } from './event-store';
import { EventRow, StoredEvent } from './event.types';
import { LogPoint, NO_WAIT_FOR_DISK, readLogPage, SharedLogPages } from './log-page';
import { AppendedRun, AsyncEventConsumer, InlineProjection, moveCacheVersions } from './projection';
import {
  bumpCacheVersions,
  createShadowTables,
  dropShadowTables,
  ShadowTablesFinishing,
  quoted,
  SHADOW_SEARCH_PATH,
  swapShadowTables,
  validateForeignKeys,
} from './shadow-tables';

/** Events read, and replayed in one transaction with the progress, at a time. */
export const REPLAY_PAGE_SIZE = 5_000;
/**
 * The swap's longest wait for a lock, under PostgreSQL's deadlock_timeout (1 s): a live transaction that holds one of the
 * tables and wants another the swap holds is never the one given up; the swap lets go and tries again.
 */
const SWAP_LOCK_TIMEOUT = '800ms';
const SWAP_ATTEMPTS = 50;
/** How often the log says how far a rebuild is. */
const LOG_EVERY_MS = 5_000;
/** Only one rebuild at a time, across processes (a session advisory lock). */
const REBUILD_LOCK = `hashtext('kasuwa projections:rebuild')`;

/** The log's beginning. */
const START: LogPoint = { transactionId: '0', position: '0' };

/** One pass through the log: the inline projections of the rebuild together, or one consumer. */
interface Replay {
  /** The key of its place in the progress row. */
  key: string;
  /** The tables it writes (their shadows). */
  tables: readonly string[];
  types: readonly string[] | '*';
  reached: LogPoint;
  apply(manager: EntityManager, events: StoredEvent[], rows: EventRow[]): Promise<void>;
  /** After its first pass to the head of the log (see ConsumerReplay): what it kept across pages, written. */
  finish?(manager: EntityManager): Promise<void>;
  /** The tables `finish` writes, when it says (ConsumerReplay.finishWrites): the others are finished meanwhile. */
  finishWrites?: readonly string[];
}

export interface RebuildResult {
  id: string;
  projections: string[];
  consumers: string[];
  tables: string[];
  events: number;
  ms: number;
  /** Foreign keys other tables hold on the rebuilt ones that the rows no longer satisfy (left NOT VALID). */
  brokenForeignKeys: string[];
}

/** A rebuild as the operations page shows it. */
export interface RebuildProgress {
  id: string;
  targets: string[];
  status: 'replaying' | 'swapping' | 'done' | 'failed';
  eventsTotal: number;
  eventsDone: number;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
  failure: string | null;
  /** Events a second since it started. */
  eventsPerSecond: number;
  /** Seconds left at that rate, while it replays. */
  etaSeconds: number | null;
}

/**
 * `npm run projections:rebuild`, without stopping the platform: the read tables of the named inline projections and
 * consumers (all that keep tables when none is named) are made again as empty shadow tables (shadow-tables.ts), the log
 * is replayed into them in large pages (one transaction per page, its progress with it) while the live tables keep
 * serving, and once the replay has reached the head of the log one short transaction locks the live tables, replays
 * what was appended meanwhile, hands each consumer's checkpoint the place its shadow reached and puts the shadows in
 * their place. The caches are then moved forward.
 *
 * A page goes to the projections a run of events of one type and one transaction at a time: a projection that can
 * take such a run at once (`applyAppended`, what `appendMany` gives it live) gets it in one go when the events are
 * stored in today's shape, the others event by event as a live append would; a consumer gets the page through
 * `handleBatch` when it has one, else event by event (its today's path, in larger transactions).
 * A projection named alone reads the other projections' live tables, as they are now, where a full rebuild reads
 * their shadows as they were at each event.
 */
@Injectable()
export class ProjectionRebuilder {
  private readonly logger = new Logger(ProjectionRebuilder.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly consumerRunner: ConsumerRunner,
  ) {}

  /** The names a rebuild takes: the inline projections and the consumers that keep read tables. */
  rebuildable(): { projections: InlineProjection[]; consumers: AsyncEventConsumer[] } {
    return {
      projections: this.eventStore.inlineProjections.filter((p) => p.tables.length > 0),
      consumers: this.consumerRunner.discover().filter((c) => c.tables?.length),
    };
  }

  /**
   * Options: `pageSize`, the events of a page; `swap: false` stops once the shadows have reached the head of the log and
   * leaves them beside the live tables (to compare them; `discard` drops them); `onReplayed`, told when each replay (the
   * inline projections together, then each consumer) has first reached the head, with its events and time.
   */
  async rebuild(
    names: readonly string[] = [],
    options: {
      pageSize?: number;
      swap?: boolean;
      onReplayed?: (replay: string, events: number, ms: number) => void;
    } = {},
  ): Promise<RebuildResult> {
    const { projections, consumers } = this.chosen(names);
    const pageSize = options.pageSize ?? REPLAY_PAGE_SIZE;
    const tables = [...new Set([...projections.flatMap((p) => p.tables), ...consumers.flatMap((c) => c.tables!)])];
    const started = Date.now();
    const lock = this.dataSource.createQueryRunner();
    await lock.connect();
    try {
      const [{ locked }] = await lock.query(`SELECT pg_try_advisory_lock(${REBUILD_LOCK}) AS locked`);
      if (!locked) throw new Error('Another projections:rebuild is running');
      const replays = [
        ...(projections.length ? [this.inlineReplay(projections)] : []),
        ...consumers.map((c) => this.consumerReplay(c)),
      ];
      const id = randomUUID();
      const total = await this.eventsFollowed(replays);
      await this.dataSource.query(
        `INSERT INTO projection_rebuilds (id, targets, status, events_total, started_at, updated_at) VALUES ($1, $2, 'replaying', $3, now(), now())`,
        [id, [...projections.map((p) => p.name), ...consumers.map((c) => c.name)], total],
      );
      try {
        const readerIndexes = [...projections, ...consumers].flatMap((p) => p.readerIndexes ?? []);
        const laterIndexes = await this.dataSource.transaction((manager) =>
          createShadowTables(manager, tables, readerIndexes),
        );
        // Each replay's tables get their indexes and statistics as soon as it has reached the head of the log.
        const finishing = new ShadowTablesFinishing(this.dataSource, laterIndexes);
        // The replays run side by side (their tables are apart), each in its own transactions: PostgreSQL works on one
        // page while this process prepares another's.
        const progress = { done: 0 };
        // Every replay is let finish or fail before a failure drops the shadows.
        const shared = new SharedLogPages(
          this.dataSource.manager,
          replays.length,
          replays.map((replay) => replay.types),
          pageSize,
        );
        const settled = await Promise.allSettled(
          replays.map(async (replay) => {
            const began = Date.now();
            const replayed = await this.replayToHead(id, replay, pageSize, total, progress, shared)
              .then(async (events) => {
                // What `finish` leaves alone is indexed and analyzed while it runs.
                const { finishWrites } = replay;
                if (finishWrites) finishing.add(replay.tables.filter((table) => !finishWrites.includes(table)));
                await this.finishReplay(replay);
                finishing.add(replay.tables);
                return events;
              })
              .catch((error: Error) => {
                shared.stop(error);
                throw error;
              });
            const ms = Date.now() - began;
            this.logger.log(
              `Replayed ${replayed} events into ${replay.key} in ${ms} ms (${Math.round(replayed / Math.max(0.001, ms / 1000))} events/s)`,
            );
            options.onReplayed?.(replay.key, replayed, ms);
          }),
        );
        const failed = settled.find((result) => result.status === 'rejected');
        const finished = finishing.done();
        if (failed) {
          await finished.catch(() => undefined);
          throw failed.reason;
        }
        await finished;
        // What was appended while the slower replays ran, so that the swap's own catch-up is short.
        if (replays.length > 1)
          for (const replay of replays) await this.replayToHead(id, replay, pageSize, total, progress);
        let done = progress.done;
        if (options.swap === false) {
          await this.dataSource.query(
            `UPDATE projection_rebuilds SET status = 'done', updated_at = now(), finished_at = now() WHERE id = $1`,
            [id],
          );
          return {
            id,
            projections: projections.map((p) => p.name),
            consumers: consumers.map((c) => c.name),
            tables,
            events: done,
            ms: Date.now() - started,
            brokenForeignKeys: [],
          };
        }
        const { replayed, unchecked } = await this.swap(id, tables, replays, consumers, pageSize);
        done += replayed;
        const brokenForeignKeys = await validateForeignKeys(this.dataSource, unchecked);
        for (const broken of brokenForeignKeys)
          this.logger.warn(`A foreign key on a rebuilt table does not hold, left NOT VALID: ${broken}`);
        const bumped = await this.dataSource.transaction((manager) => bumpCacheVersions(manager));
        await this.dataSource.query(
          `UPDATE projection_rebuilds SET status = 'done', events_done = $2, updated_at = now(), finished_at = now() WHERE id = $1`,
          [id, done],
        );
        this.logger.log(
          `Rebuilt ${tables.length} tables from ${done} events in ${Date.now() - started} ms; cache versions moved: ${bumped.join(', ')}`,
        );
        return {
          id,
          projections: projections.map((p) => p.name),
          consumers: consumers.map((c) => c.name),
          tables,
          events: done,
          ms: Date.now() - started,
          brokenForeignKeys,
        };
      } catch (error) {
        await this.dataSource
          .query(
            `UPDATE projection_rebuilds SET status = 'failed', failure = $2, updated_at = now(), finished_at = now() WHERE id = $1`,
            [id, String((error as Error).message ?? error).slice(0, 2000)],
          )
          .catch(() => undefined);
        await this.dataSource.transaction((manager) => dropShadowTables(manager, tables)).catch(() => undefined);
        throw error;
      }
    } finally {
      await lock.query(`SELECT pg_advisory_unlock_all()`).catch(() => undefined);
      await lock.release();
    }
  }

  /** Drops shadow tables a rebuild left (see `swap: false`). */
  async discard(tables: readonly string[]): Promise<void> {
    await this.dataSource.transaction((manager) => dropShadowTables(manager, tables));
  }

  /** The latest rebuilds, newest first, with their rate and what is left. */
  static async latest(manager: EntityManager, limit = 5): Promise<RebuildProgress[]> {
    const rows: {
      id: string;
      targets: string[];
      status: RebuildProgress['status'];
      events_total: string;
      events_done: string;
      started_at: Date;
      updated_at: Date;
      finished_at: Date | null;
      failure: string | null;
    }[] = await manager.query(
      `SELECT id, targets, status, events_total, events_done, started_at, updated_at, finished_at, failure
       FROM projection_rebuilds ORDER BY started_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => {
      const total = Number(row.events_total);
      const done = Number(row.events_done);
      const seconds = Math.max(0.001, (row.updated_at.getTime() - row.started_at.getTime()) / 1000);
      const rate = done / seconds;
      return {
        id: row.id,
        targets: row.targets,
        status: row.status,
        eventsTotal: total,
        eventsDone: done,
        startedAt: row.started_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        finishedAt: row.finished_at?.toISOString() ?? null,
        failure: row.failure,
        eventsPerSecond: Math.round(rate),
        etaSeconds: row.status === 'replaying' && rate > 0 ? Math.ceil(Math.max(0, total - done) / rate) : null,
      };
    });
  }

  private chosen(names: readonly string[]): { projections: InlineProjection[]; consumers: AsyncEventConsumer[] } {
    const all = this.rebuildable();
    if (names.length === 0) return all;
    const known = [...all.projections.map((p) => p.name), ...all.consumers.map((c) => c.name)];
    const unknown = names.filter((name) => !known.includes(name));
    if (unknown.length)
      throw new Error(
        `No projection or consumer keeping read tables is named ${unknown.join(', ')}; known: ${known.join(', ')}`,
      );
    return {
      projections: all.projections.filter((p) => names.includes(p.name)),
      consumers: all.consumers.filter((c) => names.includes(c.name)),
    };
  }

  private inlineReplay(projections: InlineProjection[]): Replay {
    return {
      key: 'inline',
      tables: [...new Set(projections.flatMap((p) => p.tables))],
      types: [...new Set(projections.flatMap((p) => p.handles))],
      reached: START,
      apply: (manager, events, rows) => replayInline(manager, projections, events, rows),
    };
  }

  /**
   * A consumer's replay: through `replayInPages` when it has one, until its first pass has reached the head of the log
   * (`finish`); then, for what was appended meanwhile, as a catch-up (`handleBatch`, or `handle` event by event).
   */
  private consumerReplay(consumer: AsyncEventConsumer): Replay {
    const catchUp = async (manager: EntityManager, events: StoredEvent[]) => {
      if (consumer.handleBatch) {
        await inBatchContext(events, () => consumer.handleBatch!(events, manager));
        return;
      }
      for (const event of events) {
        const context = systemContext({
          correlationId: event.metadata.correlationId,
          causationId: event.eventId,
          country: event.metadata.country ?? undefined,
        });
        await RequestContexts.run(context, () => consumer.handle(event, manager));
      }
    };
    const inPages = consumer.replayInPages?.();
    const tables = consumer.tables ?? [];
    if (!inPages) return { key: consumer.name, tables, types: consumer.handles, reached: START, apply: catchUp };
    const replay: Replay = {
      key: consumer.name,
      tables,
      types: consumer.handles,
      reached: START,
      apply: (manager, events) => inBatchContext(events, () => inPages.handleBatch(events, manager)),
      finish: async (manager) => {
        await inPages.finish(manager);
        replay.apply = catchUp;
      },
      finishWrites: inPages.finishWrites,
    };
    return replay;
  }

  /** A replay's first pass has reached the head: what it kept across pages is written, in a transaction of its own. */
  private async finishReplay(replay: Replay): Promise<void> {
    if (!replay.finish) return;
    await this.dataSource.transaction(async (manager) => {
      await manager.query(SHADOW_SEARCH_PATH);
      await replay.finish!(manager);
    });
    replay.finish = undefined;
  }

  private async eventsFollowed(replays: Replay[]): Promise<number> {
    let total = 0;
    for (const replay of replays) {
      const [{ count }] =
        replay.types === '*'
          ? await this.dataSource.query(`SELECT count(*)::bigint AS count FROM events`)
          : await this.dataSource.query(`SELECT count(*)::bigint AS count FROM events WHERE type = ANY($1)`, [
              storedNamesOf(replay.types),
            ]);
      total += Number(count);
    }
    return total;
  }

  /**
   * Replays pages into the shadow tables until a page comes back short (the head of the log, as far as transactions
   * still running let it be read); answers how many events it replayed. With `shared`, the pages are read once for the
   * replays running beside this one.
   */
  private async replayToHead(
    id: string,
    replay: Replay,
    pageSize: number,
    total: number,
    progress: { done: number },
    shared?: SharedLogPages,
  ): Promise<number> {
    let replayed = 0;
    let logged = Date.now();
    for (;;) {
      // Read before the page's transaction opens: only finished transactions are read, whatever the snapshot.
      const page = shared
        ? await shared.take(replay.reached, replay.types)
        : await readLogPage(this.dataSource.manager, replay.reached, replay.types, pageSize, 'settled').then((p) => ({
            ...p,
            full: p.rows.length === pageSize,
          }));
      const reached = !page.full && page.horizon ? page.horizon : page.last;
      await this.dataSource.transaction(async (manager) => {
        await manager.query(SHADOW_SEARCH_PATH);
        // A page need not wait for the disk: after a crash the rebuild is started again, its shadows dropped.
        await manager.query(NO_WAIT_FOR_DISK);
        if (page.rows.length) await replay.apply(manager, page.events, page.rows);
        if (reached) replay.reached = reached;
        await manager.query(
          `UPDATE projection_rebuilds
           SET events_done = events_done + $2, positions = positions || jsonb_build_object($3::text, $4::text), updated_at = now()
           WHERE id = $1`,
          [id, page.rows.length, replay.key, `${replay.reached.transactionId}/${replay.reached.position}`],
        );
      });
      replayed += page.rows.length;
      progress.done += page.rows.length;
      if (Date.now() - logged > LOG_EVERY_MS) {
        logged = Date.now();
        this.logger.log(`Rebuilding ${replay.key}: ${progress.done} of ${total} events`);
      }
      if (!page.full) return replayed;
    }
  }

  /**
   * The short transaction: the consumers' checkpoints and the live tables locked (each lock waited for under a second,
   * the whole transaction tried again after a refusal), the inline projections' shadows brought to the last committed
   * event, the consumers' checkpoints moved to where their shadows are, the shadows put in place of the live tables.
   */
  private async swap(
    id: string,
    tables: string[],
    replays: Replay[],
    consumers: AsyncEventConsumer[],
    pageSize: number,
  ): Promise<{ replayed: number; unchecked: Awaited<ReturnType<typeof swapShadowTables>> }> {
    for (let attempt = 1; ; attempt++) {
      const reachedBefore = replays.map((replay) => replay.reached);
      try {
        return await this.dataSource.transaction(async (manager) => {
          await manager.query(`SET LOCAL lock_timeout = '${SWAP_LOCK_TIMEOUT}'`);
          for (const consumer of consumers) {
            await manager.query(`INSERT INTO consumer_checkpoints (consumer) VALUES ($1) ON CONFLICT DO NOTHING`, [
              consumer.name,
            ]);
            await manager.query(`SELECT 1 FROM consumer_checkpoints WHERE consumer = $1 FOR UPDATE`, [consumer.name]);
          }
          if (tables.length)
            await manager.query(
              `LOCK TABLE ${tables.map((t) => `public.${quoted(t)}`).join(', ')} IN ACCESS EXCLUSIVE MODE`,
            );
          await manager.query(SHADOW_SEARCH_PATH);
          let replayed = 0;
          const inline = replays.find((replay) => replay.key === 'inline');
          if (inline) {
            // No live transaction holds these tables now: every event they followed is committed, and one still running
            // will project into the swapped tables.
            for (;;) {
              const page = await readLogPage(manager, inline.reached, inline.types, pageSize, 'committed');
              if (page.rows.length) await inline.apply(manager, page.events, page.rows);
              if (page.last) inline.reached = page.last;
              replayed += page.rows.length;
              if (page.rows.length < pageSize) break;
            }
          }
          for (const consumer of consumers) {
            const reached = replays.find((replay) => replay.key === consumer.name)!.reached;
            await manager.query(
              `UPDATE consumer_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now() WHERE consumer = $1`,
              [consumer.name, reached.transactionId, reached.position],
            );
          }
          const unchecked = await swapShadowTables(manager, tables);
          await manager.query(
            `UPDATE projection_rebuilds SET status = 'swapping', events_done = events_done + $2, updated_at = now() WHERE id = $1`,
            [id, replayed],
          );
          return { replayed, unchecked };
        });
      } catch (error) {
        replays.forEach((replay, i) => (replay.reached = reachedBefore[i]));
        const code = (error as { code?: string }).code;
        // 55P03: lock_not_available (the lock timeout); 40P01: deadlock_detected.
        if ((code !== '55P03' && code !== '40P01') || attempt >= SWAP_ATTEMPTS) throw error;
        this.logger.warn(
          `The swap of the rebuilt tables waited too long for a lock (attempt ${attempt}); trying again`,
        );
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
  }
}

/**
 * The inline projections' part of a page. Each projection that `replaysAlone` takes the page's events it follows on
 * their own, runs of one type (across transactions) at once; then the others take theirs as the log interleaves them,
 * a run of one type and one transaction at a time (see `replayInterleaved`).
 */
async function replayInline(
  manager: EntityManager,
  projections: InlineProjection[],
  events: StoredEvent[],
  rows: EventRow[],
): Promise<void> {
  const followed = new Set<InlineProjection>();
  const current = rows.map(
    (row, i) => row.type === events[i].type && (row.schema_version ?? 1) === schemaVersionOf(row.type),
  );
  for (const projection of projections.filter((p) => p.replaysAlone)) {
    const own = events.flatMap((event, i) => (projection.handles.includes(event.type) ? [i] : []));
    if (own.length) followed.add(projection);
    for (const run of runsOf(own, (a, b) => events[a].type === events[b].type)) {
      const runEvents = run.map((i) => events[i]);
      if (run.length > 1 && projection.applyAppended && run.every((i) => current[i]))
        await projection.applyAppended(new AppendedRun(runEvents), manager);
      else for (const event of runEvents) await projection.apply(event, manager);
    }
  }
  const interleaved = projections.filter((p) => !p.replaysAlone);
  await replayInterleaved(manager, interleaved, events, current, followed);
  await moveCacheVersions(followed, manager);
}

/** `items` cut into runs of neighbours that `together` says belong together. */
function runsOf<T>(items: T[], together: (a: T, b: T) => boolean): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const run = runs[runs.length - 1];
    if (run && together(run[0], item)) run.push(item);
    else runs.push([item]);
  }
  return runs;
}

/**
 * A run of events of one type and one transaction at a time: a run that a projection can take at once
 * (`applyAppended`) is given to each projection in turn, as EventStore.appendMany does, when its events are stored as
 * they are read (`current`: today's name and shape, as AppendedRun reads their data from the log); otherwise each
 * event goes to every projection in turn, as EventStore.append does.
 */
async function replayInterleaved(
  manager: EntityManager,
  projections: InlineProjection[],
  events: StoredEvent[],
  current: boolean[],
  followed: Set<InlineProjection>,
): Promise<void> {
  const indexes = events.map((_, i) => i);
  for (const run of runsOf(
    indexes,
    (a, b) => events[a].type === events[b].type && events[a].transactionId === events[b].transactionId,
  )) {
    const first = events[run[0]];
    const handlers = projections.filter((p) => p.handles.includes(first.type));
    if (!handlers.length) continue;
    handlers.forEach((p) => followed.add(p));
    const runEvents = run.map((i) => events[i]);
    if (run.length > 1 && run.every((i) => current[i]) && handlers.some((p) => p.applyAppended)) {
      for (const projection of handlers) {
        if (projection.applyAppended) await projection.applyAppended(new AppendedRun(runEvents), manager);
        else for (const event of runEvents) await projection.apply(event, manager);
      }
    } else {
      for (const event of runEvents) for (const projection of handlers) await projection.apply(event, manager);
    }
  }
}

/** A batch of a consumer runs as the consumer runner runs it: in a system context named after its first event. */
function inBatchContext<T>(events: StoredEvent[], work: () => Promise<T>): Promise<T> {
  const context = systemContext({ correlationId: events[0].metadata.correlationId, causationId: events[0].eventId });
  return RequestContexts.run(context, work);
}
