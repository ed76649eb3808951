import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * projection_rebuilds: each run of `npm run projections:rebuild` (into shadow tables, see ProjectionRebuilder), with its
 * progress as it replays (events done of the total its projections follow), for the console's operations page, and the
 * place in the log each of its replays has reached (moved in the transaction of each batch).
 */
export class ProjectionRebuilds1763800001530 implements MigrationInterface {
  name = 'ProjectionRebuilds1763800001530';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projection_rebuilds (
        id            uuid PRIMARY KEY,
        targets       text[] NOT NULL,
        status        text NOT NULL CHECK (status IN ('replaying', 'swapping', 'done', 'failed')),
        events_total  bigint NOT NULL,
        events_done   bigint NOT NULL DEFAULT 0,
        positions     jsonb NOT NULL DEFAULT '{}',
        started_at    timestamptz NOT NULL,
        updated_at    timestamptz NOT NULL,
        finished_at   timestamptz,
        failure       text
      )`);
    await q.query(`CREATE INDEX projection_rebuilds_started ON projection_rebuilds (started_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projection_rebuilds`);
  }
}
