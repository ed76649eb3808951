/**
 * The weather calls, added to the console's data provider (../dataProvider.ts): screens reach them with useConsoleApi().
 */
import { seg, type ApiRequest } from '../api/request';
import type { Mutation, Page, Schema } from '../../shared/schemas';
import type { Forecast, RainfallOutlook } from '../../shared/weather';

export type WeatherLocation = Schema<'WeatherLocationResponse'>;
export type LocationForecast = Schema<'LocationForecastResponse'>;
export type FoundPlace = Schema<'FoundPlaceResponse'>;
export type NewWeatherLocation = Schema<'WeatherLocationDto'>;

export const weatherCalls = (request: ApiRequest) => ({
  /** GET weather/my-locations: the caller's saved locations. */
  myWeatherLocations: (signal?: AbortSignal) => request<Page<WeatherLocation>>('/weather/my-locations', { query: { size: 200 }, signal }),

  /** POST weather/my-locations */
  saveWeatherLocation: (location: NewWeatherLocation) => request<Mutation<WeatherLocation>>('/weather/my-locations', { method: 'POST', body: location }),

  /** DELETE weather/my-locations/{id} */
  deleteWeatherLocation: (id: string) => request<Mutation<{ id: string }>>(`/weather/my-locations/${seg(id)}`, { method: 'DELETE' }),

  /** GET weather/my-locations/{id}/forecast: with spray windows, rain, ET0 and advice per day. */
  locationForecast: (id: string, signal?: AbortSignal) => request<LocationForecast>(`/weather/my-locations/${seg(id)}/forecast`, { signal }),

  /** GET weather/forecast?latitude&longitude */
  forecastAt: (latitude: number, longitude: number, signal?: AbortSignal) => request<Forecast>('/weather/forecast', { query: { latitude, longitude }, signal }),

  /** GET weather/outlook?latitude&longitude: 4 weeks and 6 months of rainfall. */
  rainfallOutlook: (latitude: number, longitude: number, signal?: AbortSignal) => request<RainfallOutlook>('/weather/outlook', { query: { latitude, longitude }, signal }),

  /** GET weather/places?name= */
  searchPlaces: (name: string, signal?: AbortSignal) => request<FoundPlace[]>('/weather/places', { query: { name }, signal }),
});
