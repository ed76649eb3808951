import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * farm_fortune_hub_versions and fertilizer_recommendation_versions: one number each (country_id 0: every country)
 * that the hub and the recommendation projections move forward, last in the transaction of each change. The API keeps
 * the open hubs (OpenHubs) and the advice of each crop and local area (RecommendationViews) in memory under them, so
 * the nearest hubs and a recommendation read one number per request instead of searching the tables.
 */
export class AdvisoryVersions1763800001460 implements MigrationInterface {
  name = 'AdvisoryVersions1763800001460';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['farm_fortune_hub_versions', 'fertilizer_recommendation_versions']) {
      await q.query(`CREATE TABLE ${table} (country_id integer PRIMARY KEY, version bigint NOT NULL DEFAULT 0)`);
      await q.query(`INSERT INTO ${table} (country_id) VALUES (0)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE farm_fortune_hub_versions, fertilizer_recommendation_versions`);
  }
}
