import { Language } from '../../kernel/context/request-context';
import { CellError, CellValue, excel, readExcelRows, RowErrors } from '../../kernel/files/excel-reader';
import { MarketsErrors } from '../markets.errors';
import type { MarketPriceRow } from './market-upload';
import { normaliseWords, unitWeight } from './market-units';

/**
 * The price sheets the upload reads, in any of these layouts (headers in English or French, any order):
 *
 * - Kasuwa's market update: Region, State, Market, Product, Unit, Period (the month), First half-month price, First
 *   half-month price with subsidy, Second half-month price, Second half-month price with subsidy; optional Currency and
 *   Kg per unit.
 * - A single price per row (WFP VAM food prices, the suggested Kasuwa columns): date, admin1 (the state), market,
 *   commodity, unit, currency, price (price_without_subsidy / price_with_subsidy); the price goes to the first half of
 *   the month when the date is on or before the 15th, else to the second. The HXL tag row ("#date", "#adm1+name"...)
 *   under the header is passed over.
 *
 * Every row is checked before anything is kept: the state must be one of the country's (the region, when given, the
 * state's), the unit's weight known (named by its weight, a local unit of `market-units.ts`, or the row's "Kg per unit"),
 * the month readable, at least one price given, and a market, product, unit and month given once.
 */
const price = excel.number({ min: 0, max: 1e12 });

export const PRICE_SHEET = {
  region: { aliases: ['Region', 'Région', 'Zone'] },
  state: {
    aliases: ['State', 'État', 'Etat', 'admin1', 'Province', 'County', 'Mkoa'],
    required: true,
    parse: excel.text(120),
  },
  market: { aliases: ['Market', 'Marché', 'Marche', 'District/Market'], parse: excel.text(120) },
  product: { aliases: ['Product', 'Produit', 'Commodity', 'Crop', 'Culture'], required: true, parse: excel.text(120) },
  unit: { aliases: ['Unit', 'Unité', 'Unite'], required: true, parse: excel.text(60) },
  unitKg: {
    aliases: ['Kg per unit', 'Kg par unité', 'unit_kg', 'Unit kg'],
    parse: excel.number({ min: 0.000001, max: 1e6 }),
  },
  currency: { aliases: ['Currency', 'Devise', 'Monnaie'], parse: excel.text(10) },
  period: {
    aliases: ['Period', 'Période', 'Month', 'Mois', 'Date', 'period_start'],
    required: true,
    parse: (cell: Exclude<CellValue, null>) => readPeriod(cell),
  },
  firstHalf: {
    aliases: ['First half-month price', 'First half price', 'Prix de la première quinzaine', 'Prix première quinzaine'],
    parse: price,
  },
  firstHalfSubsidy: {
    aliases: [
      'First half-month price with subsidy',
      'First half price with subsidy',
      'Prix de la première quinzaine avec subvention',
      'Prix première quinzaine avec subvention',
    ],
    parse: price,
  },
  secondHalf: {
    aliases: ['Second half-month price', 'Second half price', 'Prix de la seconde quinzaine', 'Prix seconde quinzaine'],
    parse: price,
  },
  secondHalfSubsidy: {
    aliases: [
      'Second half-month price with subsidy',
      'Second half price with subsidy',
      'Prix de la seconde quinzaine avec subvention',
      'Prix seconde quinzaine avec subvention',
    ],
    parse: price,
  },
  price: {
    aliases: ['Price', 'Prix', 'price_without_subsidy', 'Price without subsidy', 'Prix sans subvention'],
    parse: price,
  },
  priceSubsidy: { aliases: ['price_with_subsidy', 'Price with subsidy', 'Prix avec subvention'], parse: price },
};

const PRICE_COLUMNS = [
  'firstHalf',
  'firstHalfSubsidy',
  'secondHalf',
  'secondHalfSubsidy',
  'price',
  'priceSubsidy',
] as const;

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  janvier: 1,
  janv: 1,
  february: 2,
  feb: 2,
  fevrier: 2,
  fevr: 2,
  march: 3,
  mar: 3,
  mars: 3,
  april: 4,
  apr: 4,
  avril: 4,
  avr: 4,
  may: 5,
  mai: 5,
  june: 6,
  jun: 6,
  juin: 6,
  july: 7,
  jul: 7,
  juillet: 7,
  juil: 7,
  august: 8,
  aug: 8,
  aout: 8,
  september: 9,
  sep: 9,
  sept: 9,
  septembre: 9,
  october: 10,
  oct: 10,
  octobre: 10,
  november: 11,
  nov: 11,
  novembre: 11,
  december: 12,
  dec: 12,
  decembre: 12,
};

export interface SheetPeriod {
  /** YYYY-MM-01 */
  month: string;
  /** The day of the month when the cell gave one. */
  day: number | null;
}

