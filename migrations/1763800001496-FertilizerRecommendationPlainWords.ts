import { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNTRY_IDS, coverageOf, CROP_IDS, PUBLISHED_ROWS } from './data/fertilizer-recommendations';
import { OPTION_LABELS, PLAIN_PRODUCTS, PLAIN_TIMING, SOURCE_PLAIN } from './data/fertilizer-plain-words';

/**
 * The published fertilizer recommendations in plain words (data/fertilizer-plain-words.ts): each row's source named
 * for a farmer and ranked (`source_rank`: the most specific source of a place comes first), the option it is
 * (`option_label`, `option_label_fr`: what differs from the others of the place), and for each application the
 * product's name and when to apply it (`productName`, `productNameFr`, `when`, `whenFr` in `applications`; `when` null
 * where the source gives no time). The rows keep their ids.
 */
export class FertilizerRecommendationPlainWords1763800001496 implements MigrationInterface {
  name = 'FertilizerRecommendationPlainWords1763800001496';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE published_fertilizer_recommendations
        ADD COLUMN source_name text, ADD COLUMN source_name_fr text, ADD COLUMN source_rank integer NOT NULL DEFAULT 9,
        ADD COLUMN option_label text, ADD COLUMN option_label_fr text`);
    const groups = new Map<string, { country: string; region: string; crop: number; sourceId: string; applications: object[] }>();
    for (const [country, region, crop, application, product, kg, bags, timing, sourceId] of PUBLISHED_ROWS) {
      const cropId = CROP_IDS[crop];
      if (cropId === undefined || cropId === null || coverageOf(country, region).scope === 'HELD_BACK') continue;
      const when = PLAIN_TIMING[timing];
      const named = PLAIN_PRODUCTS[product];
      if (when === undefined || !named) throw new Error(`Fertilizer recommendations: no plain words for "${product}" or "${timing}"`);
      const key = [country, region, crop, sourceId].join('\t');
      const group = groups.get(key) ?? { country, region, crop: cropId, sourceId, applications: [] };
      group.applications.push({ application, product, kgPerHa: kg, bagsPerHa: bags, timing, alternative: /\(alternative/i.test(product), productName: named.en, productNameFr: named.fr, when: when?.en ?? null, whenFr: when?.fr ?? null });
      groups.set(key, group);
    }
    for (const group of groups.values()) {
      const source = SOURCE_PLAIN[group.sourceId];
      const label = OPTION_LABELS[group.country]?.[group.region];
      if (!source || !label) throw new Error(`Fertilizer recommendations: no plain source name or option label for ${group.country} "${group.region}"`);
      const [{ count }] = await q.query(
        `WITH changed AS (
           UPDATE published_fertilizer_recommendations
           SET source_name = $5, source_name_fr = $6, source_rank = $7, option_label = $8, option_label_fr = $9, applications = $10
           WHERE country_id = $1 AND region = $2 AND crop_id = $3 AND source_id = $4 RETURNING 1)
         SELECT count(*)::int AS count FROM changed`,
        [COUNTRY_IDS[group.country], group.region, group.crop, group.sourceId, source.name, source.nameFr, source.rank, label.en, label.fr, JSON.stringify(group.applications)],
      );
      if (!count) throw new Error(`Fertilizer recommendations: no published row for ${group.country} "${group.region}" (${group.sourceId})`);
    }
    await q.query(`UPDATE fertilizer_recommendation_versions SET version = version + 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE published_fertilizer_recommendations DROP COLUMN source_name, DROP COLUMN source_name_fr, DROP COLUMN source_rank, DROP COLUMN option_label, DROP COLUMN option_label_fr`);
  }
}
