import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * events.schema_version: the version of the payload's shape when the event was written (declared with `defineEvent`).
 * Events logged before versions existed are version 1; readers upcast older payloads to today's shape.
 */
export class EventSchemaVersions1763800000790 implements MigrationInterface {
  name = 'EventSchemaVersions1763800000790';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ADD COLUMN schema_version integer NOT NULL DEFAULT 1 CHECK (schema_version >= 1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events DROP COLUMN schema_version`);
  }
}
