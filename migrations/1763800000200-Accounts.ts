import { MigrationInterface, QueryRunner } from 'typeorm';

/** The users read model and the credentials (kept out of the event log: no secret goes into an event). */
export class Accounts1763800000200 implements MigrationInterface {
  name = 'Accounts1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id             uuid PRIMARY KEY,
        email          text,
        phone          text,
        firstname      text NOT NULL,
        lastname       text NOT NULL,
        company        text,
        country_id     integer NOT NULL,
        roles          text[] NOT NULL,
        status         text NOT NULL,
        terms_accepted boolean NOT NULL,
        created_at     timestamptz NOT NULL,
        last_login_at  timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email ON users (lower(email)) WHERE email IS NOT NULL AND email <> ''`);
    await q.query(`CREATE INDEX users_phone ON users (phone)`);
    await q.query(`CREATE INDEX users_country_status ON users (country_id, status)`);
    await q.query(`
      CREATE TABLE user_credentials (
        user_id       uuid PRIMARY KEY,
        password_hash text NOT NULL,
        changed_at    timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_credentials, users`);
  }
}
