import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Affiliation: the affiliation requests between dealers and input providers (kept by AffiliationRequestProjection),
 * the invitations to join (InvitationProjection) with the keys of their mailed links (secrets: never in the log), and
 * the visits shared with partners (VisitProjection). One pending invitation per e-mail address, and per phone number
 * of a country: the partial unique indexes make a second one fail, whichever request gets there first.
 */
export class Affiliation1763800000710 implements MigrationInterface {
  name = 'Affiliation1763800000710';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE affiliation_requests (
        id                uuid PRIMARY KEY,
        dealer_id         uuid NOT NULL,
        dealer_role       text NOT NULL,
        input_provider_id uuid NOT NULL,
        country_id        integer NOT NULL,
        status            text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED')),
        requested_by      uuid NOT NULL,
        requested_at      timestamptz NOT NULL,
        decided_by        uuid,
        decided_at        timestamptz
      )`);
    await q.query(`CREATE INDEX affiliation_requests_provider ON affiliation_requests (input_provider_id, status, requested_at DESC)`);
    await q.query(`CREATE INDEX affiliation_requests_dealer ON affiliation_requests (dealer_id, status, requested_at DESC)`);
    await q.query(`CREATE INDEX affiliation_requests_pair ON affiliation_requests (dealer_id, input_provider_id, requested_at DESC)`);

    await q.query(`
      CREATE TABLE invitations (
        id               uuid PRIMARY KEY,
        organisation_id  uuid NOT NULL,
        sent_by          uuid NOT NULL,
        country_id       integer NOT NULL,
        type             text NOT NULL,
        full_name        text NOT NULL,
        email            text,
        phone            text,
        store_address    text NOT NULL,
        state_id         integer NOT NULL,
        city_id          integer NOT NULL,
        status           text NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'LAPSED')),
        sent_at          timestamptz NOT NULL,
        expires_at       timestamptz NOT NULL,
        accepted_user_id uuid,
        accepted_at      timestamptz,
        lapsed_at        timestamptz
      )`);
    await q.query(`CREATE INDEX invitations_organisation ON invitations (organisation_id, sent_at DESC)`);
    await q.query(`CREATE INDEX invitations_accepted_user ON invitations (accepted_user_id) WHERE accepted_user_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX invitations_pending_email ON invitations (lower(email)) WHERE status = 'PENDING' AND email IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX invitations_pending_phone ON invitations (country_id, phone) WHERE status = 'PENDING' AND phone IS NOT NULL`);
    await q.query(`
      CREATE TABLE invitation_keys (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        invitation_id uuid NOT NULL,
        key_hash      text NOT NULL UNIQUE,
        expires_at    timestamptz NOT NULL,
        used_at       timestamptz,
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX invitation_keys_invitation ON invitation_keys (invitation_id)`);

    await q.query(`
      CREATE TABLE visits (
        id           uuid PRIMARY KEY,
        planner_id   uuid NOT NULL,
        planned_by   uuid NOT NULL,
        country_id   integer NOT NULL,
        title        text NOT NULL,
        place        text NOT NULL,
        participants text[] NOT NULL DEFAULT '{}',
        agenda       text NOT NULL,
        starts_at    timestamptz NOT NULL,
        ends_at      timestamptz,
        minutes_key  text,
        minutes_type text,
        minutes_size integer,
        minutes_at   timestamptz,
        created_at   timestamptz NOT NULL,
        updated_at   timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX visits_planner ON visits (planner_id, starts_at)`);
    await q.query(`
      CREATE TABLE visit_shares (
        visit_id  uuid NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        user_id   uuid NOT NULL,
        shared_at timestamptz NOT NULL,
        PRIMARY KEY (visit_id, user_id)
      )`);
    await q.query(`CREATE INDEX visit_shares_user ON visit_shares (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE visit_shares, visits, invitation_keys, invitations, affiliation_requests`);
  }
}
