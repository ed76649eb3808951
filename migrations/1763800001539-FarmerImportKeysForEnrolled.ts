import { MigrationInterface, QueryRunner } from 'typeorm';
import { normaliseHeader } from '../src/kernel/files/excel-reader';

/** How many farmers without a phone or an e-mail are keyed per statement. */
const BATCH = 5000;

/**
 * Gives every farmer enrolled before enrolments claimed a key in `farmer_import_keys` the key the spreadsheet import
 * gives a row (see FarmerImporter): `phone:<phone>`, else `email:<e-mail>`, else `name:<name>|<community>|<LGA id>`,
 * under the agent whose list the farmer is on. An import of a sheet naming such a farmer then reports the row as already
 * on the list instead of creating the farmer a second time. Two farmers of one list with the same key (enrolled twice
 * before the registry refused it) leave the key to the first enrolled. The key is marked `enrolment:<farmer id>`, as an
 * enrolment's own claim is.
 */
export class FarmerImportKeysForEnrolled1763800001539 implements MigrationInterface {
  name = 'FarmerImportKeysForEnrolled1763800001539';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      INSERT INTO farmer_import_keys (owner_id, natural_key, farmer_id, import_id, created_at)
      SELECT DISTINCT ON (created_by, phone) created_by, 'phone:' || phone, id, 'enrolment:' || id, created_at
      FROM farmers WHERE phone IS NOT NULL AND phone <> ''
      ORDER BY created_by, phone, created_at, id
      ON CONFLICT DO NOTHING`);
    await q.query(`
      INSERT INTO farmer_import_keys (owner_id, natural_key, farmer_id, import_id, created_at)
      SELECT DISTINCT ON (created_by, lower(email)) created_by, 'email:' || lower(email), id, 'enrolment:' || id, created_at
      FROM farmers WHERE (phone IS NULL OR phone = '') AND email IS NOT NULL AND email <> ''
      ORDER BY created_by, lower(email), created_at, id
      ON CONFLICT DO NOTHING`);
    // The name key is the import's normalised text (accents, case and punctuation aside), made here as the import makes it.
    for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
      const farmers: { id: string; created_by: string; full_name: string; community: string; city_id: number; created_at: Date }[] = await q.query(
        `SELECT id, created_by, full_name, community, city_id, created_at FROM farmers
         WHERE (phone IS NULL OR phone = '') AND (email IS NULL OR email = '') AND id > $1 ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      if (farmers.length === 0) break;
      after = farmers[farmers.length - 1].id;
      await q.query(
        `INSERT INTO farmer_import_keys (owner_id, natural_key, farmer_id, import_id, created_at)
         SELECT DISTINCT ON (o, k) o, k, f, 'enrolment:' || f, c FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::timestamptz[]) AS x(o, k, f, c)
         ORDER BY o, k, c, f
         ON CONFLICT DO NOTHING`,
        [
          farmers.map((f) => f.created_by),
          farmers.map((f) => `name:${normaliseHeader(f.full_name)}|${normaliseHeader(f.community)}|${f.city_id}`),
          farmers.map((f) => f.id),
          farmers.map((f) => f.created_at),
        ],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    // The keys it gave cannot be told from those enrolments claimed since: they stay (an import still recognises the farmers).
    void q;
  }
}
