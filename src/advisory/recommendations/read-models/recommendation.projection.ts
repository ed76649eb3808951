import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import {
  FertilizerRecommendationCreated,
  FertilizerRecommendationEdited,
  FertilizerRecommendationWithdrawn,
  RecommendationEvents,
} from '../domain/recommendation';
import { RECOMMENDATION_VERSIONS } from '../queries/recommendation.views';

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
        await manager.query(
          `INSERT INTO fertilizer_recommendations (id, country_id, state_id, city_id, crop_id, region, source,
             applications, active, created_by, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10, $10) ON CONFLICT (id) DO NOTHING`,
          [
            d.recommendationId,
            d.countryId,
            d.stateId,
            d.cityId,
            d.cropId,
            d.region,
            d.source,
            JSON.stringify(d.applications),
            d.createdBy,
            new Date(d.at),
          ],
        );
        await manager.query(
          `SELECT setval('fertilizer_recommendations_id_seq', GREATEST($1, (SELECT last_value FROM fertilizer_recommendations_id_seq)))`,
          [d.recommendationId],
        );
        return;
      }
      case RecommendationEvents.edited: {
        const d = FertilizerRecommendationEdited.dataOf(event);
        await manager.query(
          `UPDATE fertilizer_recommendations
           SET country_id = $2, state_id = $3, city_id = $4, crop_id = $5, region = $6, source = $7, applications = $8, updated_at = $9
           WHERE id = $1`,
          [
            d.recommendationId,
            d.countryId,
            d.stateId,
            d.cityId,
            d.cropId,
            d.region,
            d.source,
            JSON.stringify(d.applications),
            new Date(d.at),
          ],
        );
        return;
      }
      case RecommendationEvents.withdrawn: {
        const d = FertilizerRecommendationWithdrawn.dataOf(event);
        await manager.query(`UPDATE fertilizer_recommendations SET active = false, updated_at = $2 WHERE id = $1`, [
          d.recommendationId,
          new Date(d.at),
        ]);
        return;
      }
    }
  }
}
