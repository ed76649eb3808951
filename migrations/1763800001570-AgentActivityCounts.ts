import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The extension agents' activity, kept as what the figures read rather than one row per event:
 * - ea_daily_activities: how many activities each agent's farmers had on each day (UTC), for the daily activity;
 * - ea_latest_activities: each agent's ten last activities (by time, then position in the log), for the ten last.
 * A 100,000-row import filed 300,000 activity rows and their index entries, read by nothing but those two figures.
 * Both are filled here from ea_activities, which goes.
 */
export class AgentActivityCounts1763800001570 implements MigrationInterface {
  name = 'AgentActivityCounts1763800001570';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ea_daily_activities (
        agent_id   uuid NOT NULL,
        day        date NOT NULL,
        activities integer NOT NULL,
        PRIMARY KEY (agent_id, day)
      )`);
    await q.query(`
      CREATE TABLE ea_latest_activities (
        position   bigint PRIMARY KEY,
        agent_id   uuid NOT NULL,
        farmer_id  uuid NOT NULL,
        kind       text NOT NULL,
        subject_id uuid NOT NULL,
        actor_id   uuid,
        at         timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX ea_latest_activities_agent ON ea_latest_activities (agent_id, at DESC, position DESC)`);
    await q.query(`
      INSERT INTO ea_daily_activities (agent_id, day, activities)
      SELECT agent_id, (at AT TIME ZONE 'UTC')::date, count(*) FROM ea_activities GROUP BY 1, 2`);
    await q.query(`
      INSERT INTO ea_latest_activities (position, agent_id, farmer_id, kind, subject_id, actor_id, at)
      SELECT position, agent_id, farmer_id, kind, subject_id, actor_id, at FROM (
        SELECT a.*, row_number() OVER (PARTITION BY agent_id ORDER BY at DESC, position DESC) AS n FROM ea_activities a
      ) ranked WHERE n <= 10`);
    await q.query(`DROP TABLE ea_activities`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The activities older than each agent's ten last are not kept: only those come back.
    await q.query(`ALTER TABLE ea_latest_activities RENAME TO ea_activities`);
    await q.query(`ALTER INDEX ea_latest_activities_agent RENAME TO ea_activities_agent`);
    await q.query(`ALTER INDEX ea_latest_activities_pkey RENAME TO ea_activities_pkey`);
    await q.query(`DROP TABLE ea_daily_activities`);
  }
}
