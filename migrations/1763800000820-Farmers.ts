import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_PERMISSIONS, PERMISSION_CATALOGUE } from '../src/authorization/domain/default-permissions';

/** The permissions this migration brings to a database whose authorization tables were seeded before them. */
const NEW_PERMISSIONS = ['farmers:view', 'farmer-lists:manage'];

/**
 * The farmer registry's read models:
 * - farmers (FarmerProjection): one row per farmer not deleted, personal details in clear for those who may read them
 *   (a deleted farmer's row goes, and their key in the vault with it). Indexed for the scoped lists and every filter of
 *   the spec at a million rows: by creator, by country, by state, city, project, aggregation partner and year, by
 *   creation date, and by name (trigrams, for "contains").
 * - farmer_reference_items (FarmerReferenceProjection): the per-country lists administrators keep: projects,
 *   aggregation partners and farmer groups or companies. Nothing is seeded: administrators create them.
 * - farmer_agent_affiliations (FarmerAgentAffiliationProjection): which extension agents an organisation brought to
 *   the platform (an invitation of type EXTENSION AGENT, then accepted): input providers read their farmers.
 * And the permissions farmers:view and farmer-lists:manage with their default roles, where they are not there yet.
 */
export class Farmers1763800000820 implements MigrationInterface {
  name = 'Farmers1763800000820';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE farmers (
        id                      uuid PRIMARY KEY,
        created_by              uuid NOT NULL,
        created_by_role         text NOT NULL,
        country_id              integer NOT NULL,
        state_id                integer NOT NULL,
        city_id                 integer NOT NULL,
        gender                  text NOT NULL CHECK (gender IN ('MALE', 'FEMALE')),
        project_id              integer NOT NULL,
        aggregation_partner_id  integer NOT NULL,
        farmer_company_id       integer,
        age                     smallint,
        year                    smallint,
        community               text NOT NULL,
        full_name               text NOT NULL,
        email                   text,
        phone                   text,
        address                 text NOT NULL,
        picture_key             text,
        consent_first_name      text,
        consent_id_number       text,
        consent_form_key        text,
        consent_form_type       text,
        consent_authorisation   boolean NOT NULL DEFAULT false,
        consent_data_transfer   boolean NOT NULL DEFAULT false,
        consent_account_creation boolean NOT NULL DEFAULT false,
        invited_to_platform     boolean NOT NULL DEFAULT false,
        invitation_id           uuid,
        user_id                 uuid,
        created_at              timestamptz NOT NULL,
        updated_at              timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX farmers_created_by ON farmers (created_by, created_at DESC, id)`);
    await q.query(`CREATE INDEX farmers_country ON farmers (country_id, created_at DESC, id)`);
    await q.query(`CREATE INDEX farmers_created_at ON farmers (created_at DESC, id)`);
    await q.query(`CREATE INDEX farmers_state ON farmers (state_id)`);
    await q.query(`CREATE INDEX farmers_city ON farmers (city_id)`);
    await q.query(`CREATE INDEX farmers_project ON farmers (project_id)`);
    await q.query(`CREATE INDEX farmers_aggregation_partner ON farmers (aggregation_partner_id)`);
    await q.query(`CREATE INDEX farmers_year ON farmers (year) WHERE year IS NOT NULL`);
    await q.query(`CREATE INDEX farmers_name_trigrams ON farmers USING gin (lower(full_name) gin_trgm_ops)`);
    await q.query(`CREATE INDEX farmers_user ON farmers (user_id, created_at DESC) WHERE user_id IS NOT NULL`);
    await q.query(`CREATE INDEX farmers_invitation ON farmers (invitation_id) WHERE invitation_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE farmer_reference_items (
        id          integer PRIMARY KEY,
        list        text NOT NULL CHECK (list IN ('PROJECT', 'AGGREGATION_PARTNER', 'FARMER_COMPANY')),
        country_id  integer NOT NULL,
        name        text NOT NULL,
        active      boolean NOT NULL DEFAULT true,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE SEQUENCE farmer_reference_items_id_seq`);
    await q.query(`CREATE UNIQUE INDEX farmer_reference_items_name ON farmer_reference_items (list, country_id, lower(name))`);

    await q.query(`
      CREATE TABLE farmer_agent_affiliations (
        invitation_id   uuid PRIMARY KEY,
        organisation_id uuid NOT NULL,
        agent_id        uuid
      )`);
    const added = PERMISSION_CATALOGUE.filter((permission) => NEW_PERMISSIONS.includes(permission.name));
    await q.query(
      `INSERT INTO permissions (name, description, description_fr, assignable_to_staff)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[]) ON CONFLICT (name) DO NOTHING`,
      [added.map((p) => p.name), added.map((p) => p.description), added.map((p) => p.descriptionFr), added.map((p) => p.assignableToStaff)],
    );
    await q.query(
      `INSERT INTO profile_features (profile_id, permission, enabled)
       SELECT pr.id, pe.name, COALESCE(d.permissions ? pe.name, false)
       FROM authorization_profiles pr
       CROSS JOIN unnest($1::text[]) AS pe (name)
       LEFT JOIN jsonb_each($2::jsonb) AS d (role, permissions) ON d.role = pr.role
       ON CONFLICT (profile_id, permission) DO NOTHING`,
      [NEW_PERMISSIONS, JSON.stringify(DEFAULT_PERMISSIONS)],
    );
    await q.query(`CREATE INDEX farmer_agent_affiliations_organisation ON farmer_agent_affiliations (organisation_id, agent_id) WHERE agent_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE farmer_agent_affiliations`);
    await q.query(`DROP SEQUENCE farmer_reference_items_id_seq`);
    await q.query(`DROP TABLE farmer_reference_items`);
    await q.query(`DROP TABLE farmers`);
  }
}
