import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the morning weather-warning job remembers per area (src/feature-phones/domain/dry-spell.ts): the latest day its
 * forecast called today with at least 1 mm of rain, and the day it last warned of a dry spell. A dry spell is warned of
 * only after a recent wet day and once until the next one; an area without a row has not been read yet.
 */
export class WeatherWarningAreas1763800001540 implements MigrationInterface {
  name = 'WeatherWarningAreas1763800001540';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE weather_warning_areas (
        city_id             integer PRIMARY KEY,
        last_wet_on         date,
        dry_spell_warned_on date,
        updated_at          timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE weather_warning_areas`);
  }
}
