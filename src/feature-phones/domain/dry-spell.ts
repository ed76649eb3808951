import type { DailyWeather } from '../../advisory';

/**
 * A dry spell as the published climate indices count one, read in the forecast's daily `precipitation_sum`:
 * - a dry day has less than 1 mm of precipitation: the ETCCDI index CDD, "maximum number of consecutive days with daily
 *   precipitation RR < 1 mm" (WMO CCl/CLIVAR/JCOMM Expert Team on Climate Change Detection and Indices), and CDO's
 *   `eca_cdd` operator (European Climate Assessment & Dataset indices), whose count of "dry periods of more than N
 *   days" takes N = 5 by default;
 * - a dry spell is more than 5 consecutive dry days, so at least 6 of the 7 forecast days (today and the next 6).
 * A day without a precipitation figure is unknown, neither dry nor wet.
 *
 * In the dry season every day is dry, and a warning each morning would be noise: a dry spell is warned of only when it
 * interrupts rain, i.e. the area had a wet day (>= 1 mm) in the forecasts read on earlier runs within the last
 * WET_DAY_RECALL_DAYS days, and once per spell (not again until a wet day has been seen after the warning).
 */
export const DRY_DAY_BELOW_MM = 1;
export const DRY_SPELL_MIN_DAYS = 6;
export const WET_DAY_RECALL_DAYS = 14;

export interface DrySpell {
  /** First and last dry day, yyyy-mm-dd. */
  from: string;
  to: string;
  days: number;
}

/** What the warning job remembers of an area from its earlier runs (null before the first). */
export interface AreaRecall {
  /** The latest day a run's forecast called today and gave at least 1 mm. */
  lastWetOn: string | null;
  /** The day the latest dry-spell warning was sent. */
  drySpellWarnedOn: string | null;
}

export const isDryDay = (day: DailyWeather): boolean =>
  day.precipitationSum !== null && day.precipitationSum < DRY_DAY_BELOW_MM;

export const isWetDay = (day: DailyWeather): boolean =>
  day.precipitationSum !== null && day.precipitationSum >= DRY_DAY_BELOW_MM;

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The first run of at least DRY_SPELL_MIN_DAYS consecutive dry days of `days` (in date order), whole, or null. */
export function drySpellIn(days: DailyWeather[]): DrySpell | null {
  let run: DailyWeather[] = [];
  for (const day of [...days, null]) {
    const last = run[run.length - 1];
    if (day && isDryDay(day) && (!last || dayNumber(day.date) - dayNumber(last.date) === 1)) {
      run.push(day);
      continue;
    }
    if (run.length >= DRY_SPELL_MIN_DAYS) return { from: run[0].date, to: last.date, days: run.length };
    run = day && isDryDay(day) ? [day] : [];
  }
  return null;
}

/**
 * Whether `spell`, read in the forecast of `today`, is warned of: a wet day recalled from earlier runs, no more than
 * WET_DAY_RECALL_DAYS days ago, and no warning sent since that wet day. No recall (the first run) warns of nothing.
 */
export function warnsOfDrySpell(spell: DrySpell | null, recall: AreaRecall | null, today: string): boolean {
  if (!spell || !recall?.lastWetOn) return false;
  const sinceWet = dayNumber(today) - dayNumber(recall.lastWetOn);
  if (sinceWet < 0 || sinceWet > WET_DAY_RECALL_DAYS) return false;
  return recall.drySpellWarnedOn === null || recall.drySpellWarnedOn < recall.lastWetOn;
}
