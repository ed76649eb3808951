/**
 * What Kasuwa needs of a weather service, whichever it is: a 7-day forecast (today and six upcoming days, hourly), a
 * rainfall outlook (weeks and months ahead) and a place search. Values are metric; a value the service did not give is
 * null. An adapter raises WEATHER_UNAVAILABLE (503) when the service cannot answer, never anything else.
 */
export const WEATHER_PROVIDER = Symbol('WEATHER_PROVIDER');

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface WeatherUnits {
  temperature: string;
  windSpeed: string;
  precipitation: string;
  evapotranspiration: string;
}

export interface CurrentWeather {
  /** Local time, yyyy-mm-ddThh:mm. */
  time: string;
  temperature: number | null;
  humidity: number | null;
  weatherCode: number | null;
  windSpeed: number | null;
  precipitation: number | null;
}

export interface DailyWeather {
  /** Local date, yyyy-mm-dd. */
  date: string;
  weatherCode: number | null;
  temperatureMax: number | null;
  temperatureMin: number | null;
  precipitationSum: number | null;
  precipitationProbabilityMax: number | null;
  windSpeedMax: number | null;
  /** Reference evapotranspiration of the day (FAO-56 Penman-Monteith), mm. */
  et0: number | null;
  /** Local times, yyyy-mm-ddThh:mm. */
  sunrise: string | null;
  sunset: string | null;
}

export interface HourlyWeather {
  /** Local time, yyyy-mm-ddThh:mm. */
  time: string;
  temperature: number | null;
  humidity: number | null;
  dewPoint: number | null;
  /** Chance (%) of more than 0.1 mm in the preceding hour. */
  precipitationProbability: number | null;
  /** Precipitation of the preceding hour, mm. */
  precipitation: number | null;
  windSpeed: number | null;
  weatherCode: number | null;
  et0: number | null;
}

export interface ProviderForecast {
  /** The grid cell the service used (may be a few kilometres from the point asked). */
  latitude: number;
  longitude: number;
  elevation: number | null;
  timezone: string;
  utcOffsetSeconds: number;
  units: WeatherUnits;
  current: CurrentWeather | null;
  daily: DailyWeather[];
  hourly: HourlyWeather[];
}

export interface OutlookPeriod {
  /** First day of the week or month, yyyy-mm-dd. */
  start: string;
  /** Mean precipitation over the period, in `unit`. */
  precipitationMean: number | null;
  /** Difference from the model's climate of the period, in `unit`. */
  precipitationAnomaly: number | null;
}

export interface RainfallOutlook {
  latitude: number;
  longitude: number;
  weeklyUnit: string;
  monthlyUnit: string;
  weeks: OutlookPeriod[];
  months: OutlookPeriod[];
}

export interface FoundPlace {
  name: string;
  latitude: number;
  longitude: number;
  country: string | null;
  countryCode: string | null;
  /** First and second administrative levels (state, LGA or district) when the service knows them. */
  admin1: string | null;
  admin2: string | null;
}

export interface WeatherProvider {
  forecast(at: Coordinates): Promise<ProviderForecast>;
  rainfallOutlook(at: Coordinates): Promise<RainfallOutlook>;
  places(name: string, language: string): Promise<FoundPlace[]>;
}
