import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../kernel/context/request-context';
import { RequestContexts } from '../../../kernel/context/request-context';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { say } from '../../../kernel/i18n/translator';
import { FieldWork, FieldWorkDay, fieldWork } from '../domain/field-work';
import { WeatherCache } from './weather-cache';
import {
  Coordinates,
  CurrentWeather,
  DailyWeather,
  FoundPlace,
  HourlyWeather,
  RainfallOutlook,
  WeatherUnits,
} from './weather-provider';
import { WeatherLocationView, WeatherLocationViews } from './weather-location.views';

/*
 * Forecasts for a point (the public widgets and the console's search) and for a saved location of the caller (with
 * the field-work advice), the rainfall outlooks, the place search and the caller's saved locations.
 */

/** The data licence asks for this line next to the data (CC BY 4.0). */
export const WEATHER_ATTRIBUTION = { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' };

export class ListMyWeatherLocationsQuery extends Query<Page<WeatherLocationView>> {
  constructor(
    readonly actor: Actor,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** Today's summary, six upcoming days and the hourly values for a point. */
export class ForecastAtQuery extends Query<ForecastView> {
  constructor(readonly at: Coordinates) {
    super();
  }
}

/** The forecast of one of the caller's saved locations, with spray windows, rain and ET0 per day. */
export class LocationForecastQuery extends Query<LocationForecastView> {
  constructor(
    readonly actor: Actor,
    readonly locationId: string,
  ) {
    super();
  }
}

/** Rainfall over the next 4 weeks and 6 months. */
export class RainfallOutlookQuery extends Query<OutlookView> {
  constructor(readonly at: Coordinates) {
    super();
  }
}

export class SearchPlacesQuery extends Query<FoundPlace[]> {
  constructor(readonly name: string) {
    super();
  }
}

export interface ForecastView {
  latitude: number;
  longitude: number;
  elevation: number | null;
  timezone: string;
  units: WeatherUnits;
  current: CurrentWeather | null;
  today: DailyWeather | null;
  upcomingDays: DailyWeather[];
  hourly: HourlyWeather[];
  attribution: typeof WEATHER_ATTRIBUTION;
}

export interface AdvisedDay extends FieldWorkDay {
  advice: string;
}

export interface LocationForecastView {
  location: WeatherLocationView;
  forecast: ForecastView;
  fieldWork: Omit<FieldWork, 'days'> & { days: AdvisedDay[] };
}

export interface OutlookView extends RainfallOutlook {
  attribution: typeof WEATHER_ATTRIBUTION;
}

/** The day the forecast calls today: the current time's local date, else the first day. */
function forecastView(forecast: Awaited<ReturnType<WeatherCache['forecast']>>): ForecastView {
  const todayDate = forecast.current?.time.slice(0, 10) ?? forecast.daily[0]?.date;
  const index = Math.max(
    0,
    forecast.daily.findIndex((d) => d.date === todayDate),
  );
  return {
    latitude: forecast.latitude,
    longitude: forecast.longitude,
    elevation: forecast.elevation,
    timezone: forecast.timezone,
    units: forecast.units,
    current: forecast.current,
    today: forecast.daily[index] ?? null,
    upcomingDays: forecast.daily.slice(index + 1, index + 7),
    hourly: forecast.hourly,
    attribution: WEATHER_ATTRIBUTION,
  };
}

const hhmm = (time: string) => time.slice(11, 16);

/** One short line per day, in the caller's language, from the day's facts. */
export function adviceFor(day: FieldWorkDay): string {
  const parts: string[] = [];
  const first = day.sprayWindows[0];
  if (first) {
    const longest = day.sprayWindows.reduce((a, b) => (b.hours > a.hours ? b : a), first);
    parts.push(say('WEATHER_ADVICE_SPRAY_WINDOW', { from: hhmm(longest.from), to: hhmm(longest.to) }));
  } else {
    parts.push(say('WEATHER_ADVICE_NO_SPRAY_WINDOW', { reason: say(`WEATHER_REASON_${day.noSprayReason ?? 'DARK'}`) }));
  }
  if (day.rainExpectedMm !== null && day.rainExpectedMm > 0) {
    parts.push(say('WEATHER_ADVICE_RAIN', { mm: day.rainExpectedMm, chance: day.rainChance ?? '?' }));
  } else if (day.rainExpectedMm !== null) {
    parts.push(say('WEATHER_ADVICE_DRY'));
  }
  if (day.et0 !== null) parts.push(say('WEATHER_ADVICE_ET0', { et0: day.et0 }));
  return parts.join(' ');
}

@QueryHandler(ListMyWeatherLocationsQuery)
export class ListMyWeatherLocationsHandler implements IQueryHandler<
  ListMyWeatherLocationsQuery,
  Page<WeatherLocationView>
> {
  constructor(private readonly views: WeatherLocationViews) {}

  execute({ actor, page }: ListMyWeatherLocationsQuery): Promise<Page<WeatherLocationView>> {
    return this.views.mine(actor.id, page);
  }
}

@QueryHandler(ForecastAtQuery)
export class ForecastAtHandler implements IQueryHandler<ForecastAtQuery, ForecastView> {
  constructor(private readonly weather: WeatherCache) {}

  async execute({ at }: ForecastAtQuery): Promise<ForecastView> {
    return forecastView(await this.weather.forecast(at));
  }
}

@QueryHandler(LocationForecastQuery)
export class LocationForecastHandler implements IQueryHandler<LocationForecastQuery, LocationForecastView> {
  constructor(
    private readonly views: WeatherLocationViews,
    private readonly weather: WeatherCache,
  ) {}

  async execute({ actor, locationId }: LocationForecastQuery): Promise<LocationForecastView> {
    const location = await this.views.one(locationId, actor.id);
    const forecast = await this.weather.forecast(location);
    const view = forecastView(forecast);
    const work = fieldWork(forecast.daily, forecast.hourly);
    return {
      location,
      forecast: view,
      fieldWork: { ...work, days: work.days.map((day) => ({ ...day, advice: adviceFor(day) })) },
    };
  }
}

@QueryHandler(RainfallOutlookQuery)
export class RainfallOutlookHandler implements IQueryHandler<RainfallOutlookQuery, OutlookView> {
  constructor(private readonly weather: WeatherCache) {}

  async execute({ at }: RainfallOutlookQuery): Promise<OutlookView> {
    return { ...(await this.weather.rainfallOutlook(at)), attribution: WEATHER_ATTRIBUTION };
  }
}

@QueryHandler(SearchPlacesQuery)
export class SearchPlacesHandler implements IQueryHandler<SearchPlacesQuery, FoundPlace[]> {
  constructor(private readonly weather: WeatherCache) {}

  execute({ name }: SearchPlacesQuery): Promise<FoundPlace[]> {
    return this.weather.places(name, RequestContexts.currentOrSystem().language);
  }
}
