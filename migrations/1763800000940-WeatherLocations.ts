import { MigrationInterface, QueryRunner } from 'typeorm';

/** The farm locations users save to follow their weather (kept by WeatherLocationProjection from the location streams). */
export class WeatherLocations1763800000940 implements MigrationInterface {
  name = 'WeatherLocations1763800000940';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE weather_locations (
        id         uuid PRIMARY KEY,
        owner_id   uuid NOT NULL,
        name       text NOT NULL,
        latitude   numeric(9, 6) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude  numeric(9, 6) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        address    text,
        lga        text,
        state      text,
        country    text,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX weather_locations_owner ON weather_locations (owner_id, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE weather_locations`);
  }
}
