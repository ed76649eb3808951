import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * farmer_list_versions: one number (country_id 0: every country) that the farmers and agent-affiliation projections
 * move forward, last in the transaction of each change. The farmer lists keep their totals in memory under it
 * (FarmerListCache), so a list page counts the matching farmers once per change, not once per request.
 */
export class FarmerListVersions1763800001440 implements MigrationInterface {
  name = 'FarmerListVersions1763800001440';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE farmer_list_versions (country_id integer PRIMARY KEY, version bigint NOT NULL DEFAULT 0)`);
    await q.query(`INSERT INTO farmer_list_versions (country_id) VALUES (0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE farmer_list_versions`);
  }
}
