import type { VersionedCache } from './versioned-cache';

/** A page of a list kept under a version: its rows' ids in order, and how many rows the list holds in all. */
export interface KeptPage {
  ids: string[];
  total: number;
}

/** A row read with the cache's version, selected beside it as `cache_version` (`cache.versionSql(param)`). */
export interface VersionedRow {
  id: string;
  cache_version: string | number | null;
}

/** The statements of one list, in the caller's SQL; the cache logic stays here. */
export interface PageReads<R extends VersionedRow> {
  /** The page's rows in order, each with `cache_version`. */
  page(): Promise<R[]>;
  /** How many rows the filter holds in all. */
  count(): Promise<number>;
  /** The rows of these ids (any order), each with `cache_version`. */
  byIds(ids: string[]): Promise<R[]>;
}

/**
 * The page kept under the newest version this process has seen, its rows read by id with the version confirmed in the
 * same statement: one cheap statement for a page asked before. Null when no page is kept, or the version has moved
 * since, or a row has gone (the caller then reads the page afresh).
 */
export async function keptPage<R extends VersionedRow>(
  cache: VersionedCache,
  partition: number,
  key: string,
  byIds: (ids: string[]) => Promise<R[]>,
): Promise<{ rows: R[]; total: number } | null> {
  const kept = cache.peek<KeptPage>(partition, key);
  if (!kept) return null;
  const { ids, total } = await kept.answer;
  if (!ids.length) return null;
  const rows = await byIds(ids);
  if (rows.length !== ids.length || String(rows[0].cache_version) !== kept.version) return null;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.map((id) => byId.get(id)!), total };
}

/**
 * A page of a list and its total, kept under the cache's version of `partition`. Asked before, it is read by id (see
 * keptPage); else the page's one statement also reads the version, under which the total (`filterKey`, shared by
 * every page of the filter) and the page's ids (`pageKey`) are kept.
 */
export async function cachedPage<R extends VersionedRow>(
  cache: VersionedCache,
  partition: number,
  keys: { filterKey: string; pageKey: string },
  reads: PageReads<R>,
): Promise<{ rows: R[]; total: number }> {
  const kept = await keptPage(cache, partition, keys.pageKey, reads.byIds);
  if (kept) return kept;
  const rows = await reads.page();
  const version = rows[0]?.cache_version ?? null;
  // Past the last page there is no row to read the version from.
  if (version === null) return { rows, total: await cache.remember(partition, keys.filterKey, reads.count) };
  const total = await cache.rememberAt(version, partition, keys.filterKey, reads.count);
  void cache.rememberAt<KeptPage>(version, partition, keys.pageKey, async () => ({
    ids: rows.map((row) => row.id),
    total,
  }));
  return { rows, total };
}
