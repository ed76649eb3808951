import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * farmer_import_keys: the farmers a spreadsheet import brought in, by owner (the agent the farmers belong to) and natural
 * key (the phone number, else the e-mail, else name + community + LGA). The unique key is what makes a re-sent file or a
 * retried import job create each farmer once.
 */
export class FarmerImports1763800000890 implements MigrationInterface {
  name = 'FarmerImports1763800000890';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE farmer_import_keys (
        owner_id     uuid NOT NULL,
        natural_key  text NOT NULL,
        farmer_id    uuid NOT NULL,
        import_id    text NOT NULL,
        created_at   timestamptz NOT NULL,
        PRIMARY KEY (owner_id, natural_key)
      )`);
    await q.query(`CREATE INDEX farmer_import_keys_farmer ON farmer_import_keys (farmer_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE farmer_import_keys`);
  }
}
