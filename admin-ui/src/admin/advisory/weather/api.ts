/**
 * The weather calls, added to the console's data provider (../dataProvider.ts): screens reach them with useConsoleApi().
 */
import type { TypedApi } from '../../../shared/api';
import type { Schema } from '../../../shared/schemas';

export type WeatherLocation = Schema<'WeatherLocationResponse'>;
export type LocationForecast = Schema<'LocationForecastResponse'>;
export type FoundPlace = Schema<'FoundPlaceResponse'>;
export type NewWeatherLocation = Schema<'WeatherLocationDto'>;

export const weatherCalls = (api: TypedApi) => ({
  /** POST weather/my-locations */
  saveWeatherLocation: (location: NewWeatherLocation) => api.post('/api/v1/weather/my-locations', { body: location }),

  /** DELETE weather/my-locations/{id} */
  deleteWeatherLocation: (id: string) => api.delete('/api/v1/weather/my-locations/{id}', { params: { path: { id } } }),

  /** GET weather/my-locations/{id}/forecast: with spray windows, rain, ET0 and advice per day. */
  locationForecast: (id: string, signal?: AbortSignal) =>
    api.get('/api/v1/weather/my-locations/{id}/forecast', { params: { path: { id } }, signal }),

  /** GET weather/forecast?latitude&longitude */
  forecastAt: (latitude: number, longitude: number, signal?: AbortSignal) =>
    api.get('/api/v1/weather/forecast', { params: { query: { latitude, longitude } }, signal }),

  /** GET weather/outlook?latitude&longitude: 4 weeks and 6 months of rainfall. */
  rainfallOutlook: (latitude: number, longitude: number, signal?: AbortSignal) =>
    api.get('/api/v1/weather/outlook', { params: { query: { latitude, longitude } }, signal }),

  /** GET weather/places?name= */
  searchPlaces: (name: string, signal?: AbortSignal) =>
    api.get('/api/v1/weather/places', { params: { query: { name } }, signal }),
});
