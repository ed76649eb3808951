import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The unique index of the events' ids goes: nothing looks an event up by its id, which the store draws itself
 * (time-ordered, 74 random bits), and it cost every appended event an entry (a bulk import appends hundreds of
 * thousands). events_type stays: the consumers of rare types find their events through it.
 */
export class EventIdIndex1763800001480 implements MigrationInterface {
  name = 'EventIdIndex1763800001480';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events DROP CONSTRAINT events_event_id_key`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ADD CONSTRAINT events_event_id_key UNIQUE (event_id)`);
  }
}
