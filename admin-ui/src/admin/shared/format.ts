/**
 * How the console writes numbers, areas, money, dates and country names: through `Intl`, in the console's language
 * (English as in Britain, French as in France), one date format per language ("29 Nov 2026" / "29 nov. 2026"; a month
 * "Mar 2026" / "mars 2026", a day on a chart's axis "4 Mar" / "4 mars").
 * Screens take the bound functions from `useFormat()`.
 */
import { useLocale } from 'react-admin';

/** The console's language ('en' or 'fr') as an Intl locale. */
export const intlLocale = (locale: string) => (locale.toLowerCase().startsWith('fr') ? 'fr-FR' : 'en-GB');

const EMPTY = '—';
const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value));

/** A count or measure, with at most `digits` decimals: "80,318.19" / "80 318,19". */
export function formatNumber(locale: string, value: number | string | null | undefined, digits = 0): string {
  if (isBlank(value)) return EMPTY;
  const number = asNumber(value!);
  if (!Number.isFinite(number)) return String(value);
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits }).format(number);
}

/** Hectares, always to 2 decimals: "80,318.19 ha" / "80 318,19 ha". */
export function formatArea(locale: string, hectares: number | string | null | undefined): string {
  if (isBlank(hectares)) return EMPTY;
  const number = asNumber(hectares!);
  if (!Number.isFinite(number)) return String(hectares);
  return `${new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(number)}\u00a0ha`;
}

/** An amount in a currency (ISO 4217, the country's): "₦12,500.50" / "12 500,50 ₦"; the number alone without one. */
export function formatMoney(
  locale: string,
  amount: number | string | null | undefined,
  currency?: string | null,
): string {
  if (isBlank(amount)) return EMPTY;
  const number = asNumber(amount!);
  if (!Number.isFinite(number)) return String(amount);
  const language = intlLocale(locale);
  if (currency) {
    try {
      return new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
        number,
      );
    } catch {
      // An unknown code: the number, then the code as sent.
      return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(number)}\u00a0${currency}`;
    }
  }
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(number);
}

/** A date ("2026-11-29" or a full ISO time) as "29 Nov 2026" / "29 nov. 2026". A bare day is that day, whatever the zone. */
export function formatDate(locale: string, value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return isBlank(value) ? EMPTY : String(value);
  const bareDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(bareDay ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** A moment as "29 Nov 2026, 04:21" / "29 nov. 2026, 04:21" (24-hour clock in both), in the browser's time zone. */
export function formatDateTime(
  locale: string,
  value: string | number | Date | null | undefined,
  options: { seconds?: boolean; timeZone?: string } = {},
): string {
  const date = toDate(value);
  if (!date) return isBlank(value) ? EMPTY : String(value);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** A month ("2026-03", as the API sends months) as "Mar 2026" / "mars 2026". */
export function formatMonth(locale: string, month: string | null | undefined): string {
  if (isBlank(month)) return EMPTY;
  if (!/^\d{4}-\d{2}$/.test(month!)) return String(month);
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** A day on a chart's axis, where the year goes without saying: "4 Mar" / "4 mars" (the day format without its year). */
export function formatDayOfMonth(locale: string, day: string | null | undefined): string {
  const date = toDate(day);
  if (!date) return isBlank(day) ? EMPTY : String(day);
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** A country's (or a place's) name in the console's language, where the reference data has a French one. */
export function placeName(locale: string, place: { name: string; nameFr?: string | null } | null | undefined): string {
  if (!place) return '';
  return intlLocale(locale) === 'fr-FR' && place.nameFr ? place.nameFr : place.name;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (isBlank(value)) return null;
  const date =
    value instanceof Date
      ? value
      : new Date(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value!);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The formatting functions bound to the console's language. */
export function useFormat() {
  const locale = useLocale();
  return {
    locale,
    number: (value: number | string | null | undefined, digits = 0) => formatNumber(locale, value, digits),
    area: (hectares: number | string | null | undefined) => formatArea(locale, hectares),
    money: (amount: number | string | null | undefined, currency?: string | null) =>
      formatMoney(locale, amount, currency),
    date: (value: string | number | Date | null | undefined) => formatDate(locale, value),
    dateTime: (value: string | number | Date | null | undefined, options?: { seconds?: boolean; timeZone?: string }) =>
      formatDateTime(locale, value, options),
    month: (month: string | null | undefined) => formatMonth(locale, month),
    dayOfMonth: (day: string | null | undefined) => formatDayOfMonth(locale, day),
    placeName: (place: { name: string; nameFr?: string | null } | null | undefined) => placeName(locale, place),
  };
}
