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

/** A record's fertilizer counts: what fertilizerSql computes over the JSON column, computed in the process. */
export interface FertilizerCounts {
  /** The items, weighed or not. */
  items: number;
  /** The weighed items' kilograms summed exactly, as PostgreSQL's `numeric` writes the sum ("0" for none). */
  kilograms: string;
  /** The items without a weight. */
  unweighedItems: number;
}

/** A number as JSON writes it, as an exact decimal: digits times ten to the minus `scale`. */
interface Decimal {
  digits: bigint;
  scale: number;
}

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** The decimal a JSON number's text stands for, with the scale `numeric` gives it (its digits after the point). */
function decimalOf(value: number): Decimal {
  const [, sign, whole, fraction = '', exponentText = '0'] = NUMBER_TEXT.exec(String(value))!;
  const exponent = Number(exponentText);
  const scale = Math.max(0, fraction.length - exponent);
  // The digits, shifted left by however much the exponent passes the fraction (1.5e+21: 15 and twenty zeros).
  const digits = BigInt(whole + fraction + '0'.repeat(Math.max(0, exponent - fraction.length)));
  return { digits: sign ? -digits : digits, scale };
}

function decimalText({ digits, scale }: Decimal): string {
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const point = text.length - scale;
  return (negative ? '-' : '') + text.slice(0, point) + (scale ? '.' + text.slice(point) : '');
}

/**
 * The counts of fertilizerSql over `kilograms` as they would be written to JSON and read by PostgreSQL, without the
 * round trip: a key JSON leaves out (undefined) is no item; a number that is not finite is written null, so unweighed;
 * the kilograms are added as decimals, not floats (0.1 + 0.2 is 0.3, as in `numeric`), at the largest scale among them.
 */
export function fertilizerCountsOf(kilograms: FertilizerKilograms): FertilizerCounts {
  let items = 0;
  let unweighedItems = 0;
  let sum = 0n;
  let scale = 0;
  for (const key in kilograms) {
    const value = kilograms[key];
    if (value === undefined) continue;
    items++;
    if (value === null || !Number.isFinite(value)) {
      unweighedItems++;
      continue;
    }
    const decimal = decimalOf(value);
    if (decimal.scale > scale) {
      sum *= 10n ** BigInt(decimal.scale - scale);
      scale = decimal.scale;
    }
    sum += decimal.digits * 10n ** BigInt(scale - decimal.scale);
  }
  return { items, kilograms: decimalText({ digits: sum, scale }), unweighedItems };
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
