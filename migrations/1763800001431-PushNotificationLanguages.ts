import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Push notifications in two languages: the French title and message (null when there is none: every device gets the
 * first text), and the language of each device of a batch (beside its token), so that a retried batch sends each device
 * the text it was given the first time.
 */
export class PushNotificationLanguages1763800001431 implements MigrationInterface {
  name = 'PushNotificationLanguages1763800001431';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE push_notifications ADD COLUMN title_fr text, ADD COLUMN message_fr text`);
    await q.query(`ALTER TABLE push_notification_batches ADD COLUMN languages text[]`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE push_notification_batches DROP COLUMN languages`);
    await q.query(`ALTER TABLE push_notifications DROP COLUMN title_fr, DROP COLUMN message_fr`);
  }
}
