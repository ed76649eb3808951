import { Module } from '@nestjs/common';
import { GeographyModule } from '../geography';
import './advisory.errors';
import './advisory.messages';
import { DeleteWeatherLocationHandler, SaveWeatherLocationHandler } from './weather/commands/weather-location.commands';
import { WeatherController } from './weather/http/weather.controller';
import { OpenMeteoProvider } from './weather/queries/open-meteo.provider';
import { WeatherCache } from './weather/queries/weather-cache';
import { WEATHER_PROVIDER } from './weather/queries/weather-provider';
import { WeatherLocationViews } from './weather/queries/weather-location.views';
import {
  ForecastAtHandler,
  ListMyWeatherLocationsHandler,
  LocationForecastHandler,
  RainfallOutlookHandler,
  SearchPlacesHandler,
} from './weather/queries/weather.queries';
import { WeatherLocationProjection } from './weather/read-models/weather-location.projection';
import { EditHubHandler, OpenHubHandler, SetHubStatusHandler } from './hubs/commands/hub.commands';
import { HubsController } from './hubs/http/hubs.controller';
import {
  CountHubsHandler,
  GetHubHandler,
  HubViews,
  ListHubsHandler,
  NearestHubsHandler,
} from './hubs/queries/hub.queries';
import { OpenHubs } from './hubs/queries/open-hubs';
import { HubProjection } from './hubs/read-models/hub.projection';
import {
  CreateRecommendationHandler,
  EditRecommendationHandler,
  LookUpRecommendationHandler,
  WithdrawRecommendationHandler,
} from './recommendations/commands/recommendation.commands';
import { LookupHistory } from './recommendations/commands/lookup-history';
import { BasketPlanHandler, RequestBasketQuotationsHandler } from './recommendations/commands/basket.handlers';
import { RecommendationsController } from './recommendations/http/recommendations.controller';
import { ImportRecommendationsHandler } from './recommendations/commands/recommendation-import';
import {
  GetRecommendationHandler,
  ListRecommendationsHandler,
  RecommendationArticlesHandler,
  RecommendationHistoryHandler,
  RecommendationSellersHandler,
} from './recommendations/queries/recommendation.queries';
import { RecommendationViews } from './recommendations/queries/recommendation.views';
import { RecommendationProjection } from './recommendations/read-models/recommendation.projection';

/**
 * Advisory: fertilizer recommendations (published generic advice, administrators' tables and imports, lookups with
 * their history, the sellers and articles tabs) and farm-fortune hubs. Crops come from the farmers module, products
 * near a place from the catalogue, both through their query buses. Weather for saved farms (./weather): the caller's
 * locations, forecasts through one WeatherProvider (Open-Meteo's adapter, cached in Redis per rounded place and hour),
 * the field-work advice, the rainfall outlooks and the place search.
 */
@Module({
  imports: [GeographyModule],
  controllers: [RecommendationsController, HubsController, WeatherController],
  providers: [
    RecommendationViews,
    LookupHistory,
    RecommendationProjection,
    LookUpRecommendationHandler,
    CreateRecommendationHandler,
    EditRecommendationHandler,
    WithdrawRecommendationHandler,
    ImportRecommendationsHandler,
    RecommendationHistoryHandler,
    ListRecommendationsHandler,
    GetRecommendationHandler,
    RecommendationSellersHandler,
    RecommendationArticlesHandler,
    BasketPlanHandler,
    RequestBasketQuotationsHandler,
    HubViews,
    OpenHubs,
    HubProjection,
    OpenHubHandler,
    EditHubHandler,
    SetHubStatusHandler,
    ListHubsHandler,
    CountHubsHandler,
    NearestHubsHandler,
    GetHubHandler,
    // weather
    { provide: WEATHER_PROVIDER, useClass: OpenMeteoProvider },
    WeatherCache,
    WeatherLocationViews,
    WeatherLocationProjection,
    SaveWeatherLocationHandler,
    DeleteWeatherLocationHandler,
    ListMyWeatherLocationsHandler,
    ForecastAtHandler,
    LocationForecastHandler,
    RainfallOutlookHandler,
    SearchPlacesHandler,
  ],
})
export class AdvisoryModule {}
