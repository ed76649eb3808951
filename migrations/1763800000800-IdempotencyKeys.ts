import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * idempotency_keys: what a create call carrying an Idempotency-Key answered, so that a retry of the same request
 * (an agent offline, a dropped connection) gets the same answer instead of creating twice. One row per caller, route
 * and key; `status` and `body` stay null while the first request runs. Rows older than 24 hours are deleted.
 */
export class IdempotencyKeys1763800000800 implements MigrationInterface {
  name = 'IdempotencyKeys1763800000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        caller_id text NOT NULL,
        route text NOT NULL,
        key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 200),
        fingerprint text NOT NULL,
        status integer CHECK (status BETWEEN 100 AND 599),
        body text,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (caller_id, route, key)
      )`);
    await q.query(`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
