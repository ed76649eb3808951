import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No planner statistics on the events' JSON payloads (`data`, `metadata`): no statement selects events by them, and
 * sorting 30,000 sampled documents for their most common values made ANALYZE of the log (run after each large import,
 * beside the consumers catching up) cost about twice what the other columns do.
 */
export class EventPayloadStatistics1763800001550 implements MigrationInterface {
  name = 'EventPayloadStatistics1763800001550';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ALTER COLUMN data SET STATISTICS 0, ALTER COLUMN metadata SET STATISTICS 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ALTER COLUMN data SET STATISTICS -1, ALTER COLUMN metadata SET STATISTICS -1`);
  }
}
