import { DataSource, EntityManager } from 'typeorm';
import { LeastRecentlyUsed } from '../collections/least-recently-used';
import { QueuedReadSharing, ReadSharingSpan } from '../database/prepared-query';
import { sentAsKept } from '../http/json-text-once';

/** A country's id, or the key of another row of the versions table (an agent's id, ...). */
export type Partition = number | string;

/** The partition of a versions table whose one row stands for every country (lists not cut by country). */
export const EVERY_COUNTRY = 0;

/**
 * Moves a versions table's row (its country's, or its key's in `keyColumn`) forward. Only the kernel calls it: projections and consumers declare the rows their
 * changes move (`cacheVersions`, see src/kernel/events/cache-versions.ts), moved last in each change's transaction.
 */
export const bumpVersion = (
  manager: EntityManager,
  versionsTable: string,
  partition: Partition = EVERY_COUNTRY,
  keyColumn = 'country_id',
) => manager.query(`UPDATE ${versionsTable} SET version = version + 1 WHERE ${keyColumn} = $1`, [partition]);

/** How many answers a cache keeps (the oldest used goes first). */
const CAPACITY = 5_000;

/**
 * Answers of public lists (counts, search results) kept in memory under a per-country listing version: a table
 * `(country_id integer PRIMARY KEY, version bigint)` whose row the module's projections move forward in the
 * transaction of every change to what the country's lists hold. An answer is reused while the version holds, and
 * computed again once a change has moved it, in every API process. The version is read before the answer is computed,
 * so an answer is never older than the version it is kept under. Concurrent askers of an answer not yet kept share
 * one computation.
 *
 * A hot reader may skip reading the version first (see `peek`): it takes the answer kept under the newest version this
 * process has seen, and confirms in the very statement that reads its rows that the version still holds.
 */
export class VersionedCache {
  private readonly answers = new LeastRecentlyUsed<string, Promise<unknown>>(CAPACITY);
  /** The newest version seen per country, by any reader of this cache. */
  private readonly newest = new Map<Partition, bigint>();
  /** Requests arriving together share one version read (by default as fresh as reading it for each). */
  private readonly versionReads: QueuedReadSharing;
  private readonly answersSentAsIs: boolean;

  /**
   * Options:
   * - `versionReads`: how long requests share a version read. A cache of what a consumer keeps shares it until answered
   *   (see ReadSharingSpan); the others only until it is sent, so that a change a request has seen committed is in its
   *   answer.
   * - `answersSentAsIs`: the answers are the routes' replies, never changed: their JSON text is made once (sentAsKept).
   */
  constructor(
    dataSource: DataSource,
    private readonly versionsTable: string,
    options: { versionReads?: ReadSharingSpan; answersSentAsIs?: boolean } = {},
  ) {
    this.versionReads = new QueuedReadSharing(dataSource, options.versionReads ?? 'until sent');
    this.answersSentAsIs = options.answersSentAsIs ?? false;
  }

  /**
   * The answer to `key` (anything that names the question: filters, parameters) in `countryId`. With `keep`, an
   * answer it refuses is given to those who asked together, then computed again for the next asker (an answer that a
   * change could make wrong without moving the version, such as "no such person yet").
   */
  async remember<T>(
    countryId: Partition,
    key: string,
    compute: () => Promise<T>,
    keep?: (answer: T) => boolean,
  ): Promise<T> {
    const [row] = await this.versionReads.read(this.versionSql(), [countryId]);
    return row ? this.rememberAt(row.version, countryId, key, compute, keep) : compute();
  }

  /**
   * The same, for a caller that has read the listing version itself, in the statement that reads its rows (see
   * versionSql): no round trip for the version.
   */
  rememberAt<T>(
    version: string | number,
    countryId: Partition,
    key: string,
    compute: () => Promise<T>,
    keep?: (answer: T) => boolean,
  ): Promise<T> {
    const seen = BigInt(version);
    if (seen > (this.newest.get(countryId) ?? -1n)) this.newest.set(countryId, seen);
    const id = `${countryId}|${version}|${key}`;
    const kept = this.kept<T>(id);
    if (kept) return kept;
    const answer = this.answersSentAsIs ? compute().then(sentAsKept) : compute();
    this.answers.set(id, answer);
    const forget = () => this.answers.peek(id) === answer && this.answers.delete(id);
    answer.then((value) => keep?.(value) === false && forget(), forget);
    return answer;
  }

  /**
   * The answer to `key` kept under the newest version of the country this process has seen, if any, without reading the
   * version. The caller must confirm, in the statement that reads the rows the answer names (selecting `versionSql`),
   * that the version is still `version`, and ask `remember` or `rememberAt` when it is not.
   */
  peek<T>(countryId: Partition, key: string): { version: string; answer: Promise<T> } | undefined {
    const version = this.newest.get(countryId)?.toString();
    const answer = version === undefined ? undefined : this.kept<T>(`${countryId}|${version}|${key}`);
    return answer && { version: version!, answer };
  }

  private kept<T>(id: string): Promise<T> | undefined {
    return this.answers.get(id) as Promise<T> | undefined;
  }

  /** The listing version of the country `countryParam` (a statement parameter such as `$1`), to select with rows. */
  versionSql(countryParam = '$1'): string {
    return `SELECT version FROM ${this.versionsTable} WHERE country_id = ${countryParam}`;
  }
}
