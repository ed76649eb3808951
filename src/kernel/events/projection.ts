import { DiscoveryService } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { bumpVersion } from '../search/versioned-cache';
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
   * Optional: several events of one type that the transaction has just appended with `appendMany`, written at once,
   * from the events where the database holds them (see AppendedRun). Must leave the tables as `apply` on each event
   * in turn would.
   */
  applyAppended?(run: AppendedRun, manager: EntityManager): Promise<void>;
  /**
   * Optional: the versions tables of the in-memory caches (VersionedCache) that read this projection's tables, whose
   * one every-country row any change moves. The event store moves each once, last in the transaction of the events
   * it follows (so the row stays locked only until the commit), and a rebuild moves them when it is done.
   */
  readonly cacheVersions?: readonly string[];
}

/** The projections that follow some of `events`. */
export const followersOf = (
  projections: readonly InlineProjection[],
  events: readonly { type: string }[],
): InlineProjection[] =>
  projections.filter((projection) => events.some((event) => projection.handles.includes(event.type)));

/** Moves the cache versions of `projections` (see InlineProjection.cacheVersions), once each and in one order, so writers never deadlock on them. */
export async function moveCacheVersions(
  projections: Iterable<InlineProjection>,
  manager: EntityManager,
): Promise<void> {
  const tables = new Set<string>();
  for (const projection of projections) projection.cacheVersions?.forEach((table) => tables.add(table));
  for (const table of [...tables].sort()) await bumpVersion(manager, table);
}

/** The events of an AppendedRun, by its parameters. */
const RUN_EVENTS = `WHERE transaction_id = $1::xid8 AND global_position BETWEEN $2::bigint AND $3::bigint AND type = $4`;

/**
 * Events of one type that the current transaction has just appended side by side (one `appendMany` statement wrote
 * them, in their order): a projection selects its rows `FROM ${run.from}`, the events as `e` with their data as
 * `e.data`, so that their data is not sent to the database a second time. The statement's parameters start with
 * `run.params` ($1 to $4); its own follow.
 */
export class AppendedRun {
  readonly type: string;
  readonly from = `(SELECT data FROM events ${RUN_EVENTS}) AS e`;
  /**
   * `from` with each event's place in the run as `e.n` (0 for the first of `events`): for values the projection gives
   * beside the run, as a JSON array in the events' order.
   */
  readonly numberedFrom = `(SELECT data, (row_number() OVER (ORDER BY global_position))::int - 1 AS n FROM events ${RUN_EVENTS}) AS e`;
  readonly params: unknown[];

  constructor(readonly events: StoredEvent[]) {
    this.type = events[0].type;
    // Another transaction's events may lie between two of the run's positions, never one of this transaction's.
    this.params = [
      events[0].transactionId,
      events[0].globalPosition,
      events[events.length - 1].globalPosition,
      this.type,
    ];
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
