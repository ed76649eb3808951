import { MigrationInterface, QueryRunner } from 'typeorm';

/** The event log, stream versions, consumer checkpoints, personal-data keys and the mail outbox. */
export class Kernel1763800000000 implements MigrationInterface {
  name = 'Kernel1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE streams (
        stream_id   text PRIMARY KEY,
        stream_type text NOT NULL,
        version     integer NOT NULL CHECK (version > 0),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id       text NOT NULL,
        stream_type     text NOT NULL,
        version         integer NOT NULL,
        event_id        uuid NOT NULL UNIQUE,
        type            text NOT NULL,
        data            jsonb NOT NULL,
        metadata        jsonb NOT NULL,
        recorded_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version UNIQUE (stream_id, version)
      )`);
    await q.query(`CREATE INDEX events_commit_order ON events (transaction_id, global_position)`);
    await q.query(`CREATE INDEX events_type ON events (type, global_position)`);
    await q.query(`
      CREATE TABLE consumer_checkpoints (
        consumer        text PRIMARY KEY,
        transaction_id  xid8 NOT NULL DEFAULT '0',
        global_position bigint NOT NULL DEFAULT 0,
        updated_at      timestamptz
      )`);
    await q.query(`
      CREATE TABLE personal_data_keys (
        subject_id text PRIMARY KEY,
        key        bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE forgotten_subjects (
        subject_id   text PRIMARY KEY,
        forgotten_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE outgoing_mail (
        id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dedupe_key text NOT NULL UNIQUE,
        recipient  text NOT NULL,
        subject    text NOT NULL,
        text_body  text NOT NULL,
        html_body  text,
        attachments jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at    timestamptz,
        attempts   integer NOT NULL DEFAULT 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outgoing_mail, forgotten_subjects, personal_data_keys, consumer_checkpoints, events, streams`);
  }
}
