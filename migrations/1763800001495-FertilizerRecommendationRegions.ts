import { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNTRY_IDS, coverageOf, CROP_IDS, PUBLISHED_ROWS, SOURCES } from './data/fertilizer-recommendations';

/**
 * Reloads the published fertilizer recommendations by the region map of data/fertilizer-recommendations.ts
 * (REGION_COVERAGE): each row applies to the whole country only where its source says so, otherwise to the states it
 * names (never to those it excludes), and rows whose region cannot be mapped are no longer given. The first load
 * sent every region it could not read to the whole country (Mombasa was given the Kisii highlands' maize rates).
 *
 * The reloaded rows take ids from 1000, so that an id a user's history kept from the first load never names another
 * recommendation; such an id now names none. The recommendations' version moves forward, so no process keeps an
 * answer read before.
 */
export const FIRST_RELOADED_ID = 1000;

export class FertilizerRecommendationRegions1763800001495 implements MigrationInterface {
  name = 'FertilizerRecommendationRegions1763800001495';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM published_fertilizer_recommendations`);
    const states: { id: number; name: string; country_id: number }[] = await q.query(`SELECT id, name, country_id FROM states`);
    const stateId = (countryId: number, name: string) => {
      const state = states.find((s) => s.country_id === countryId && s.name === name);
      if (!state) throw new Error(`Fertilizer recommendations: no state ${name} in country ${countryId}`);
      return state.id;
    };
    const groups = new Map<string, { country: string; region: string; crop: number; sourceId: string; applications: object[] }>();
    for (const [country, region, crop, application, product, kg, bags, timing, sourceId] of PUBLISHED_ROWS) {
      const cropId = CROP_IDS[crop];
      if (cropId === undefined) throw new Error(`Fertilizer recommendations: crop ${crop} not mapped`);
      if (cropId === null || coverageOf(country, region).scope === 'HELD_BACK') continue;
      const key = [country, region, crop, sourceId].join('\t');
      const group = groups.get(key) ?? { country, region, crop: cropId, sourceId, applications: [] };
      group.applications.push({ application, product, kgPerHa: kg, bagsPerHa: bags, timing, alternative: /\(alternative/i.test(product) });
      groups.set(key, group);
    }
    const rows: [number, number, number | null, number, string, string, string, string][] = [];
    for (const group of groups.values()) {
      const countryId = COUNTRY_IDS[group.country];
      const source = SOURCES[group.sourceId];
      if (!countryId || !source) throw new Error(`Fertilizer recommendations: unknown country or source in ${group.region}`);
      const coverage = coverageOf(group.country, group.region);
      const stateIds = coverage.scope === 'STATES' ? coverage.states.map((name) => stateId(countryId, name)) : [null];
      for (const state of stateIds) {
        rows.push([FIRST_RELOADED_ID + rows.length, countryId, state, group.crop, group.region, group.sourceId, source.title, JSON.stringify(group.applications)]);
      }
    }
    await q.query(
      `INSERT INTO published_fertilizer_recommendations (id, country_id, state_id, crop_id, region, source_id, source, applications)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::jsonb[])`,
      [0, 1, 2, 3, 4, 5, 6, 7].map((column) => rows.map((row) => row[column])),
    );
    await q.query(`UPDATE fertilizer_recommendation_versions SET version = version + 1`);
  }

  async down(): Promise<void> {
    // The first load's regions were wrong: going back keeps the corrected rows.
  }
}
