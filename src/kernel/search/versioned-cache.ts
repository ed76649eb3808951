import { DataSource } from 'typeorm';

/** How many answers a cache keeps (the oldest used goes first). */
const CAPACITY = 5_000;

/**
 * Answers of public lists (counts, search results) kept in memory under a per-country listing version: a table
 * `(country_id integer PRIMARY KEY, version bigint)` whose row the module's projections move forward in the
 * transaction of every change to what the country's lists hold. An answer is reused while the version holds, and
 * computed again once a change has moved it, in every API process. The version is read before the answer is computed,
 * so an answer is never older than the version it is kept under. Concurrent askers of an answer not yet kept share
 * one computation.
 */
export class VersionedCache {
  private readonly answers = new Map<string, Promise<unknown>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly versionsTable: string,
  ) {}

  /** The answer to `key` (anything that names the question: filters, parameters) in `countryId`. */
  async remember<T>(countryId: number, key: string, compute: () => Promise<T>): Promise<T> {
    const [row] = await this.dataSource.query(this.versionSql(), [countryId]);
    return row ? this.rememberAt(row.version, countryId, key, compute) : compute();
  }

  /**
   * The same, for a caller that has read the listing version itself, in the statement that reads its rows (see
   * versionSql): no round trip for the version.
   */
  rememberAt<T>(version: string | number, countryId: number, key: string, compute: () => Promise<T>): Promise<T> {
    const id = `${countryId}|${version}|${key}`;
    const kept = this.answers.get(id);
    if (kept) {
      // Most recently used last: the first in the map is the one to let go.
      this.answers.delete(id);
      this.answers.set(id, kept);
      return kept as Promise<T>;
    }
    const answer = compute();
    this.answers.set(id, answer);
    answer.catch(() => this.answers.get(id) === answer && this.answers.delete(id));
    while (this.answers.size > CAPACITY) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }

  /** The listing version of the country `countryParam` (a statement parameter such as `$1`), to select with rows. */
  versionSql(countryParam = '$1'): string {
    return `SELECT version FROM ${this.versionsTable} WHERE country_id = ${countryParam}`;
  }
}
