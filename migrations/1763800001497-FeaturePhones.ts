import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Feature phones (src/feature-phones): the SMS the platform sends and what the gateway answered for each (status,
 * cost, delivery), the farmers' SMS subscriptions with every consent given or withdrawn, and the USSD sessions.
 */
export class FeaturePhones1763800001497 implements MigrationInterface {
  name = 'FeaturePhones1763800001497';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sms_messages (
        id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dedupe_key          text NOT NULL UNIQUE,
        country_id          integer NOT NULL,
        phone               text NOT NULL,
        kind                text NOT NULL,
        body                text NOT NULL,
        status              text NOT NULL DEFAULT 'QUEUED',
        gateway             text,
        gateway_message_id  text,
        gateway_status      text,
        gateway_status_code integer,
        failure_reason      text,
        cost                numeric(14, 4),
        currency            char(3),
        attempts            integer NOT NULL DEFAULT 0,
        created_at          timestamptz NOT NULL DEFAULT now(),
        sent_at             timestamptz,
        delivered_at        timestamptz,
        failed_at           timestamptz
      )`);
    await q.query(`CREATE INDEX sms_messages_gateway_message ON sms_messages (gateway_message_id) WHERE gateway_message_id IS NOT NULL`);
    await q.query(`CREATE INDEX sms_messages_created ON sms_messages (created_at DESC)`);
    await q.query(`
      CREATE TABLE sms_delivery_reports (
        id                 bigserial PRIMARY KEY,
        gateway_message_id text NOT NULL,
        status             text NOT NULL,
        failure_reason     text,
        phone              text,
        network_code       text,
        retry_count        integer,
        received_at        timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sms_delivery_reports_message ON sms_delivery_reports (gateway_message_id)`);
    await q.query(`
      CREATE TABLE sms_subscriptions (
        country_id       integer NOT NULL,
        phone            text NOT NULL,
        farmer_id        uuid,
        user_id          uuid,
        language         text NOT NULL,
        state_id         integer,
        city_id          integer,
        price_alerts     boolean NOT NULL DEFAULT false,
        weather_warnings boolean NOT NULL DEFAULT false,
        order_status     boolean NOT NULL DEFAULT false,
        opted_out_at     timestamptz,
        updated_at       timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (country_id, phone)
      )`);
    await q.query(`CREATE INDEX sms_subscriptions_user ON sms_subscriptions (user_id) WHERE user_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE sms_consent_changes (
        id         bigserial PRIMARY KEY,
        country_id integer NOT NULL,
        phone      text NOT NULL,
        topic      text NOT NULL,
        given      boolean NOT NULL,
        channel    text NOT NULL,
        words      text,
        at         timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sms_consent_changes_phone ON sms_consent_changes (country_id, phone, at)`);
    await q.query(`
      CREATE TABLE ussd_sessions (
        session_id   text PRIMARY KEY,
        country_id   integer,
        phone        text NOT NULL,
        service_code text NOT NULL,
        network_code text,
        known        boolean NOT NULL,
        steps        integer NOT NULL DEFAULT 1,
        started_at   timestamptz NOT NULL DEFAULT now(),
        last_step_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ussd_sessions_started ON ussd_sessions (started_at)`);
    // The registry's FarmerByPhoneQuery: who dials, on every USSD step.
    await q.query(`CREATE INDEX farmers_phone ON farmers (country_id, phone) WHERE phone IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX farmers_phone`);
    await q.query(`DROP TABLE ussd_sessions, sms_consent_changes, sms_subscriptions, sms_delivery_reports, sms_messages`);
  }
}
