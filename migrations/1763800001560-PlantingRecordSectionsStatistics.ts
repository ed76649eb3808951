import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No planner statistics on a planting record's sections (its JSON items): no statement selects records by them, and
 * sorting 30,000 sampled documents made ANALYZE of planting_records, run after each large import beside the consumers
 * catching up, cost three times what its other columns do.
 */
export class PlantingRecordSectionsStatistics1763800001560 implements MigrationInterface {
  name = 'PlantingRecordSectionsStatistics1763800001560';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE planting_records ALTER COLUMN sections SET STATISTICS 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE planting_records ALTER COLUMN sections SET STATISTICS -1`);
  }
}
