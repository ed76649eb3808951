import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

interface PgQueryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** The pg Pool behind TypeORM's connections (node-postgres). */
interface PgPool extends PgQueryable {
  connect(): Promise<PgQueryable & { release(error?: Error): void }>;
}

const poolOf = (dataSource: DataSource) => (dataSource.driver as PostgresDriver).master as PgPool;

/**
 * Runs a read as a named prepared statement on one of the pooled connections: PostgreSQL parses it once per
 * connection and, once a few runs show that one generic plan does as well as planning each run, reuses that plan.
 * For the long statements of the hot reads (the nearest-first inputs list) planning cost as much as running.
 *
 * The text must carry every value as a `$n` parameter (limits and offsets too): the statement's name is a hash of
 * its text, so each distinct text is one more statement kept by every connection. Outside transactions only (it takes
 * any free connection of the pool).
 */
export async function queryPrepared<T = any>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  return (await poolOf(dataSource).query({ name: statementName(text), text, values })).rows as T[];
}

/**
 * How long askers share a read:
 * - `'until sent'`: while the statement waits for a pooled connection. Whoever asks before it is sent gets its rows,
 *   which show the database as it was at a moment after they asked (the statement starts later): exactly as fresh as a
 *   read of their own.
 * - `'until answered'`: also while it runs. A later asker may get rows read up to one statement's run before they
 *   asked: for values that are behind the log by design anyway (what a consumer keeps, committed in batches), where
 *   that run is a small part of the consumer's own lag.
 */
export type ReadSharingSpan = 'until sent' | 'until answered';

/**
 * Prepared reads that askers with the same text and values share (see ReadSharingSpan). Under load most statements wait
 * for a connection, so a read that every request makes with the same values (a cache's version, the acting user)
 * reaches the server about once per free connection instead of once per request.
 */
export class QueuedReadSharing {
  private readonly waiting = new Map<string, Promise<unknown[]>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly span: ReadSharingSpan = 'until sent',
  ) {}

  read<T = any>(text: string, values: (string | number)[]): Promise<T[]> {
    const key = `${text}\u0000${values.join('\u0000')}`;
    const shared = this.waiting.get(key);
    if (shared) return shared as Promise<T[]>;
    const read = this.readOnce(key, text, values, () => read);
    this.waiting.set(key, read);
    return read as Promise<T[]>;
  }

  private async readOnce(
    key: string,
    text: string,
    values: unknown[],
    self: () => Promise<unknown[]>,
  ): Promise<unknown[]> {
    // Once the span is over (or the read failed), later askers need a read of their own.
    const endSharing = () => this.waiting.get(key) === self() && this.waiting.delete(key);
    let client: Awaited<ReturnType<PgPool['connect']>>;
    try {
      client = await poolOf(this.dataSource).connect();
    } catch (error) {
      endSharing();
      throw error;
    }
    if (this.span === 'until sent') endSharing();
    let rows: unknown[];
    try {
      rows = (await client.query({ name: statementName(text), text, values })).rows;
    } catch (error) {
      endSharing();
      // As the pool's own query does: a connection that failed a statement is closed, not handed out again.
      client.release(error as Error);
      throw error;
    }
    endSharing();
    client.release();
    return rows;
  }
}

/** Statement names by text, made once: the texts are the code's own constants, a few hundred at most. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size < 1000) names.set(text, name);
  }
  return name;
}
