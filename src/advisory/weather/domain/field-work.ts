import { DailyWeather, HourlyWeather } from '../queries/weather-provider';

/**
 * Field work a forecast allows on a farm: spray windows, rain and crop water demand per day. Pure: the forecast in,
 * the days out.
 *
 * The spray rules come from published guidance (each named where it is used):
 * - Ontario Ministry of Agriculture, Food and Rural Affairs, factsheet "How weather conditions affect spray
 *   applications" (ontario.ca/page/how-weather-conditions-affect-spray-applications): spray only with a wind
 *   between 2 and 15 km/h; do not spray when relative humidity is under 40 % and air temperature above 25 °C.
 * - GRDC Spray application manual, module 10.8 (grdc.com.au): surface temperature inversions are present most nights
 *   from about 1-2 hours before sundown until about 1 hour after sunrise; do not spray in them. A window therefore
 *   lies between one hour after sunrise and two hours before sunset.
 * - Open-Meteo counts an hour as wet above 0.1 mm (its precipitation probability is the chance of more than 0.1 mm).
 * How long a product needs without rain after spraying is on its label: each window says how many dry hours follow
 * it, to compare with the label, rather than assuming one figure for every product.
 */
export const SPRAY_RULES = {
  windMinKmh: 2,
  windMaxKmh: 15,
  hotAboveC: 25,
  dryBelowPercent: 40,
  afterSunriseHours: 1,
  beforeSunsetHours: 2,
  wetAboveMm: 0.1,
} as const;

export type NoSprayReason = 'WIND' | 'RAIN' | 'HOT_DRY' | 'DARK';

export interface SprayWindow {
  /** Local times, yyyy-mm-ddThh:mm; `to` is the end of the last suitable hour. */
  from: string;
  to: string;
  hours: number;
  maxWindSpeed: number;
  maxTemperature: number;
  /** Dry hours in the forecast right after the window (a lower bound when the forecast ends first). */
  dryHoursAfter: number;
}

export interface FieldWorkDay {
  date: string;
  sprayWindows: SprayWindow[];
  /** Why no hour of the day suits spraying (the condition that rules out most daylight hours); null with a window. */
  noSprayReason: NoSprayReason | null;
  rainExpectedMm: number | null;
  rainChance: number | null;
  et0: number | null;
}

export interface FieldWork {
  days: FieldWorkDay[];
  /** Rain expected over the forecast's days, mm. */
  rainExpectedMm: number | null;
  /** Crop water demand over the forecast's days (sum of daily ET0), mm. */
  et0TotalMm: number | null;
}

const hourOf = (time: string) => new Date(`${time}:00Z`).getTime();
const HOUR = 3600_000;
const startOf = (time: string) => new Date(hourOf(time) - HOUR).toISOString().slice(0, 16);
const isWet = (hour: HourlyWeather) => hour.precipitation === null || hour.precipitation > SPRAY_RULES.wetAboveMm;

/** The reason an hour does not suit spraying, or null when it does. Missing values never make an hour suitable. */
function unsuitable(hour: HourlyWeather): Exclude<NoSprayReason, 'DARK'> | null {
  if (isWet(hour)) return 'RAIN';
  if (hour.windSpeed === null || hour.windSpeed < SPRAY_RULES.windMinKmh || hour.windSpeed > SPRAY_RULES.windMaxKmh)
    return 'WIND';
  if (hour.temperature === null || hour.humidity === null) return 'HOT_DRY';
  if (hour.temperature > SPRAY_RULES.hotAboveC && hour.humidity < SPRAY_RULES.dryBelowPercent) return 'HOT_DRY';
  return null;
}

/** Hourly values are for the preceding hour (Open-Meteo): the hour labelled 10:00 is 09:00-10:00. */
function inDaylight(hour: HourlyWeather, day: DailyWeather): boolean {
  if (!day.sunrise || !day.sunset) return true;
  const end = hourOf(hour.time);
  return (
    end - HOUR >= hourOf(day.sunrise) + SPRAY_RULES.afterSunriseHours * HOUR &&
    end <= hourOf(day.sunset) - SPRAY_RULES.beforeSunsetHours * HOUR
  );
}

function dryHoursAfter(hourly: HourlyWeather[], index: number): number {
  let count = 0;
  for (let i = index; i < hourly.length && !isWet(hourly[i]); i++) count++;
  return count;
}

function sum(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.round(known.reduce((a, b) => a + b, 0) * 10) / 10 : null;
}

export function fieldWork(daily: DailyWeather[], hourly: HourlyWeather[]): FieldWork {
  const days = daily.map((day): FieldWorkDay => {
    const windows: SprayWindow[] = [];
    const reasons: Record<string, number> = {};
    let open: HourlyWeather[] | null = null;
    const close = (nextIndex: number) => {
      if (!open) return;
      const hours: HourlyWeather[] = open;
      const first = hours[0];
      const last = hours[hours.length - 1];
      windows.push({
        // The first suitable hour's value covers the hour before its label.
        from: startOf(first.time),
        to: last.time,
        hours: hours.length,
        maxWindSpeed: Math.max(...hours.map((h) => h.windSpeed as number)),
        maxTemperature: Math.max(...hours.map((h) => h.temperature as number)),
        dryHoursAfter: dryHoursAfter(hourly, nextIndex),
      });
      open = null;
    };
    let daylight = 0;
    hourly.forEach((hour, index) => {
      // An hour belongs to the day it starts in: the one labelled 00:00 is the last hour of the day before.
      if (startOf(hour.time).slice(0, 10) !== day.date) return;
      if (!inDaylight(hour, day)) {
        close(index);
        return;
      }
      daylight++;
      const reason = unsuitable(hour);
      if (reason) {
        reasons[reason] = (reasons[reason] ?? 0) + 1;
        close(index);
        return;
      }
      open = [...(open ?? []), hour];
    });
    close(hourly.length);
    const ranked = Object.entries(reasons).sort((a, b) => b[1] - a[1]);
    return {
      date: day.date,
      sprayWindows: windows,
      noSprayReason: windows.length
        ? null
        : daylight === 0
          ? 'DARK'
          : ((ranked[0]?.[0] as NoSprayReason | undefined) ?? 'DARK'),
      rainExpectedMm: day.precipitationSum,
      rainChance: day.precipitationProbabilityMax,
      et0: day.et0,
    };
  });
  return { days, rainExpectedMm: sum(days.map((d) => d.rainExpectedMm)), et0TotalMm: sum(days.map((d) => d.et0)) };
}
