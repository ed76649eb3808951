import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * farmer_import_aliases also keeps what an organisation's spellings of the sheet's list values mean: a gender, a season,
 * a farm-size unit, a crop, a fertilizer or yield unit (e.g. "corn" for Maize, "Femme" for FEMALE). Those name an entry
 * by `means` (a code such as FEMALE, or the id of a crop or unit as text) where a place is named by `place_id`.
 */
export class FarmerImportValueAliases1763800001538 implements MigrationInterface {
  name = 'FarmerImportValueAliases1763800001538';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE farmer_import_aliases DROP CONSTRAINT farmer_import_aliases_field_check`);
    await q.query(`ALTER TABLE farmer_import_aliases ADD CONSTRAINT farmer_import_aliases_field_check
      CHECK (field IN ('state', 'city', 'gender', 'farmSizeUnit', 'season', 'crop', 'fertilizerUnit', 'yieldUnit'))`);
    await q.query(`ALTER TABLE farmer_import_aliases ALTER COLUMN place_id DROP NOT NULL`);
    await q.query(`ALTER TABLE farmer_import_aliases ADD COLUMN means text`);
    await q.query(`ALTER TABLE farmer_import_aliases ADD CONSTRAINT farmer_import_aliases_names_one CHECK ((place_id IS NULL) <> (means IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM farmer_import_aliases WHERE means IS NOT NULL`);
    await q.query(`ALTER TABLE farmer_import_aliases DROP CONSTRAINT farmer_import_aliases_names_one`);
    await q.query(`ALTER TABLE farmer_import_aliases DROP COLUMN means`);
    await q.query(`ALTER TABLE farmer_import_aliases ALTER COLUMN place_id SET NOT NULL`);
    await q.query(`ALTER TABLE farmer_import_aliases DROP CONSTRAINT farmer_import_aliases_field_check`);
    await q.query(`ALTER TABLE farmer_import_aliases ADD CONSTRAINT farmer_import_aliases_field_check CHECK (field IN ('state', 'city'))`);
  }
}
