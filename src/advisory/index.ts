export { AdvisoryModule } from './advisory.module';
export { AdvisoryErrors } from './advisory.errors';
// ---- fertilizer recommendations ------------------------------------------------------------------------------------------
export {
  RecommendationEvents,
  FertilizerRecommendationCreated,
  FertilizerRecommendationEdited,
  FertilizerRecommendationWithdrawn,
  RECOMMENDATION_STREAM,
  APPLICATIONS,
  BAG_KG,
} from './recommendations/domain/recommendation';
export type { Application, ApplicationLine, RecommendationContent } from './recommendations/domain/recommendation';
// The advice for a crop and a place, and the quotation requests of its basket, as the web asks them (feature phones too).
export { LookUpRecommendationCommand } from './recommendations/commands/recommendation.commands';
export type { RecommendationResult } from './recommendations/commands/recommendation.commands';
export type { RecommendationView, AdviceLine } from './recommendations/queries/recommendation.views';
export { RequestBasketQuotationsCommand } from './recommendations/commands/basket.handlers';
export type { BasketQuotationsView } from './recommendations/commands/basket.handlers';
// ---- farm-fortune hubs ---------------------------------------------------------------------------------------------------
export {
  HubEvents,
  FarmFortuneHubOpened,
  FarmFortuneHubEdited,
  FarmFortuneHubStatusSet,
  HUB_STREAM,
} from './hubs/domain/hub';
export type { HubDetails } from './hubs/domain/hub';
// ---- weather -----------------------------------------------------------------------------------------------------------
export { WeatherLocationEvents, WeatherLocationSaved, WeatherLocationDeleted } from './weather/domain/weather-location';
export type { WeatherPlace } from './weather/domain/weather-location';
export { WEATHER_PROVIDER } from './weather/queries/weather-provider';
export type {
  WeatherProvider,
  Coordinates,
  ProviderForecast,
  RainfallOutlook,
  DailyWeather,
  HourlyWeather,
  FoundPlace,
} from './weather/queries/weather-provider';
export { WeatherCache } from './weather/queries/weather-cache';
export { SPRAY_RULES, fieldWork } from './weather/domain/field-work';
export type { FieldWork, FieldWorkDay, SprayWindow } from './weather/domain/field-work';
export { SaveWeatherLocationCommand, DeleteWeatherLocationCommand } from './weather/commands/weather-location.commands';
export {
  ListMyWeatherLocationsQuery,
  ForecastAtQuery,
  LocationForecastQuery,
  RainfallOutlookQuery,
  SearchPlacesQuery,
} from './weather/queries/weather.queries';
