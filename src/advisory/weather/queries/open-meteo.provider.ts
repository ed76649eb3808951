import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig, WeatherConfig } from '../../../kernel/config/app-config';
import { DomainError } from '../../../kernel/errors/domain-error';
import { AdvisoryErrors } from '../../advisory.errors';
import {
  Coordinates,
  CurrentWeather,
  DailyWeather,
  FoundPlace,
  HourlyWeather,
  OutlookPeriod,
  ProviderForecast,
  RainfallOutlook,
  WeatherProvider,
} from './weather-provider';

/*
 * Open-Meteo (open-meteo.com): /v1/forecast for the 7-day forecast, /v1/seasonal for the outlooks, /v1/search for
 * places. Metric units are asked for explicitly; times are asked in the place's own time zone (timezone=auto). A reply
 * in unixtime (what some clients ask for) is read too. Every failure (no answer within the timeout, a refused
 * connection, a status other than 200, a body that is not the expected JSON) becomes WEATHER_UNAVAILABLE.
 */

const HOURLY = [
  'temperature_2m',
  'relative_humidity_2m',
  'dew_point_2m',
  'precipitation_probability',
  'precipitation',
  'weather_code',
  'wind_speed_10m',
  'et0_fao_evapotranspiration',
];
const DAILY = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'precipitation_probability_max',
  'wind_speed_10m_max',
  'et0_fao_evapotranspiration',
  'sunrise',
  'sunset',
];
const CURRENT = ['temperature_2m', 'relative_humidity_2m', 'weather_code', 'wind_speed_10m', 'precipitation'];
const METRIC = { temperature_unit: 'celsius', wind_speed_unit: 'kmh', precipitation_unit: 'mm' };
/** Today and six upcoming days. */
const FORECAST_DAYS = 7;
/** Six months of seasonal forecast (the service's default is 183 days). */
const OUTLOOK_DAYS = 183;
const OUTLOOK_WEEKS = 4;
const OUTLOOK_MONTHS = 6;
const PLACES = 10;

type Json = Record<string, unknown>;
type Series = Record<string, unknown[] | undefined>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** A time of the reply as local yyyy-mm-ddThh:mm: iso8601 as given, unixtime shifted by the place's UTC offset. */
function localTime(value: unknown, offsetSeconds: number): string | null {
  if (typeof value === 'string') return value.slice(0, 16);
  if (typeof value === 'number' && Number.isFinite(value))
    return new Date((value + offsetSeconds) * 1000).toISOString().slice(0, 16);
  return null;
}

function localDate(value: unknown, offsetSeconds: number): string | null {
  return localTime(value, offsetSeconds)?.slice(0, 10) ?? null;
}

const at = (series: Series, name: string, index: number): unknown => series[name]?.[index];

class ReplyError extends Error {}

