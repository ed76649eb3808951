import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dealers' catalogues (kept by CatalogEntryProjection from the catalog-entry streams): one entry per dealer and
 * product, with its selling locations resolved to coordinates. The unique (dealer, product) index is what makes a
 * second entry for the same product fail, whichever request gets there first.
 */
export class SellerCatalogue1763800000620 implements MigrationInterface {
  name = 'SellerCatalogue1763800000620';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalog_entries (
        id          uuid PRIMARY KEY,
        dealer_id   uuid NOT NULL,
        dealer_role text NOT NULL,
        product_id  uuid NOT NULL,
        country_id  integer NOT NULL,
        price       numeric(14, 2) NOT NULL,
        quantity    integer NOT NULL,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX catalog_entries_dealer_product ON catalog_entries (dealer_id, product_id)`);
    await q.query(`CREATE INDEX catalog_entries_dealer ON catalog_entries (dealer_id, created_at DESC)`);
    await q.query(`CREATE INDEX catalog_entries_product ON catalog_entries (product_id)`);
    await q.query(`
      CREATE TABLE catalog_locations (
        id        uuid PRIMARY KEY,
        entry_id  uuid NOT NULL REFERENCES catalog_entries (id) ON DELETE CASCADE,
        position  integer NOT NULL,
        location  text NOT NULL,
        latitude  numeric(11, 8) NOT NULL,
        longitude numeric(11, 8) NOT NULL,
        price     numeric(14, 2)
      )`);
    await q.query(`CREATE INDEX catalog_locations_entry ON catalog_locations (entry_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalog_locations, catalog_entries`);
  }
}
