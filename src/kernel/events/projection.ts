import { DiscoveryService } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { CacheVersionMoves, CacheVersions } from './cache-versions';
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
   * Optional: several events of one type written at once, from the events where the database holds them (see
   * AppendedRun): those the transaction has just appended with `appendMany`, or in a replay a run of the log's page
   * (of several transactions when the projection `replaysAlone`). Must leave the tables as `apply` on each event in
   * turn would.
   */
  applyAppended?(run: AppendedRun, manager: EntityManager): Promise<void>;
  /**
   * Optional, for a replay's speed: true when the projection's tables follow from its own events alone, in their
   * order, whatever the other projections have done by then. A replay then gives it each page's events on their own,
   * before the projections without the mark take theirs, with runs of one type across transactions at once
   * (`applyAppended`), rather than event by event interleaved with the others. So it must read no other projection's
   * tables, and the others may read its tables only to ask whether a row their own event names exists: a page's later
   * events can make that answer false only by deleting the row, and the reader must then undo through its own events
   * what it wrote (as the farmer history does when a farmer is deleted).
   */
  readonly replaysAlone?: boolean;
  /**
   * Optional, for a rebuild's speed: indexes of its tables that only readers use (no statement of a projection or
   * consumer looks rows up by them, nor do they keep rows unique). A rebuild builds them once its replay has filled the
   * tables, rather than moving them row by row through it.
   */
  readonly readerIndexes?: readonly string[];
  /**
   * Optional (`cacheVersions`, see CacheVersions): the rows of the versions tables of the in-memory caches
   * (VersionedCache) that read this projection's tables and that its changes move. The event store moves each once,
   * last in the transaction of the events it follows, and a rebuild moves every row of them when it is done.
   */
  readonly cacheVersions?: readonly CacheVersions[];
}

/** Moves every row of the cache versions `projections` declare, once each and in one order (after a replay). */
export async function moveCacheVersions(
  projections: Iterable<InlineProjection>,
  manager: EntityManager,
): Promise<void> {
  const moves = new CacheVersionMoves();
  await moves.everyRowOf(projections, manager);
  await moves.move(manager);
}

/** The events of an AppendedRun appended by one transaction, by its parameters. */
const APPENDED_EVENTS = `WHERE transaction_id = $1::xid8 AND global_position BETWEEN $2::bigint AND $3::bigint AND type = $4`;
/**
 * The events of a run a replay gathers from several transactions, by its parameters: their positions ($2), between
 * the first one's transaction ($1) and the last position ($3), of the run's type ($4).
 */
const REPLAYED_EVENTS = `WHERE global_position = ANY($2::bigint[]) AND transaction_id >= $1::xid8 AND global_position <= $3::bigint AND type = $4`;

/**
 * Events of one type, side by side in the order a projection follows them, where the database holds them: those the
 * current transaction has just appended (one `appendMany` statement wrote them), or, in a replay, those of a page of
 * the log that a projection which `replaysAlone` follows (several transactions). A projection selects its rows `FROM ${run.from}`, the events as `e` with their
 * data as `e.data`, so that their data is not sent to the database a second time. The statement's parameters start
 * with `run.params` ($1 to $4); its own follow.
 */
export class AppendedRun {
  readonly type: string;
  readonly from: string;
  /**
   * `from` with each event's place in the run as `e.n` (0 for the first of `events`): for values the projection gives
   * beside the run, as a JSON array in the events' order.
   */
  readonly numberedFrom: string;
  readonly params: unknown[];

  /** `events`: in the order the projection follows them (commit order). */
  constructor(readonly events: StoredEvent[]) {
    this.type = events[0].type;
    const where = AppendedRun.isOneTransaction(events) ? APPENDED_EVENTS : REPLAYED_EVENTS;
    this.from = `(SELECT data FROM events ${where}) AS e`;
    this.numberedFrom = `(SELECT data, (row_number() OVER (ORDER BY transaction_id, global_position))::int - 1 AS n FROM events ${where}) AS e`;
    const last = events[events.length - 1];
    // Another transaction's events may lie between two of the run's positions, never one of this transaction's.
    this.params =
      where === APPENDED_EVENTS
        ? [events[0].transactionId, events[0].globalPosition, last.globalPosition, this.type]
        : [
            events[0].transactionId,
            events.map((event) => event.globalPosition),
            Math.max(...events.map((event) => event.globalPosition)),
            this.type,
          ];
  }

