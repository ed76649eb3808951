export { AdvisoryModule } from './advisory.module';
export type { AdvisoryOptions } from './advisory.module';
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
export { AGRONOMY_ARTICLES } from './recommendations/articles.port';
export type { AgronomyArticlesPort, ArticleView } from './recommendations/articles.port';
// ---- farm-fortune hubs ---------------------------------------------------------------------------------------------------
export { HubEvents, FarmFortuneHubOpened, FarmFortuneHubEdited, FarmFortuneHubStatusSet, HUB_STREAM } from './hubs/domain/hub';
export type { HubDetails } from './hubs/domain/hub';
// ---- weather -----------------------------------------------------------------------------------------------------------
export * from './weather';
