import { EntityManager } from 'typeorm';
import { bumpVersion, EVERY_COUNTRY, Partition } from '../search/versioned-cache';
import { StoredEvent } from './event.types';

/**
 * Rows of a versions table (the `(country_id, version)` table of a VersionedCache) that a projection's or a consumer's
 * changes move forward:
 * - a table's name: its one EVERY_COUNTRY row, moved by any event the projection follows;
 * - `{ table, partitionsOf }`: the rows (countries, or other keys) that `events` move, none when they change nothing
 *   the cache reads. `events` is one event, or several taken at once (a run of one type given to `applyAppended`, a
 *   consumer's batch). It is asked before they are applied, so that a row about to be deleted still gives its country.
 */
export type CacheVersions =
  | string
  | {
      readonly table: string;
      partitionsOf(
        events: readonly StoredEvent[],
        manager: EntityManager,
      ): Promise<Iterable<Partition>> | Iterable<Partition>;
    };

/** What declares the cache versions its changes move (an inline projection, an async consumer). */
export interface MovesCacheVersions {
  readonly cacheVersions?: readonly CacheVersions[];
}

/** The column that keys a versions table's rows, unless it says another (`VersionsTable.key`). */
const COUNTRY_KEY = 'country_id';

/** A versions table and the column that keys its rows. */
export interface VersionsTable {
  readonly table: string;
  readonly key: string;
}

/** Every row of a versions table (every country of a per-country cache, every key of another). */
async function everyPartitionOf(manager: EntityManager, table: string, key = COUNTRY_KEY): Promise<Partition[]> {
  const rows = await manager.query<Record<string, Partition>[]>(`SELECT ${key} FROM ${table}`);
  return rows.map((row) => row[key]);
}

/**
 * The rows of the versions table `table` of the countries of the rows of `rows` that the events name (their `idOf`, in
 * the column `key`), read before the change; for an event that gives its row's country itself (`countryIn`: a
 * creation, whose row is not there yet), that country. An event whose row is not there moves none.
 */
export const byRowCountry = (
  table: string,
  of: {
    rows: string;
    key: string;
    idOf(event: StoredEvent): string;
    countryIn?(event: StoredEvent): number | undefined;
  },
): CacheVersions => ({
  table,
  async partitionsOf(events, manager) {
    const given = events.map((event) => of.countryIn?.(event));
    const ids = events.filter((_, i) => given[i] === undefined).map(of.idOf);
    const read = ids.length
      ? await manager.query<{ country_id: number }[]>(
          `SELECT DISTINCT country_id FROM ${of.rows} WHERE ${of.key} = ANY($1)`,
          [ids],
        )
      : [];
    return [...given.filter((country) => country !== undefined), ...read.map((row) => row.country_id)];
  },
});

/** Every row of the versions table `table`, on any change (names that are in every country's lists). */
export const everyRow = (table: string): CacheVersions => ({
  table,
  partitionsOf: (_, manager) => everyPartitionOf(manager, table),
});

/** Numbers by value, before keys by their characters: the one order in which every writer locks the rows. */
const byPartition = (a: Partition, b: Partition): number =>
  typeof a === typeof b ? (a < b ? -1 : a > b ? 1 : 0) : typeof a === 'number' ? -1 : 1;

/**
 * The cache versions a transaction's changes move, gathered as its projections (or a consumer) apply events, then
 * moved once each, last in the transaction (a shared row then stays locked only until the commit), ordered by table
 * then partition so that two writers never wait on each other's rows.
 */
export class CacheVersionMoves {
  private readonly rows = new Map<string, Set<Partition>>();
  /** The key column of the tables not keyed by country. */
  private readonly keys = new Map<string, string>();

  /** Before `mover` applies `events` (one, or several it takes at once). */
  async before(mover: MovesCacheVersions, events: readonly StoredEvent[], manager: EntityManager): Promise<void> {
    for (const versions of mover.cacheVersions ?? []) {
      if (typeof versions === 'string') this.add(versions, [EVERY_COUNTRY]);
      else this.add(versions.table, await versions.partitionsOf(events, manager));
    }
  }

  /** Every row of the tables `movers` declare (after a replay has written their tables again). */
  async everyRowOf(movers: Iterable<MovesCacheVersions>, manager: EntityManager): Promise<void> {
    const tables = new Set<string>();
    for (const mover of movers)
      for (const versions of mover.cacheVersions ?? [])
        tables.add(typeof versions === 'string' ? versions : versions.table);
    for (const table of tables) this.add(table, await everyPartitionOf(manager, table));
  }

  /** Every row of each of `tables`, whatever column keys it (a rebuild's swap moves every versions table). */
  async everyRowOfTables(tables: readonly VersionsTable[], manager: EntityManager): Promise<void> {
    for (const { table, key } of tables) {
      if (key !== COUNTRY_KEY) this.keys.set(table, key);
      this.add(table, await everyPartitionOf(manager, table, key));
    }
  }

  async move(manager: EntityManager): Promise<void> {
    for (const table of [...this.rows.keys()].sort())
      for (const partition of [...this.rows.get(table)!].sort(byPartition))
        await bumpVersion(manager, table, partition, this.keys.get(table));
    this.rows.clear();
    this.keys.clear();
  }

  private add(table: string, partitions: Iterable<Partition>): void {
    const rows = this.rows.get(table) ?? new Set<Partition>();
    for (const partition of partitions) rows.add(partition);
    if (rows.size) this.rows.set(table, rows);
  }
}