@Injectable()
export class OpenMeteoProvider implements WeatherProvider {
  private readonly logger = new Logger('Weather');
  private readonly settings: WeatherConfig;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = config.weather;
  }

  async forecast({ latitude, longitude }: Coordinates): Promise<ProviderForecast> {
    const reply = await this.call(`${this.settings.forecastUrl}/v1/forecast`, {
      latitude: String(latitude),
      longitude: String(longitude),
      current: CURRENT.join(','),
      hourly: HOURLY.join(','),
      daily: DAILY.join(','),
      timezone: 'auto',
      forecast_days: String(FORECAST_DAYS),
      ...METRIC,
    });
    return this.read('forecast', () => readForecast(reply));
  }

  async rainfallOutlook({ latitude, longitude }: Coordinates): Promise<RainfallOutlook> {
    const reply = await this.call(`${this.settings.seasonalUrl}/v1/seasonal`, {
      latitude: String(latitude),
      longitude: String(longitude),
      weekly: 'precipitation_mean,precipitation_anomaly',
      monthly: 'precipitation_mean,precipitation_anomaly',
      timezone: 'auto',
      forecast_days: String(OUTLOOK_DAYS),
      ...METRIC,
    });
    return this.read('seasonal', () => readOutlook(reply));
  }

  async places(name: string, language: string): Promise<FoundPlace[]> {
    const reply = await this.call(`${this.settings.geocodingUrl}/v1/search`, {
      name,
      count: String(PLACES),
      language,
      format: 'json',
    });
    return this.read('search', () => readPlaces(reply));
  }

  private async call(endpoint: string, params: Record<string, string>): Promise<unknown> {
    const query = new URLSearchParams(params);
    if (this.settings.apiKey) query.set('apikey', this.settings.apiKey);
    const target = `${endpoint}?${query.toString()}`;
    let response: Response;
    try {
      response = await fetch(target, {
        signal: AbortSignal.timeout(this.settings.timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      return this.unavailable(
        endpoint,
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.settings.timeoutMs} ms`
          : reasonOf(error),
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      return this.unavailable(endpoint, `HTTP ${response.status}, unreadable body: ${reasonOf(error)}`);
    }
    if (!response.ok) {
      const reason = isObject(body) && typeof body.reason === 'string' ? body.reason : 'no reason given';
      return this.unavailable(endpoint, `HTTP ${response.status}: ${reason}`);
    }
    return body;
  }

  private read<T>(what: string, reader: () => T): T {
    try {
      return reader();
    } catch (error) {
      return this.unavailable(what, `unexpected reply: ${reasonOf(error)}`);
    }
  }

  private unavailable(endpoint: string, reason: string): never {
    this.logger.warn(`Weather service ${endpoint}: ${reason}`);
    throw new DomainError(AdvisoryErrors.WEATHER_UNAVAILABLE);
  }
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}

function units(reply: Json, block: string): Json {
  const found = reply[`${block}_units`];
  return isObject(found) ? found : {};
}

export function readForecast(reply: unknown): ProviderForecast {
  if (!isObject(reply) || num(reply.latitude) === null || num(reply.longitude) === null)
    throw new ReplyError('no coordinates');
  const offset = num(reply.utc_offset_seconds) ?? 0;
  const hourlyUnits = units(reply, 'hourly');
  const dailyUnits = units(reply, 'daily');
  const currentUnits = units(reply, 'current');
  const unit = (name: string, fallback: string) =>
    str(hourlyUnits[name]) ?? str(dailyUnits[name]) ?? str(currentUnits[name]) ?? fallback;

  let current: CurrentWeather | null = null;
  if (isObject(reply.current)) {
    const c = reply.current;
    const time = localTime(c.time, offset);
    if (time) {
      current = {
        time,
        temperature: num(c.temperature_2m),
        humidity: num(c.relative_humidity_2m),
        weatherCode: num(c.weather_code),
        windSpeed: num(c.wind_speed_10m),
        precipitation: num(c.precipitation),
      };
    }
  }

  const daily: DailyWeather[] = [];
  if (isObject(reply.daily)) {
    const d = reply.daily as Series;
    (d.time ?? []).forEach((time, i) => {
      const date = localDate(time, offset);
      if (!date) return;
      daily.push({
        date,
        weatherCode: num(at(d, 'weather_code', i)),
        temperatureMax: num(at(d, 'temperature_2m_max', i)),
        temperatureMin: num(at(d, 'temperature_2m_min', i)),
        precipitationSum: num(at(d, 'precipitation_sum', i)),
        precipitationProbabilityMax: num(at(d, 'precipitation_probability_max', i)),
        windSpeedMax: num(at(d, 'wind_speed_10m_max', i)),
        et0: num(at(d, 'et0_fao_evapotranspiration', i)),
        sunrise: localTime(at(d, 'sunrise', i), offset),
        sunset: localTime(at(d, 'sunset', i), offset),
      });
    });
  }

  const hourly: HourlyWeather[] = [];
  if (isObject(reply.hourly)) {
    const h = reply.hourly as Series;
    (h.time ?? []).forEach((time, i) => {
      const local = localTime(time, offset);
      if (!local) return;
      hourly.push({
        time: local,
        temperature: num(at(h, 'temperature_2m', i)),
        humidity: num(at(h, 'relative_humidity_2m', i)),
        dewPoint: num(at(h, 'dew_point_2m', i)),
        precipitationProbability: num(at(h, 'precipitation_probability', i)),
        precipitation: num(at(h, 'precipitation', i)),
        windSpeed: num(at(h, 'wind_speed_10m', i)),
        weatherCode: num(at(h, 'weather_code', i)),
        et0: num(at(h, 'et0_fao_evapotranspiration', i)),
      });
    });
  }

  return {
    latitude: reply.latitude as number,
    longitude: reply.longitude as number,
    elevation: num(reply.elevation),
    timezone: str(reply.timezone) ?? 'GMT',
    utcOffsetSeconds: offset,
    units: {
      temperature: unit('temperature_2m', '°C'),
      windSpeed: unit('wind_speed_10m', 'km/h'),
      precipitation: unit('precipitation', str(dailyUnits.precipitation_sum) ?? 'mm'),
      evapotranspiration: unit('et0_fao_evapotranspiration', 'mm'),
    },
    current,
    daily,
    hourly,
  };
}

function periods(block: unknown, offset: number, count: number): OutlookPeriod[] {
  if (!isObject(block)) return [];
  const series = block as Series;
  const found: OutlookPeriod[] = [];
  (series.time ?? []).forEach((time, i) => {
    const start = localDate(time, offset);
    if (!start || found.length >= count) return;
    found.push({
      start,
      precipitationMean: num(at(series, 'precipitation_mean', i)),
      precipitationAnomaly: num(at(series, 'precipitation_anomaly', i)),
    });
  });
  return found;
}

export function readOutlook(reply: unknown): RainfallOutlook {
  if (!isObject(reply) || num(reply.latitude) === null || num(reply.longitude) === null)
    throw new ReplyError('no coordinates');
  const offset = num(reply.utc_offset_seconds) ?? 0;
  return {
    latitude: reply.latitude as number,
    longitude: reply.longitude as number,
    weeklyUnit: str(units(reply, 'weekly').precipitation_mean) ?? 'mm',
    monthlyUnit: str(units(reply, 'monthly').precipitation_mean) ?? 'mm',
    weeks: periods(reply.weekly, offset, OUTLOOK_WEEKS),
    months: periods(reply.monthly, offset, OUTLOOK_MONTHS),
  };
}

/** A search without a match has no `results` key at all: that is an empty list, not an error. */
export function readPlaces(reply: unknown): FoundPlace[] {
  if (!isObject(reply)) throw new ReplyError('not an object');
  if (!Array.isArray(reply.results)) return [];
  return reply.results.filter(isObject).flatMap((r) => {
    const name = str(r.name);
    const latitude = num(r.latitude);
    const longitude = num(r.longitude);
    if (!name || latitude === null || longitude === null) return [];
    return [
      {
        name,
        latitude,
        longitude,
        country: str(r.country),
        countryCode: str(r.country_code),
        admin1: str(r.admin1),
        admin2: str(r.admin2),
      },
    ];
  });
}
