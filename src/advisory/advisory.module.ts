import { Module } from '@nestjs/common';
import { GeographyModule } from '../geography';
import './advisory.errors';
import './advisory.messages';
import { WeatherModule } from './weather';
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
import { BasketPlanHandler, RequestBasketQuotationsHandler } from './recommendations/basket/basket.handlers';
import { RecommendationsController } from './recommendations/http/recommendations.controller';
import { ImportRecommendationsHandler } from './recommendations/imports/recommendation-import';
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
 * near a place from the catalogue, both through their query buses. Weather for saved farms is its own submodule
 * (./weather, WeatherModule).
 */
@Module({
  imports: [GeographyModule, WeatherModule],
  controllers: [RecommendationsController, HubsController],
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
  ],
})
export class AdvisoryModule {}