  private static isOneTransaction(events: StoredEvent[]): boolean {
    return events.every((event) => event.transactionId === events[0].transactionId);
  }
}

/** The columns of a table's row read from a JSON document: column name, and the document's field and its SQL type. */
export type JsonColumns = Readonly<Record<string, readonly [field: string, type: string]>>;

/**
 * A row's columns read by the database from the JSON document `document` (an SQL expression): `names` (the columns, for
 * an INSERT's list), `values` (their values, in that order) from `record` (a FROM item named `alias`).
 */
export function jsonRow(
  document: string,
  alias: string,
  columns: JsonColumns,
): { names: string; values: string; record: string } {
  const types = new Map<string, string>();
  for (const [field, type] of Object.values(columns)) {
    if ((types.get(field) ?? type) !== type)
      throw new Error(`The field ${field} is read as ${types.get(field)} and as ${type}`);
    types.set(field, type);
  }
  return {
    names: Object.keys(columns).join(', '),
    values: Object.values(columns)
      .map(([field]) => `${alias}."${field}"`)
      .join(', '),
    record: `jsonb_to_record(${document}) AS ${alias}(${[...types].map(([field, type]) => `"${field}" ${type}`).join(', ')})`,
  };
}

/** A row's columns read from the data of the events of an AppendedRun (`e.data`), as `d` (see jsonRow). */
export const eventRow = (columns: JsonColumns) => jsonRow('e.data', 'd', columns);

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
  /**
   * Optional, for a rebuild's speed: indexes of its tables that only readers use (no statement of a projection or
   * consumer looks rows up by them, nor do they keep rows unique). A rebuild builds them once its replay has filled the
   * tables, rather than moving them row by row through it.
   */
  readonly readerIndexes?: readonly string[];
  handle(event: StoredEvent, manager: EntityManager): Promise<void>;
  /**
   * Optional: a whole batch at once (in commit order, in the batch's transaction) in place of `handle` for each event,
   * for a consumer whose effects are cheaper written together (sums of many events to one row).
   */
  handleBatch?(events: StoredEvent[], manager: EntityManager): Promise<void>;
  /**
   * Optional: the rows of the versions tables of the caches that read the consumer's tables and that its events move
   * (see CacheVersions), moved once each, last in the batch's transaction.
   */
  readonly cacheVersions?: readonly CacheVersions[];
  /**
   * Optional, for a rebuild's speed: a replay of the whole log into the consumer's shadow tables, page after page (see
   * ConsumerReplay). Without it a rebuild hands each page to `handleBatch` (or `handle`), as a catch-up does.
   */
  replayInPages?(): ConsumerReplay;
}

/**
 * A rebuild's replay of a consumer, through many pages, each in a transaction of its own. Unlike a live batch, a page
 * need not leave the tables complete: only the whole replay is kept (a rebuild that fails drops its shadow tables), so
 * what the pages add to the same rows again and again (sums) may be kept in memory across pages and written less often.
 */
export interface ConsumerReplay {
  /** A page's events, in commit order, in the page's transaction. */
  handleBatch(events: StoredEvent[], manager: EntityManager): Promise<void>;
  /** After the replay's last page, in a transaction of its own: whatever is still kept, written. */
  finish(manager: EntityManager): Promise<void>;
  /**
   * Optional: the consumer's tables `finish` writes. The others are complete after the last page, and a rebuild builds
   * their indexes and gathers their statistics while `finish` runs; without it, only once it has ended.
   */
  readonly finishWrites?: readonly string[];
}

/** Marks a provider implementing InlineProjection; the event store finds it at boot. */
export const Projection = DiscoveryService.createDecorator<void>();
/** Marks a provider implementing AsyncEventConsumer; the consumer runner finds it at boot. */
export const EventConsumer = DiscoveryService.createDecorator<void>();
