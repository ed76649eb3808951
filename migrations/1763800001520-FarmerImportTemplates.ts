import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * farmer_import_templates: the column mapping and the values for the whole file an organisation's import used, by the
 * sheet's headers (normalised, in order): offered again when the organisation sends a sheet with the same headers.
 * `organisation_id` is the organisation the sender works for (the sender when none).
 */
export class FarmerImportTemplates1763800001520 implements MigrationInterface {
  name = 'FarmerImportTemplates1763800001520';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE farmer_import_templates (
        organisation_id  uuid NOT NULL,
        headers          text NOT NULL,
        mapping          jsonb NOT NULL,
        file_values      jsonb NOT NULL,
        updated_by       uuid NOT NULL,
        updated_at       timestamptz NOT NULL,
        PRIMARY KEY (organisation_id, headers)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE farmer_import_templates`);
  }
}
