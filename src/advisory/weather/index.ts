export { WeatherModule } from './weather.module';
export { WeatherErrors } from './weather.errors';
export { WeatherLocationEvents, WeatherLocationSaved, WeatherLocationDeleted } from './domain/weather-location';
export type { WeatherPlace } from './domain/weather-location';
export { WEATHER_PROVIDER } from './provider/weather-provider';
export type {
  WeatherProvider,
  Coordinates,
  ProviderForecast,
  RainfallOutlook,
  DailyWeather,
  HourlyWeather,
  FoundPlace,
} from './provider/weather-provider';
export { WeatherCache } from './provider/weather-cache';
export { SPRAY_RULES, fieldWork } from './domain/field-work';
export type { FieldWork, FieldWorkDay, SprayWindow } from './domain/field-work';
export { SaveWeatherLocationCommand, DeleteWeatherLocationCommand } from './commands/weather-location.commands';
export {
  ListMyWeatherLocationsQuery,
  ForecastAtQuery,
  LocationForecastQuery,
  RainfallOutlookQuery,
  SearchPlacesQuery,
} from './queries/weather.queries';
