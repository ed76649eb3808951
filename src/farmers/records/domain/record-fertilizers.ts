import type { FertilizerItem } from './planting-record';

/**
 * How a planting record's fertilizer is counted, the one rule of every figure built on it (the dashboards' kilograms,
 * the agent analytics' items and kilograms). The read models keep a record's fertilizer as a JSON object of each
 * item's kilograms by item id, null for an item in a unit no source weighs (see the planting record's units).
 */
export type FertilizerKilograms = Record<string, number | null>;

export function fertilizerKilogramsOf(items: readonly FertilizerItem[]): FertilizerKilograms {
  // A plain loop: the consumers call it for each of an import's records, where the entries' arrays added up.
  const kilograms: FertilizerKilograms = {};
  for (const item of items) kilograms[item.id] = item.quantityKg;
  return kilograms;
}

/**
 * The counts over such a JSON column, as SQL expressions (each a scalar subquery over `column`): the kilograms summed
 * exactly in `numeric` from the numbers as the JSON writes them, only over the items that are weighed.
 */
export const fertilizerSql = {
  items: (column: string) => `(SELECT count(*) FROM jsonb_each(${column}))`,
  kilograms: (column: string) =>
    `(SELECT COALESCE(sum((e.value #>> '{}')::numeric), 0) FROM jsonb_each(${column}) e WHERE jsonb_typeof(e.value) = 'number')`,
  unweighedItems: (column: string) =>
    `(SELECT count(*) FROM jsonb_each(${column}) e WHERE jsonb_typeof(e.value) <> 'number')`,
};
