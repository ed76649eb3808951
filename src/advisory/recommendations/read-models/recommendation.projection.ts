import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { insertRow, keepSequencePast, updateRow } from '../../../kernel/database/row-writes';
import {
  FertilizerRecommendationCreated,
  FertilizerRecommendationEdited,
  FertilizerRecommendationWithdrawn,
  RecommendationContent,
  RecommendationEvents,
} from '../domain/recommendation';
import { RECOMMENDATION_VERSIONS } from '../queries/recommendation.views';

const RECOMMENDATIONS = 'fertilizer_recommendations';
const columnsOf = (d: RecommendationContent) => ({
  country_id: d.countryId,
  state_id: d.stateId,
  city_id: d.cityId,
  crop_id: d.cropId,
  region: d.region,
  source: d.source,
  applications: JSON.stringify(d.applications),
});

/** fertilizer_recommendations: the recommendations administrators keep (the published ones are a seeded table). */
@Injectable()
@Projection()
export class RecommendationProjection implements InlineProjection {
  readonly name = 'fertilizer-recommendations';
  readonly tables = ['fertilizer_recommendations'];
  /** A crop's advice for a place is kept under it (RecommendationViews). */
  readonly cacheVersions = [RECOMMENDATION_VERSIONS];
  readonly handles = Object.values(RecommendationEvents);

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case RecommendationEvents.created: {
        const d = FertilizerRecommendationCreated.dataOf(event);
        const at = new Date(d.at);
        await insertRow(manager, RECOMMENDATIONS, {
          id: d.recommendationId,
          ...columnsOf(d),
          active: true,
          created_by: d.createdBy,
          created_at: at,
          updated_at: at,
        });
        await keepSequencePast(manager, RECOMMENDATIONS, d.recommendationId);
        return;
      }
      case RecommendationEvents.edited: {
        const d = FertilizerRecommendationEdited.dataOf(event);
        await updateRow(manager, RECOMMENDATIONS, d.recommendationId, { ...columnsOf(d), updated_at: new Date(d.at) });
        return;
      }
      case RecommendationEvents.withdrawn: {
        const d = FertilizerRecommendationWithdrawn.dataOf(event);
        await updateRow(manager, RECOMMENDATIONS, d.recommendationId, { active: false, updated_at: new Date(d.at) });
        return;
      }
    }
  }
}
