import type { EntityManager } from 'typeorm';

/** A row of a read table as column → value; the names are the code's own, never a caller's. */
export type Row = Record<string, unknown>;

/** INSERT of `row` into `table`, doing nothing when its id is there already (an event replayed). */
export function insertStatement(table: string, row: Row): [string, unknown[]] {
  const columns = Object.keys(row);
  const values = columns.map((_, i) => `$${i + 1}`);
  return [
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values.join(', ')}) ON CONFLICT (id) DO NOTHING`,
    Object.values(row),
  ];
}

/** UPDATE of the `table` row `id` to the values of `changes`. */
export function updateStatement(table: string, id: unknown, changes: Row): [string, unknown[]] {
  const columns = Object.keys(changes);
  return [
    `UPDATE ${table} SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
    [id, ...Object.values(changes)],
  ];
}

export const insertRow = (manager: EntityManager, table: string, row: Row) =>
  manager.query(...insertStatement(table, row));

export const updateRow = (manager: EntityManager, table: string, id: unknown, changes: Row) =>
  manager.query(...updateStatement(table, id, changes));

/**
 * Keeps the id sequence of `table` (a serial `id`) at `id` or past it: a rebuild replays ids the sequence has already
 * given, and it must never go back.
 */
export const keepSequencePast = (manager: EntityManager, table: string, id: number) =>
  manager.query(`SELECT setval('${table}_id_seq', GREATEST($1, (SELECT last_value FROM ${table}_id_seq)))`, [id]);
