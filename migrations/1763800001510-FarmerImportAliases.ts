import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * farmer_import_aliases: the spellings of states and LGAs an organisation's officers write, each with the place the user
 * said it means when reconciling an import. The farmer import applies them to that organisation's next imports only.
 * `organisation_id` is the organisation the farmers' owner works for (the owner themselves when none); `scope` is the
 * state's id for an LGA's spelling, '' for a state's.
 */
export class FarmerImportAliases1763800001510 implements MigrationInterface {
  name = 'FarmerImportAliases1763800001510';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE farmer_import_aliases (
        organisation_id  uuid NOT NULL,
        country_id       integer NOT NULL,
        field            text NOT NULL CHECK (field IN ('state', 'city')),
        scope            text NOT NULL,
        spelling         text NOT NULL,
        place_id         integer NOT NULL,
        created_by       uuid NOT NULL,
        created_at       timestamptz NOT NULL,
        PRIMARY KEY (organisation_id, country_id, field, scope, spelling)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE farmer_import_aliases`);
  }
}
