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
 * Prepared reads that askers share while the statement waits for a pooled connection. Whoever asks before the statement
 * is sent gets its rows, which show the database as it was at a moment after they asked (the statement starts later);
 * once it is sent, a new asker gets a read of their own. Under load most statements wait for a connection, so a read
 * that every request makes with the same values (a cache's version) reaches the server about once per free connection
 * instead of once per request, with answers exactly as fresh as reading it every time.
 */
export class QueuedReadSharing {
  private readonly waiting = new Map<string, Promise<unknown[]>>();

  constructor(private readonly dataSource: DataSource) {}

  read<T = any>(text: string, values: (string | number)[]): Promise<T[]> {
    const key = `${text}\u0000${values.join('\u0000')}`;
    const shared = this.waiting.get(key);
    if (shared) return shared as Promise<T[]>;
    const read = this.readOnce(key, text, values, () => read);
    this.waiting.set(key, read);
    return read as Promise<T[]>;
  }

  private async readOnce(key: string, text: string, values: unknown[], self: () => Promise<unknown[]>): Promise<unknown[]> {
    let client: Awaited<ReturnType<PgPool['connect']>>;
    try {
      client = await poolOf(this.dataSource).connect();
    } finally {
      // Sent now (or failed): later askers need a read of their own.
      if (this.waiting.get(key) === self()) this.waiting.delete(key);
    }
    let rows: unknown[];
    try {
      rows = (await client.query({ name: statementName(text), text, values })).rows;
    } catch (error) {
      // As the pool's own query does: a connection that failed a statement is closed, not handed out again.
      client.release(error as Error);
      throw error;
    }
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
