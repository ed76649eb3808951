import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_PERMISSIONS, PERMISSION_CATALOGUE } from '../src/authorization/domain/default-permissions';

/** The permissions this migration brings to a database whose authorization tables were seeded before them. */
const NEW_PERMISSIONS = ['trust-us:manage'];

/**
 * Market prices and the site's calls:
 * - market_uploads: one row per price sheet uploaded (who, when, how many rows, the stored file);
 * - market_prices: the latest price of each market, product, unit and month in a state, per unit as the sheet wrote it
 *   and per kilogram (or litre) from the unit's weight, with the weight's basis and source;
 * - market_price_alerts: a signed-in user's threshold on a product's price per kg in a state, and which side of it the
 *   last upload left the price (so that an alert fires once per crossing);
 * - contact_requests: the messages of the public contact form;
 * - trust_partners: the partner organisations the home page shows, per country.
 * And the permission trust-us:manage with its default roles.
 */
export class MarketPrices1763800000970 implements MigrationInterface {
  name = 'MarketPrices1763800000970';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE market_uploads (
        id           uuid PRIMARY KEY,
        country_id   integer NOT NULL,
        uploaded_by  uuid NOT NULL,
        file_key     text NOT NULL,
        rows         integer NOT NULL,
        uploaded_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX market_uploads_country ON market_uploads (country_id, uploaded_at DESC)`);
    await q.query(`
      CREATE TABLE market_prices (
        id                        bigserial PRIMARY KEY,
        upload_id                 uuid NOT NULL,
        sheet_row                 integer NOT NULL,
        country_id                integer NOT NULL,
        region_id                 integer NOT NULL,
        state_id                  integer NOT NULL,
        market                    text NOT NULL,
        product                   text NOT NULL,
        product_key               text NOT NULL,
        unit                      text NOT NULL,
        unit_quantity             numeric(14,6) NOT NULL,
        measure                   text NOT NULL,
        unit_basis                text NOT NULL,
        unit_source               text,
        currency                  char(3) NOT NULL,
        period                    date NOT NULL,
        first_half                numeric(16,2),
        first_half_subsidy        numeric(16,2),
        second_half               numeric(16,2),
        second_half_subsidy       numeric(16,2),
        first_half_per_kg         numeric(18,4),
        first_half_subsidy_per_kg numeric(18,4),
        second_half_per_kg        numeric(18,4),
        second_half_subsidy_per_kg numeric(18,4),
        uploaded_at               timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX market_prices_key ON market_prices (country_id, state_id, lower(market), product_key, lower(unit), period)`);
    await q.query(`CREATE INDEX market_prices_list ON market_prices (country_id, uploaded_at DESC, id DESC)`);
    await q.query(`CREATE INDEX market_prices_product ON market_prices (country_id, product_key, state_id, period)`);
    await q.query(`
      CREATE TABLE market_price_alerts (
        id          uuid PRIMARY KEY,
        user_id     uuid NOT NULL,
        country_id  integer NOT NULL,
        state_id    integer NOT NULL,
        product     text NOT NULL,
        product_key text NOT NULL,
        threshold   numeric(18,4) NOT NULL,
        side        text,
        fired       integer NOT NULL DEFAULT 0,
        created_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX market_price_alerts_watch ON market_price_alerts (country_id, product_key, state_id)`);
    await q.query(`CREATE INDEX market_price_alerts_user ON market_price_alerts (user_id)`);
    await q.query(`
      CREATE TABLE contact_requests (
        id            uuid PRIMARY KEY,
        country_id    integer NOT NULL,
        request_type  text NOT NULL,
        name          text NOT NULL,
        phone         text NOT NULL,
        email         text NOT NULL,
        message       text NOT NULL,
        language      text NOT NULL,
        created_at    timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX contact_requests_country ON contact_requests (country_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE trust_partners (
        id          uuid PRIMARY KEY,
        country_id  integer NOT NULL,
        name        text NOT NULL,
        website     text,
        logo_key    text NOT NULL,
        position    integer NOT NULL DEFAULT 0,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX trust_partners_country ON trust_partners (country_id, position, name)`);

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

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM profile_features WHERE permission = ANY($1)`, [NEW_PERMISSIONS]);
    await q.query(`DELETE FROM permissions WHERE name = ANY($1)`, [NEW_PERMISSIONS]);
    await q.query(`DROP TABLE trust_partners`);
    await q.query(`DROP TABLE contact_requests`);
    await q.query(`DROP TABLE market_price_alerts`);
    await q.query(`DROP TABLE market_prices`);
    await q.query(`DROP TABLE market_uploads`);
  }
}
