/**
 * The day a moment falls on in a country's own time zone: "today" on a dashboard is the country's today, and a farmer
 * enrolled at 23:30 UTC counts for the next day in Nairobi (UTC+3) but for the same day in Accra (UTC+0).
 */
const TIME_ZONES: Record<number, string> = {
  1: 'Africa/Lagos', // Nigeria
  2: 'Africa/Accra', // Ghana
  3: 'Africa/Abidjan', // Ivory Coast
  4: 'Africa/Dakar', // Senegal
  5: 'Africa/Nairobi', // Kenya
  6: 'Africa/Kigali', // Rwanda
  7: 'Africa/Dar_es_Salaam', // Tanzania
  8: 'Africa/Casablanca', // Morocco
};

export const timeZoneOf = (countryId: number): string => TIME_ZONES[countryId] ?? 'UTC';

const formats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of `at` in the country's time zone (UTC for a country without one). */
export function dayIn(countryId: number, at: Date | string): string {
  const zone = timeZoneOf(countryId);
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(zone, format);
  }
  return format.format(typeof at === 'string' ? new Date(at) : at);
}
