export { AdvisoryModule } from './advisory.module';
// ---- fertilizer recommendations ------------------------------------------------------------------------------------------
// The advice for a crop and a place, and the quotation requests of its basket, as the web asks them (feature phones too).
export { LookUpRecommendationCommand } from './recommendations/commands/recommendation.commands';
export type { RecommendationResult } from './recommendations/commands/recommendation.commands';
export type { AdviceLine } from './recommendations/queries/recommendation.views';
export { RequestBasketQuotationsCommand } from './recommendations/commands/basket.handlers';
export type { BasketQuotationsView } from './recommendations/commands/basket.handlers';
// ---- weather -----------------------------------------------------------------------------------------------------------
export type { DailyWeather } from './weather/queries/weather-provider';
export { ForecastAtQuery } from './weather/queries/weather.queries';
