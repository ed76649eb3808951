import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * catalogue_listing_versions: per country, a number the catalogue projections move forward in the transaction of
 * every change to what the country's public lists, searches and dealer inputs hold (products, their sellers, dealers'
 * catalogue entries, category names). Readers keep counts and search results in memory under the version they read
 * (ListingCache); a change makes them read afresh, in every API process.
 */
export class CatalogueListingVersions1763800000720 implements MigrationInterface {
  name = 'CatalogueListingVersions1763800000720';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalogue_listing_versions (
        country_id integer PRIMARY KEY REFERENCES countries (id),
        version    bigint NOT NULL DEFAULT 1
      )`);
    await q.query(`INSERT INTO catalogue_listing_versions (country_id) SELECT id FROM countries`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalogue_listing_versions`);
  }
}
