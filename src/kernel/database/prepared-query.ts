import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** The pg Pool behind TypeORM's connections (node-postgres). */
interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

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
  const pool = (dataSource.driver as PostgresDriver).master as PgPool;
  return (await pool.query({ name: statementName(text), text, values })).rows as T[];
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
