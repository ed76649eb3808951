import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * catalogue_reference_version takes the shape of the other versions tables, one `(country_id, version)` row (country_id
 * 0: every country), so that the categories' projection declares it among its cache versions and the event store moves
 * it, with the others, last in the change's transaction. Its number goes on from where the sequence had taken it.
 */
export class CatalogueReferenceVersionRow1763800001545 implements MigrationInterface {
  name = 'CatalogueReferenceVersionRow1763800001545';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE catalogue_reference_version DROP COLUMN singleton`);
    await q.query(
      `ALTER TABLE catalogue_reference_version ADD COLUMN country_id integer NOT NULL DEFAULT 0 PRIMARY KEY`,
    );
    await q.query(`ALTER TABLE catalogue_reference_version ALTER COLUMN country_id DROP DEFAULT`);
    await q.query(`DROP SEQUENCE catalogue_reference_version_seq`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE catalogue_reference_version_seq`);
    await q.query(
      `SELECT setval('catalogue_reference_version_seq', (SELECT max(version) FROM catalogue_reference_version))`,
    );
    await q.query(`ALTER TABLE catalogue_reference_version DROP COLUMN country_id`);
    await q.query(
      `ALTER TABLE catalogue_reference_version ADD COLUMN singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton)`,
    );
  }
}
