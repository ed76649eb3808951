import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Push notifications and app versions:
 * - push_devices: each app installation's Firebase registration token (unique), with the user who last registered it,
 *   their country, language and roles (kept outside the event log: a token is a device secret);
 * - push_notifications: every push notification and its delivery counts (kept from the log by a projection);
 * - push_notification_batches: the devices each batch of a notification goes to, taken once when its job starts, so
 *   that a retried job sends the same batches and none twice;
 * - app_versions: the mobile app's versions, ordered by their parts as numbers.
 */
export class PushNotifications1763800001200 implements MigrationInterface {
  name = 'PushNotifications1763800001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_devices (
        token          text PRIMARY KEY,
        user_id        uuid NOT NULL,
        country_id     integer NOT NULL,
        language       text NOT NULL,
        roles          text[] NOT NULL,
        registered_at  timestamptz NOT NULL,
        updated_at     timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX push_devices_country ON push_devices (country_id, token)`);
    await q.query(`CREATE INDEX push_devices_user ON push_devices (user_id)`);
    await q.query(`
      CREATE TABLE push_notifications (
        id              uuid PRIMARY KEY,
        title           text NOT NULL,
        message         text NOT NULL,
        country_id      integer NOT NULL,
        role            text,
        created_by      uuid NOT NULL,
        created_at      timestamptz NOT NULL,
        status          text NOT NULL,
        recipients      integer,
        batches         integer,
        batches_sent    integer NOT NULL DEFAULT 0,
        sent            integer NOT NULL DEFAULT 0,
        failed          integer NOT NULL DEFAULT 0,
        tokens_removed  integer NOT NULL DEFAULT 0,
        finished_at     timestamptz
      )`);
    await q.query(`CREATE INDEX push_notifications_country ON push_notifications (country_id, created_at DESC)`);
    await q.query(`CREATE INDEX push_notifications_created ON push_notifications (created_at DESC, id)`);
    await q.query(`
      CREATE TABLE push_notification_batches (
        notification_id  uuid NOT NULL,
        batch            integer NOT NULL,
        tokens           text[] NOT NULL,
        PRIMARY KEY (notification_id, batch)
      )`);
    await q.query(`
      CREATE TABLE app_versions (
        version       text PRIMARY KEY,
        major         integer NOT NULL,
        minor         integer NOT NULL,
        patch         integer NOT NULL,
        is_mandatory  boolean NOT NULL,
        released_by   uuid NOT NULL,
        created_at    timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX app_versions_order ON app_versions (major, minor, patch)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE app_versions`);
    await q.query(`DROP TABLE push_notification_batches`);
    await q.query(`DROP TABLE push_notifications`);
    await q.query(`DROP TABLE push_devices`);
  }
}
