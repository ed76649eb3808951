import { MigrationInterface, QueryRunner } from 'typeorm';

const LISTED = `status = 'PUBLISHED' AND approval_status = 'APPROVED'`;

/**
 * Faster public catalogue reads.
 *
 * - products_listed_category: the public list of a country filtered by category, newest first, and its count, from
 *   the index alone (owner_id is included for the join to the active sellers).
 * - products_listed_owner: the count of a country's public products (joined to their sellers) from the index alone.
 * - products_listed_earth: public products by place (earthdistance's ll_to_earth, a point on a sphere), so that the
 *   nearest ones come first from the index (cube's <-> distance orders them as the great-circle distance does) and
 *   those within a distance are found by earth_box. See InputsFilterQuery.
 * - catalogue_reference_version: a number CategoryProjection moves forward (from a sequence, so a rolled-back change
 *   never reuses it) whenever categories or subcategories change. Readers keep the reference lists in memory and load
 *   them again when the number they read with the products is not the one they loaded them at.
 */
export class CatalogueReadIndexes1763800000630 implements MigrationInterface {
  name = 'CatalogueReadIndexes1763800000630';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX products_listed_category ON products (country_id, category_id, created_at DESC, id) INCLUDE (owner_id) WHERE ${LISTED}`);
    await q.query(`CREATE INDEX products_listed_owner ON products (country_id, owner_id) WHERE ${LISTED}`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS cube`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS earthdistance`);
    await q.query(`CREATE INDEX products_listed_earth ON products USING gist (ll_to_earth(latitude::float8, longitude::float8)) WHERE ${LISTED}`);
    await q.query(`CREATE SEQUENCE catalogue_reference_version_seq`);
    await q.query(`
      CREATE TABLE catalogue_reference_version (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        version   bigint NOT NULL
      )`);
    await q.query(`INSERT INTO catalogue_reference_version (version) VALUES (nextval('catalogue_reference_version_seq'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalogue_reference_version`);
    await q.query(`DROP SEQUENCE catalogue_reference_version_seq`);
    await q.query(`DROP INDEX products_listed_category, products_listed_owner, products_listed_earth`);
  }
}
