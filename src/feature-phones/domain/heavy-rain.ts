import type { DailyWeather } from '../../advisory';

/**
 * Heavy rain as the forecast says it: the WMO weather interpretation codes Open-Meteo gives per day (its table,
 * shared/data/open-meteo.md §5): 65 "Rain: heavy intensity", 82 "Rain showers: violent", 95 "Thunderstorm: slight or
 * moderate", 96 and 99 "Thunderstorm with slight and heavy hail". The dry spell is counted from the precipitation
 * sums instead (dry-spell.ts).
 */
export const HEAVY_RAIN_CODES: readonly number[] = [65, 82, 95, 96, 99];

/** The days (of those given: today and the next ones) whose forecast is heavy rain. */
export const heavyRainDays = (days: DailyWeather[]): DailyWeather[] =>
  days.filter((day) => day.weatherCode !== null && HEAVY_RAIN_CODES.includes(day.weatherCode));
