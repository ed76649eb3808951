import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * farmer_history_entries (HistoryEntryProjection): the visits, trainings and notes agents record about a farmer, read
 * by farmer and latest day first. A deleted farmer's entries go with them.
 */
export class FarmerHistory1763800000821 implements MigrationInterface {
  name = 'FarmerHistory1763800000821';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE farmer_history_entries (
        id          uuid PRIMARY KEY,
        farmer_id   uuid NOT NULL,
        kind        text NOT NULL CHECK (kind IN ('VISIT', 'TRAINING', 'NOTE')),
        date        date NOT NULL,
        title       text NOT NULL,
        notes       text NOT NULL,
        recorded_by uuid NOT NULL,
        edited_by   uuid NOT NULL,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX farmer_history_entries_farmer ON farmer_history_entries (farmer_id, date DESC, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE farmer_history_entries`);
  }
}
