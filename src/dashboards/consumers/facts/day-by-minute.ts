import { dayIn } from '../../domain/country-day';

/** How many days are remembered before the memory is emptied (a catch-up's events fall in a few minutes). */
const KEPT = 10_000;
const days = new Map<string, string>();

/** A time as toISOString writes it, in UTC. */
const UTC_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;

/**
 * dayIn, remembered by country and UTC minute: an import's thousands of enrolments fall in a few minutes, and
 * formatting each time in its country's zone was the larger part of a farmer's cost in the process. Every zone's
 * offset since 1973 is whole minutes, so a country's day cannot change within a UTC minute; any other time is
 * formatted as it comes.
 */
export function dayByMinute(countryId: number, at: string): string {
  if (!(at >= '1973' && UTC_TIME.test(at))) return dayIn(countryId, at);
  const key = `${countryId} ${at.slice(0, 16)}`;
  let day = days.get(key);
  if (day === undefined) {
    if (days.size >= KEPT) days.clear();
    day = dayIn(countryId, at);
    days.set(key, day);
  }
  return day;
}
