import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The salesmen read model (kept by SalesmanProjection from the salesman streams): an administrators' directory of the
 * people who sell for input providers and distributors, per country.
 */
export class Salesmen1763800000400 implements MigrationInterface {
  name = 'Salesmen1763800000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE salesmen (
        id         uuid PRIMARY KEY,
        country_id integer NOT NULL,
        firstname  text NOT NULL,
        lastname   text NOT NULL,
        phone      text NOT NULL,
        email      text,
        state_id   integer,
        city_id    integer,
        company    text,
        active     boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // Erased details (a replay after removal) read as an empty phone: they must not collide.
    await q.query(`CREATE UNIQUE INDEX salesmen_phone ON salesmen (country_id, phone) WHERE phone <> ''`);
    await q.query(`CREATE INDEX salesmen_country_name ON salesmen (country_id, lower(lastname), lower(firstname))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE salesmen`);
  }
}
