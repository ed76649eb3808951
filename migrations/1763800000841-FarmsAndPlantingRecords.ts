import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Farms (kept by FarmProjection) and planting records (PlantingRecordProjection): the record's sections are kept as
 * jsonb beside it, and each section item's id in planting_record_items so that `delete-fertilizer/{id}` and its
 * siblings find their record. Sizes are kept as entered and in hectares; quantities and yields also in kilograms.
 */
export class FarmsAndPlantingRecords1763800000841 implements MigrationInterface {
  name = 'FarmsAndPlantingRecords1763800000841';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE farms (
        id         uuid PRIMARY KEY,
        farmer_id  uuid NOT NULL,
        name       text NOT NULL,
        size       numeric NOT NULL CHECK (size > 0),
        size_unit  text NOT NULL CHECK (size_unit IN ('HA', 'ACRE', 'M2')),
        size_ha    numeric NOT NULL,
        community  text NOT NULL,
        address    text,
        latitude   numeric(10, 7),
        longitude  numeric(10, 7),
        mapped_by  uuid NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX farms_farmer ON farms (farmer_id, created_at, id)`);
    await q.query(`
      CREATE TABLE planting_records (
        id                  uuid PRIMARY KEY,
        farm_id             uuid NOT NULL,
        farmer_id           uuid NOT NULL,
        created_by          uuid NOT NULL,
        season              text NOT NULL CHECK (season IN ('RAINY', 'DRY', 'OTHER')),
        year                integer NOT NULL,
        crop_type_id        integer NOT NULL,
        crop_family         text,
        sowing_date         date,
        training_type_id    integer,
        previous_yield      numeric,
        estimated_yield     numeric,
        actual_yield        numeric,
        yield_unit_type_id  integer,
        previous_yield_kg   numeric,
        estimated_yield_kg  numeric,
        actual_yield_kg     numeric,
        sections            jsonb NOT NULL,
        created_at          timestamptz NOT NULL,
        updated_at          timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX planting_records_farm ON planting_records (farm_id, year DESC, created_at DESC)`);
    await q.query(`CREATE INDEX planting_records_farmer ON planting_records (farmer_id, year DESC)`);
    await q.query(`
      CREATE TABLE planting_record_items (
        id        uuid PRIMARY KEY,
        record_id uuid NOT NULL,
        section   text NOT NULL CHECK (section IN ('FERTILIZER', 'MANURE', 'SEED', 'CPP'))
      )`);
    await q.query(`CREATE INDEX planting_record_items_record ON planting_record_items (record_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE planting_record_items`);
    await q.query(`DROP TABLE planting_records`);
    await q.query(`DROP TABLE farms`);
  }
}
