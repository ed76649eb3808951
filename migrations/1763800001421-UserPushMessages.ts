import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * push_user_messages: the personal push messages other modules send to one user's devices (a price alert that fired),
 * one row per message, unique by the sender's dedupe key so that an event delivered twice pushes once. `texts` holds
 * the message in each language ({"en": {"title", "body"}, "fr": {...}}); `sent_at` is set once its job has sent it
 * (or at once, with no recipient, when the user had no device).
 */
export class UserPushMessages1763800001421 implements MigrationInterface {
  name = 'UserPushMessages1763800001421';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_user_messages (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dedupe_key  text NOT NULL UNIQUE,
        user_id     uuid NOT NULL,
        texts       jsonb NOT NULL,
        data        jsonb NOT NULL DEFAULT '{}',
        created_at  timestamptz NOT NULL,
        sent_at     timestamptz,
        recipients  integer,
        sent        integer NOT NULL DEFAULT 0,
        failed      integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX push_user_messages_user ON push_user_messages (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE push_user_messages`);
  }
}
