import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ea_agent_versions: a number per extension agent that the ExtensionAgentAnalytics consumer moves forward with every
 * activity it files for the agent (every change to the agent's figures files one), in the same statement. The
 * agent's figures are kept in memory under it (AgentFigureCache). Rebuilds leave it as it is and move it on, so
 * figures kept before a rebuild are never given after it. Filled here from the activities kept so far.
 */
export class AgentAnalyticsVersions1763800001450 implements MigrationInterface {
  name = 'AgentAnalyticsVersions1763800001450';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ea_agent_versions (agent_id uuid PRIMARY KEY, version bigint NOT NULL)`);
    await q.query(`INSERT INTO ea_agent_versions (agent_id, version) SELECT agent_id, count(*) FROM ea_activities GROUP BY agent_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ea_agent_versions`);
  }
}
