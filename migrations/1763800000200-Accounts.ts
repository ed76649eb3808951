import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The users read model (kept by UserProjection), the credentials and the single-use account keys.
 * Credentials and keys are secrets: they never go into the event log.
 */
export class Accounts1763800000200 implements MigrationInterface {
  name = 'Accounts1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id                  uuid PRIMARY KEY,
        email               text,
        phone               text,
        firstname           text NOT NULL,
        lastname            text NOT NULL,
        company             text,
        address             text,
        country_id          integer NOT NULL,
        state_id            integer,
        city_id             integer,
        roles               text[] NOT NULL,
        status              text NOT NULL,
        approval_status     text,
        terms_accepted      boolean NOT NULL,
        organisation_owner  boolean NOT NULL DEFAULT false,
        employer_id         uuid,
        photo_key           text,
        email_notifications boolean NOT NULL DEFAULT true,
        created_at          timestamptz NOT NULL,
        updated_at          timestamptz NOT NULL,
        last_login_at       timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email ON users (lower(email)) WHERE email IS NOT NULL AND email <> ''`);
    await q.query(`CREATE UNIQUE INDEX users_phone ON users (country_id, phone) WHERE phone IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX users_company ON users (country_id, lower(company)) WHERE organisation_owner`);
    await q.query(`CREATE INDEX users_country_status ON users (country_id, status)`);
    await q.query(`CREATE INDEX users_roles ON users USING gin (roles)`);
    await q.query(`CREATE INDEX users_employer ON users (employer_id) WHERE employer_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE user_credentials (
        user_id       uuid PRIMARY KEY,
        password_hash text NOT NULL,
        changed_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE account_keys (
        id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id    uuid NOT NULL,
        purpose    text NOT NULL CHECK (purpose IN ('activation', 'password-reset')),
        key_hash   text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at    timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX account_keys_user ON account_keys (user_id, purpose)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE account_keys, user_credentials, users`);
  }
}
