import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_PERMISSIONS, PERMISSION_CATALOGUE } from '../src/authorization/domain/default-permissions';
import { COUNTRY_IDS, CROP_IDS, PUBLISHED_ROWS, SOURCES } from './data/fertilizer-recommendations';

/**
 * Advisory: fertilizer recommendations and farm-fortune hubs.
 *
 * - `published_fertilizer_recommendations`: the generic advice of published national and research sources, a plain
 *   table that ships with the product (data/fertilizer-recommendations.ts names every source and gap). One row per
 *   country, region, crop and source, its applications (product, kg and 50 kg bags per hectare, timing) in
 *   `applications`; `state_id` NULL means the whole country. Ids below 100000.
 * - `fertilizer_recommendations`: the tables administrators create, edit and import (kept by the advisory
 *   projection from the log): generic for a state (`city_id` NULL) or site-specific for a local area (from soil
 *   mapping). Ids from 100000, so that an id names one recommendation of either table.
 * - `fertilizer_recommendation_lookups`: every recommendation a user asked for (their history).
 * - `farm_fortune_hubs`: kept by the advisory projection; nearest first through an earthdistance index on open hubs.
 *
 * And the permissions fertilizer-recommendations:manage and hubs:manage with their default roles, where they are not
 * there yet (a database whose authorization tables were seeded before them).
 */
const NEW_PERMISSIONS = ['fertilizer-recommendations:manage', 'hubs:manage'];

/** The rule this migration first loaded the rows by (replaced by FertilizerRecommendationRegions, which reloads them). */
function statesOfRegion(country: string, region: string): string[] | null {
  if (country === 'Kenya' && region.startsWith('Trans Nzoia/Nandi/Uasin Gishu/Kericho')) return ['Trans Nzoia', 'Nandi', 'Uasin Gishu', 'Kericho'];
  if (country === 'Nigeria' && region.startsWith('Plateau State')) return ['Plateau'];
  return null;
}

export class FertilizerRecommendations1763800000920 implements MigrationInterface {
  name = 'FertilizerRecommendations1763800000920';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE published_fertilizer_recommendations (
        id           integer PRIMARY KEY CHECK (id < 100000),
        country_id   integer NOT NULL,
        state_id     integer,
        crop_id      integer NOT NULL,
        region       text NOT NULL,
        source_id    text NOT NULL,
        source       text NOT NULL,
        applications jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX published_fertilizer_recommendations_place ON published_fertilizer_recommendations (crop_id, country_id, state_id)`);
    await q.query(`
      CREATE TABLE fertilizer_recommendations (
        id           integer PRIMARY KEY CHECK (id >= 100000),
        country_id   integer NOT NULL,
        state_id     integer NOT NULL,
        city_id      integer,
        crop_id      integer NOT NULL,
        region       text NOT NULL,
        source       text NOT NULL,
        applications jsonb NOT NULL,
        active       boolean NOT NULL,
        created_by   uuid,
        created_at   timestamptz NOT NULL,
        updated_at   timestamptz NOT NULL
      )`);
    await q.query(`CREATE SEQUENCE fertilizer_recommendations_id_seq START 100000`);
    await q.query(`CREATE INDEX fertilizer_recommendations_city ON fertilizer_recommendations (crop_id, city_id) WHERE active AND city_id IS NOT NULL`);
    await q.query(`CREATE INDEX fertilizer_recommendations_state ON fertilizer_recommendations (crop_id, state_id) WHERE active AND city_id IS NULL`);
    await q.query(`
      CREATE TABLE fertilizer_recommendation_lookups (
        id                 bigserial PRIMARY KEY,
        user_id            uuid NOT NULL,
        crop_id            integer NOT NULL,
        state_id           integer NOT NULL,
        city_id            integer,
        site_specific      boolean NOT NULL,
        recommendation_ids integer[] NOT NULL,
        looked_up_at       timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX fertilizer_recommendation_lookups_user ON fertilizer_recommendation_lookups (user_id, looked_up_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE farm_fortune_hubs (
        id         integer PRIMARY KEY,
        country_id integer NOT NULL,
        state_id   integer NOT NULL,
        city_id    integer,
        name       text NOT NULL,
        address    text NOT NULL,
        phone      text,
        latitude   numeric(9, 6) NOT NULL,
        longitude  numeric(9, 6) NOT NULL,
        open       boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE SEQUENCE farm_fortune_hubs_id_seq`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS earthdistance`);
    await q.query(`CREATE INDEX farm_fortune_hubs_open_earth ON farm_fortune_hubs USING gist (ll_to_earth(latitude::float8, longitude::float8)) WHERE open`);
    await q.query(`CREATE INDEX farm_fortune_hubs_country ON farm_fortune_hubs (country_id, lower(name), id)`);
    await this.seed(q);
    const added = PERMISSION_CATALOGUE.filter((permission) => NEW_PERMISSIONS.includes(permission.name));
    await q.query(
      `INSERT INTO permissions (name, description, description_fr, assignable_to_staff)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[]) ON CONFLICT (name) DO NOTHING`,
      [added.map((p) => p.name), added.map((p) => p.description), added.map((p) => p.descriptionFr), added.map((p) => p.assignableToStaff)],
    );
    await q.query(
      `INSERT INTO profile_features (profile_id, permission, enabled)
       SELECT pr.id, pe.name, COALESCE(d.permissions ? pe.name, false)
       FROM authorization_profiles pr
       CROSS JOIN unnest($1::text[]) AS pe (name)
       LEFT JOIN jsonb_each($2::jsonb) AS d (role, permissions) ON d.role = pr.role
       ON CONFLICT (profile_id, permission) DO NOTHING`,
      [NEW_PERMISSIONS, JSON.stringify(DEFAULT_PERMISSIONS)],
    );
  }

  private async seed(q: QueryRunner): Promise<void> {
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
      if (cropId === null) continue;
      const key = [country, region, crop, sourceId].join('\t');
      const group = groups.get(key) ?? { country, region, crop: cropId, sourceId, applications: [] };
      group.applications.push({ application, product, kgPerHa: kg, bagsPerHa: bags, timing, alternative: /\(alternative/i.test(product) });
      groups.set(key, group);
    }
    let id = 0;
    for (const group of groups.values()) {
      const countryId = COUNTRY_IDS[group.country];
      const source = SOURCES[group.sourceId];
      if (!countryId || !source) throw new Error(`Fertilizer recommendations: unknown country or source in ${group.region}`);
      const stateIds = statesOfRegion(group.country, group.region)?.map((name) => stateId(countryId, name)) ?? [null];
      for (const state of stateIds) {
        await q.query(
          `INSERT INTO published_fertilizer_recommendations (id, country_id, state_id, crop_id, region, source_id, source, applications) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [++id, countryId, state, group.crop, group.region, group.sourceId, source.title, JSON.stringify(group.applications)],
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM profile_features WHERE permission = ANY($1::text[])`, [NEW_PERMISSIONS]);
    await q.query(`DELETE FROM permissions WHERE name = ANY($1::text[])`, [NEW_PERMISSIONS]);
    await q.query(`DROP TABLE farm_fortune_hubs`);
    await q.query(`DROP SEQUENCE farm_fortune_hubs_id_seq`);
    await q.query(`DROP TABLE fertilizer_recommendation_lookups`);
    await q.query(`DROP TABLE fertilizer_recommendations`);
    await q.query(`DROP SEQUENCE fertilizer_recommendations_id_seq`);
    await q.query(`DROP TABLE published_fertilizer_recommendations`);
  }
}