/** A month: a date cell, YYYY-MM, YYYY-MM-DD, MM/YYYY, DD/MM/YYYY, or a month name (English or French) and a year. */
export function readPeriod(cell: Exclude<CellValue, null>): SheetPeriod {
  const text = String(cell instanceof Date ? '' : cell).trim();
  const at = (year: number, month: number, day: number | null): SheetPeriod => {
    if (!(year >= 1990 && year <= 2100 && month >= 1 && month <= 12) || (day !== null && !(day >= 1 && day <= 31)))
      throw new CellError('MARKET_PERIOD_INVALID', { value: text });
    return { month: `${year}-${String(month).padStart(2, '0')}-01`, day };
  };
  if (cell instanceof Date) return at(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  let m = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(text);
  if (m) return at(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : null);
  m = /^(?:(\d{1,2})\/)?(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return at(Number(m[3]), Number(m[2]), m[1] ? Number(m[1]) : null);
  const words = normaliseWords(text).split(' ');
  if (words.length === 2) {
    const month = MONTHS[words[0]] ?? MONTHS[words[1]];
    const year = Number(/^\d{4}$/.test(words[1]) ? words[1] : words[0]);
    if (month && Number.isInteger(year)) return at(year, month, null);
  }
  throw new CellError('MARKET_PERIOD_INVALID', { value: text });
}

export interface SheetCountry {
  id: number;
  /** ISO 3166-1 alpha-2. */
  code: string;
  currency: string;
  states: { id: number; name: string; regionId: number }[];
  regions: { id: number; name: string }[];
}

export const MARKET_SHEET_MAX_ROWS = 5000;

/** Reads and checks every row of a price sheet; throws the 422 listing each bad row's field and reason, or answers the prices. */
export async function readPriceSheet(
  bytes: Buffer,
  country: SheetCountry,
  language: Language,
): Promise<MarketPriceRow[]> {
  const errors = new RowErrors(language);
  const statesByName = new Map(country.states.map((s) => [normaliseWords(s.name), s]));
  const regionsByName = new Map(country.regions.map((r) => [normaliseWords(r.name), r]));
  const seen = new Map<string, number>();
  const rows: MarketPriceRow[] = [];
  const skipRow = (cells: CellValue[]) =>
    cells.some((c) => typeof c === 'string' && c.startsWith('#')) &&
    cells.every((c) => c === null || (typeof c === 'string' && c.startsWith('#')));
  for await (const { row, values } of readExcelRows(bytes, PRICE_SHEET, {
    errors,
    maxRows: MARKET_SHEET_MAX_ROWS,
    skipRow,
  })) {
    const stateName = normaliseWords(values.state!).replace(/ state$/, '');
    const state = statesByName.get(normaliseWords(values.state!)) ?? statesByName.get(stateName);
    let failed = false;
    if (!state) {
      errors.add(row, 'state', 'MARKET_STATE_UNKNOWN', { value: values.state! });
      failed = true;
    } else if (values.region !== null) {
      const region = regionsByName.get(normaliseWords(String(values.region)));
      if (!region || region.id !== state.regionId) {
        errors.add(row, 'region', 'MARKET_REGION_MISMATCH', { state: state.name, value: String(values.region) });
        failed = true;
      }
    }
    const weight =
      values.unitKg !== null
        ? { quantity: values.unitKg, measure: 'KG' as const, basis: 'sheet' as const, source: null }
        : unitWeight(values.unit!, values.product!, country.code);
    if (!weight) {
      errors.add(row, 'unit', 'MARKET_UNIT_UNKNOWN', { value: values.unit! });
      failed = true;
    }
    if (values.currency !== null && normaliseWords(values.currency) !== country.currency.toLowerCase()) {
      errors.add(row, 'currency', 'MARKET_CURRENCY_MISMATCH', { currency: country.currency, value: values.currency });
      failed = true;
    }
    if (PRICE_COLUMNS.every((column) => values[column] === null)) {
      errors.add(row, 'price', 'MARKET_PRICE_MISSING');
      failed = true;
    }
    const period = values.period!;
    const secondHalf = period.day !== null && period.day > 15;
    const prices = {
      firstHalf: values.firstHalf ?? (secondHalf ? null : values.price),
      firstHalfSubsidy: values.firstHalfSubsidy ?? (secondHalf ? null : values.priceSubsidy),
      secondHalf: values.secondHalf ?? (secondHalf ? values.price : null),
      secondHalfSubsidy: values.secondHalfSubsidy ?? (secondHalf ? values.priceSubsidy : null),
    };
    const market = values.market ?? '';
    const key = [
      state?.id,
      normaliseWords(market),
      normaliseWords(values.product!),
      normaliseWords(values.unit!),
      period.month,
    ].join('|');
    const earlier = seen.get(key);
    if (earlier !== undefined && !failed) {
      errors.add(row, 'product', 'MARKET_ROW_TWICE', { row: earlier });
      failed = true;
    }
    if (failed || !state || !weight) continue;
    seen.set(key, row);
    rows.push({
      row,
      regionId: state.regionId,
      stateId: state.id,
      market,
      product: values.product!,
      unit: values.unit!,
      unitQuantity: weight.quantity,
      measure: weight.measure,
      unitBasis: weight.basis,
      unitSource: weight.source,
      currency: country.currency,
      period: period.month,
      ...prices,
    });
  }
  errors.throwIfAny(MarketsErrors.MARKET_SHEET_ROWS_INVALID);
  return rows;
}
