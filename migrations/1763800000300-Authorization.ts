import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_PERMISSIONS, PERMISSION_CATALOGUE, ROLES } from '../src/authorization/domain/default-permissions';

/**
 * Per-country, editable authorization: the permission catalogue, one profile per (country, role) with one feature
 * per permission, the countries where authorization is active, personal grants to staff and the countries each
 * platform manager monitors.
 *
 * The catalogue and the DEFAULT matrix come from src/authorization/domain/default-permissions.ts. The seeded rows are
 * written here, not by events: later changes to `active`/`enabled` are events whose projection UPDATEs these rows
 * (a rebuild replays them over the seeded rows). `staff_permissions` and `monitored_countries` start empty and are
 * owned by the projection. Rows are inserted in a stable order (country id, role order, catalogue order), so the
 * serial ids are the same on every run.
 */
export class Authorization1763800000300 implements MigrationInterface {
  name = 'Authorization1763800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE permissions (
        name                text PRIMARY KEY,
        description         text NOT NULL,
        description_fr      text NOT NULL,
        assignable_to_staff boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE authorization_countries (
        country_id integer PRIMARY KEY REFERENCES countries (id),
        active     boolean NOT NULL DEFAULT true
      )`);
    await q.query(`
      CREATE TABLE authorization_profiles (
        id         serial PRIMARY KEY,
        country_id integer NOT NULL REFERENCES countries (id),
        role       text NOT NULL REFERENCES roles (name),
        enabled    boolean NOT NULL DEFAULT true,
        CONSTRAINT authorization_profiles_country_role_key UNIQUE (country_id, role)
      )`);
    await q.query(`
      CREATE TABLE profile_features (
        id         serial PRIMARY KEY,
        profile_id integer NOT NULL REFERENCES authorization_profiles (id) ON DELETE CASCADE,
        permission text NOT NULL REFERENCES permissions (name),
        enabled    boolean NOT NULL DEFAULT false,
        CONSTRAINT profile_features_profile_permission_key UNIQUE (profile_id, permission)
      )`);
    await q.query(`
      CREATE TABLE staff_permissions (
        user_id    uuid NOT NULL,
        permission text NOT NULL REFERENCES permissions (name),
        granted_by uuid,
        granted_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, permission)
      )`);
    await q.query(`
      CREATE TABLE monitored_countries (
        user_id    uuid NOT NULL,
        country_id integer NOT NULL REFERENCES countries (id),
        PRIMARY KEY (user_id, country_id)
      )`);
    await q.query(`CREATE INDEX monitored_countries_country_id_idx ON monitored_countries (country_id)`);

    await q.query(
      `INSERT INTO permissions (name, description, description_fr, assignable_to_staff)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[])`,
      [
        PERMISSION_CATALOGUE.map((permission) => permission.name),
        PERMISSION_CATALOGUE.map((permission) => permission.description),
        PERMISSION_CATALOGUE.map((permission) => permission.descriptionFr),
        PERMISSION_CATALOGUE.map((permission) => permission.assignableToStaff),
      ],
    );
    await q.query(`INSERT INTO authorization_countries (country_id, active) SELECT id, true FROM countries ORDER BY id`);
    await q.query(
      `INSERT INTO authorization_profiles (country_id, role, enabled)
       SELECT c.id, r.role, true FROM countries c CROSS JOIN unnest($1::text[]) WITH ORDINALITY AS r (role, position)
       ORDER BY c.id, r.position`,
      [ROLES],
    );
    await q.query(
      `INSERT INTO profile_features (profile_id, permission, enabled)
       SELECT pr.id, pe.name, COALESCE(d.permissions ? pe.name, false)
       FROM authorization_profiles pr
       CROSS JOIN unnest($1::text[]) WITH ORDINALITY AS pe (name, position)
       LEFT JOIN jsonb_each($2::jsonb) AS d (role, permissions) ON d.role = pr.role
       ORDER BY pr.id, pe.position`,
      [PERMISSION_CATALOGUE.map((permission) => permission.name), JSON.stringify(DEFAULT_PERMISSIONS)],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE monitored_countries, staff_permissions, profile_features, authorization_profiles, authorization_countries, permissions`);
  }
}
