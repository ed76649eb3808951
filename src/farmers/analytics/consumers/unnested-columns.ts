import { arrayParameter } from '../../../kernel/database/array-parameter';

/** A column of rows to write: its name, its PostgreSQL type and its values in the rows' order. */
export type Column = readonly [name: string, type: string, values: readonly unknown[]];

/** Whether every value may go as one joined array literal (arrayParameter): plain words and finite numbers. */
const joinable = (values: readonly unknown[]): values is readonly (string | number)[] =>
  values.every((value) => typeof value === 'string' || typeof value === 'number');

/**
 * Rows as a relation to select from, `x`: one typed array parameter per column, unnested side by side. PostgreSQL reads
 * typed arrays straight into their columns, where a JSON document of the rows was parsed, then each value taken out of
 * it as text and read again.
 */
export function unnestedColumns(columns: readonly Column[]): { relation: string; params: unknown[] } {
  return {
    relation: `unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS x(${columns
      .map(([name]) => name)
      .join(', ')})`,
    params: columns.map(([, , values]) => (joinable(values) ? arrayParameter(values) : values)),
  };
}
