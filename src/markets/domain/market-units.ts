/**
 * The weight of one unit of a price sheet, so that prices quoted per bag, tonne, mudu or tin compare per kilogram (or
 * per litre). Every figure comes from /work/shared/data/units-and-prices.md §5 (the machine-readable units table) and the
 * source named beside it:
 *
 * - NG-EPAR: Evans School Policy Analysis & Research (University of Washington), LSMS-Agricultural-Indicators-Code,
 *   Nigeria GHS wave 4/5 do-files (commit a2c2a057), citing Kormawa & Ogundapo, "Local weights and measures in Nigeria:
 *   a handbook of conversion factors", and LSMS-ISA wave 1. Crop-agnostic factors.
 * - NG-ECHONEWS: "Rice price slides, garri on the rise" (Oshodi market survey), echonews.ng: a 50 kg bag of rice holds
 *   12 custard buckets, hence 50 / 12 = 4.17 kg (derived, low confidence).
 * - GH-GRAPHIC: "Maize farmers call for standards in grain measurement", Graphic Online: "size four sack (100
 *   kilogrammes)", "size five maxi sack ... 135 kilogrammes".
 * - GH-AWAKE: "Marketing of Agric Produce in Ghana; The Need To Use Weighing Scale", Awake News: a crate of tilapia 25 kg.
 * - KE-SOKO-2016: Soko Directory, May 2016: "a small bag of 50 kilograms" (omena).
 *
 * Units named by their weight ("50 kg bag", "90kg bag", "2 kg tin", "100 kg", "tonne", "25 L") need no table: the
 * weight is in the name (basis `nominal`). Units whose weight no source gave (Ghana's olonka, Tanzania's debe, the
 * bushweight bag sold as 100 kg, ranges such as gorogoro 2-2.5 kg) are not guessed: the sheet must say the kilograms of
 * its unit in the "Kg per unit" column, which also overrides any figure below.
 */

export type UnitBasis = 'stated' | 'derived' | 'nominal' | 'sheet';
/** Kilograms, or litres for liquids. */
export type Measure = 'KG' | 'L';

export interface KnownUnit {
  /** ISO 3166-1 alpha-2 country code, or null for every country. */
  country: string | null;
  /** The spellings accepted (matched without case, accents or punctuation). */
  names: readonly string[];
  /** Only for these products (matched by a word of the product name); every product when absent. */
  products?: readonly string[];
  kg: number;
  basis: Exclude<UnitBasis, 'sheet' | 'nominal'>;
  source: string;
}

export const KNOWN_UNITS: readonly KnownUnit[] = [
  {
    country: 'NG',
    names: ['mudu', 'congo', 'medium mudu', 'medium congo', 'mudu medium', 'congo medium'],
    kg: 1.5,
    basis: 'stated',
    source: 'NG-EPAR',
  },
  {
    country: 'NG',
    names: ['small mudu', 'small congo', 'mudu small', 'congo small'],
    kg: 1.36,
    basis: 'stated',
    source: 'NG-EPAR',
  },
  {
    country: 'NG',
    names: ['large mudu', 'large congo', 'mudu large', 'congo large'],
    kg: 1.74,
    basis: 'stated',
    source: 'NG-EPAR',
  },
  { country: 'NG', names: ['tiya', 'medium tiya', 'tiya medium'], kg: 3.0, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['small tiya', 'tiya small'], kg: 2.72, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['large tiya', 'tiya large'], kg: 3.48, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['derica', 'medium derica', 'derica medium'], kg: 0.525, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['small derica', 'derica small'], kg: 0.35, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['large derica', 'derica large'], kg: 0.7, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['paint bucket', 'paint rubber'], kg: 2.49, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['basket', 'medium basket', 'basket medium'], kg: 30, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['small basket', 'basket small'], kg: 15, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['large basket', 'basket large'], kg: 50, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['wheelbarrow', 'medium wheelbarrow'], kg: 85, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['pick-up', 'pickup', 'pick up'], kg: 1957.58, basis: 'stated', source: 'NG-EPAR' },
  { country: 'NG', names: ['custard bucket'], products: ['rice'], kg: 4.17, basis: 'derived', source: 'NG-ECHONEWS' },
  {
    country: 'GH',
    names: ['size four sack', 'sack size 4', 'size 4 sack', 'size four'],
    products: ['maize'],
    kg: 100,
    basis: 'stated',
    source: 'GH-GRAPHIC',
  },
  {
    country: 'GH',
    names: ['size five maxi sack', 'sack size 5', 'size 5 sack', 'size five', 'maxi sack'],
    products: ['maize'],
    kg: 135,
    basis: 'stated',
    source: 'GH-GRAPHIC',
  },
  { country: 'GH', names: ['crate'], products: ['tilapia'], kg: 25, basis: 'stated', source: 'GH-AWAKE' },
  {
    country: 'KE',
    names: ['small bag'],
    products: ['omena', 'dagaa'],
    kg: 50,
    basis: 'stated',
    source: 'KE-SOKO-2016',
  },
];

export interface UnitWeight {
  /** Kilograms (or litres) in one unit. */
  quantity: number;
  measure: Measure;
  basis: UnitBasis;
  /** The source id of a table figure; null for a nominal unit or the sheet's own figure. */
  source: string | null;
}

/** Lower case, no accents, words separated by one space. */
export const normaliseWords = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(\d)\s*(?=[a-z])/g, '$1 ')
    .trim();

const MASS: Record<string, number> = {
  kg: 1,
  kgs: 1,
  kilo: 1,
  kilos: 1,
  kilogram: 1,
  kilograms: 1,
  kilogramme: 1,
  kilogrammes: 1,
  g: 0.001,
  gram: 0.001,
  grams: 0.001,
  gramme: 0.001,
  grammes: 0.001,
  t: 1000,
  ton: 1000,
  tons: 1000,
  tonne: 1000,
  tonnes: 1000,
};
const VOLUME: Record<string, number> = { l: 1, litre: 1, litres: 1, liter: 1, liters: 1, ltr: 1, ml: 0.001 };

/**
 * The weight of one `unit` for `product` in the country `countryCode`: a unit named by its weight or volume ("50 kg bag",
 * "bag of 100 kg", "tonne", "25 L", "kg"), else a known local unit of the country, else null.
 */
export function unitWeight(unit: string, product: string, countryCode: string): UnitWeight | null {
  const words = normaliseWords(unit).split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const factor = MASS[word] ?? VOLUME[word];
    if (factor === undefined) continue;
    const before = i > 0 ? Number(words[i - 1]) : NaN;
    const count =
      Number.isFinite(before) && before > 0
        ? before
        : words.length === 1 || !words.some((w) => /^\d/.test(w))
          ? 1
          : NaN;
    if (!Number.isFinite(count)) continue;
    return {
      quantity: round(count * factor),
      measure: MASS[word] !== undefined ? 'KG' : 'L',
      basis: 'nominal',
      source: null,
    };
  }
  const name = words.join(' ');
  const productWords = new Set(normaliseWords(product).split(' '));
  const known = KNOWN_UNITS.find(
    (u) =>
      (u.country === null || u.country === countryCode.toUpperCase()) &&
      u.names.some((n) => normaliseWords(n) === name) &&
      (!u.products || u.products.some((p) => productWords.has(p))),
  );
  return known ? { quantity: known.kg, measure: 'KG', basis: known.basis, source: known.source } : null;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
