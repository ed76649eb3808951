import { arrayParameter } from './array-parameter';

/** A column of rows to write: its name, its PostgreSQL type and its values in the rows' order. */
export type Column = readonly [name: string, type: string, values: readonly unknown[]];

/** Whether every value may go as one joined array literal (arrayParameter): plain words and finite numbers. */
const joinable = (values: readonly unknown[]): values is readonly (string | number)[] =>
  values.every((value) => typeof value === 'string' || typeof value === 'number');

/**
 * Rows as a relation to select from, named `alias` (`x` by default): one typed array parameter per column (`$1`, `$2`,
 * ..., or from `$<firstParameter>` for a statement with other relations before), unnested side by side, with each row's
 * place (from 1) in the column `ordinality` when one is named. PostgreSQL reads typed arrays straight into their
 * columns, where a JSON document of the rows was parsed, then each value taken out of it as text and read again.
 */
export function unnestedColumns(
  columns: readonly Column[],
  {
    alias = 'x',
    ordinality,
    firstParameter = 1,
  }: { alias?: string; ordinality?: string; firstParameter?: number } = {},
): { relation: string; params: unknown[] } {
  const arrays = columns.map(([, type], i) => `$${i + firstParameter}::${type}[]`).join(', ');
  const names = [...columns.map(([name]) => name), ...(ordinality ? [ordinality] : [])].join(', ');
  return {
    relation: `unnest(${arrays})${ordinality ? ' WITH ORDINALITY' : ''} AS ${alias}(${names})`,
    params: columns.map(([, , values]) => (joinable(values) ? arrayParameter(values) : values)),
  };
}

/** A table's columns (name: PostgreSQL type) and rows keyed by them. */
export type Columns = Record<string, string>;
export type RowOf<C extends Columns> = Record<keyof C, unknown>;

/** `rows` as a relation to select from, `r`, with each row's place in `r.n` (see unnestedColumns). */
export const unnestedRows = <C extends Columns>(columns: C, rows: readonly RowOf<C>[]) =>
  unnestedColumns(
    Object.entries(columns).map(([name, type]) => [name, type, rows.map((row) => row[name])] as const),
    { alias: 'r', ordinality: 'n' },
  );

/**
 * Joins each row of a page (an unnested relation) to the row of `table` that `condition` finds, as `alias`: one lookup
 * in the table's index per row, giving `columns` (none when only whether the row is there counts). A plain join of a
 * page of a thousand rows is planned as a hash join reading the whole table until the table holds hundreds of
 * thousands of rows: a consumer's page of planting records took about 50 ms against 15 ms with 60,000 to 100,000
 * farms there.
 * The LIMIT keeps the planner from folding the lookup back into a join; `condition` names a key, so it drops nothing.
 */
export const lookedUpIn = (table: string, alias: string, condition: string, columns = '') =>
  `CROSS JOIN LATERAL (SELECT ${columns} FROM ${table} ${alias} WHERE ${condition} LIMIT 1) ${alias}`;
