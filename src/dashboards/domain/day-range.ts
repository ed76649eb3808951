/** Days as the dashboards keep them: YYYY-MM-DD, a calendar day (of a country, see country-day.ts). */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `text` is a calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both counted (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);
}

/** Every day from `from` to `to`, in order. */
export function eachDay(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) }, (_, i) => addDays(from, i));
}

/** The longest span a daily series covers: a year and a day, so that a leap year fits. */
export const MAX_SERIES_DAYS = 366;
/** The span a series covers when no start is given: the 30 days to the end. */
export const DEFAULT_SERIES_DAYS = 30;

/** Raised for a day that is not one, a start after the end, or a span longer than MAX_SERIES_DAYS. */
export interface DayRangeProblem {
  code: 'DASHBOARD_DAY_INVALID' | 'DASHBOARD_RANGE_REVERSED' | 'DASHBOARD_RANGE_TOO_LONG';
  params: Record<string, string | number>;
  field: 'from' | 'to';
}

/**
 * The days a daily series covers: `to` (today when left out) and `from` (the DEFAULT_SERIES_DAYS to `to` when left
 * out), both included; a problem when a day is not one, `from` is after `to`, or the span exceeds MAX_SERIES_DAYS.
 */
export function seriesSpan(
  given: { from?: string; to?: string },
  today: string,
): { from: string; to: string } | DayRangeProblem {
  for (const field of ['from', 'to'] as const) {
    const day = given[field];
    if (day !== undefined && !isIsoDay(day))
      return { code: 'DASHBOARD_DAY_INVALID', params: { day: day.slice(0, 40) }, field };
  }
  const to = given.to ?? (given.from && given.from > today ? given.from : today);
  const from = given.from ?? addDays(to, 1 - DEFAULT_SERIES_DAYS);
  if (from > to) return { code: 'DASHBOARD_RANGE_REVERSED', params: { from, to }, field: 'from' };
  const days = daysBetween(from, to);
  if (days > MAX_SERIES_DAYS)
    return { code: 'DASHBOARD_RANGE_TOO_LONG', params: { max: MAX_SERIES_DAYS, days }, field: 'from' };
  return { from, to };
}
