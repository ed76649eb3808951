import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The extension-agent analytics read models, kept by the ExtensionAgentAnalytics event consumer from the farmer, farm
 * and planting-record events (never read from the registry's tables), each row under the agent who enrolled the farmer:
 * - ea_farmers: one row per farmer not deleted (name, gender, project, enrolment time) for the counts and the list;
 * - ea_farms: one row per farm of those farmers, its size in hectares and its location (the agent's map);
 * - ea_records: one row per planting record, with its actual yield in kg and the fertilizer it applied (each item's
 *   kilograms by item id, their count and sum, and how many items have no weight: a unit no source weighs);
 * - ea_activities: one row per event about the agent's farmers (what happened, when, by whom), for the ten last
 *   activities and the daily activity.
 * A deleted farmer's rows go from the first three; `projections:rebuild` empties the four and replays the log.
 */
export class ExtensionAgentAnalytics1763800000870 implements MigrationInterface {
  name = 'ExtensionAgentAnalytics1763800000870';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ea_farmers (
        farmer_id   uuid PRIMARY KEY,
        agent_id    uuid NOT NULL,
        country_id  integer NOT NULL,
        full_name   text NOT NULL,
        gender      text NOT NULL,
        project_id  integer NOT NULL,
        community   text NOT NULL,
        state_id    integer NOT NULL,
        city_id     integer NOT NULL,
        enrolled_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX ea_farmers_agent_name ON ea_farmers (agent_id, lower(full_name), farmer_id)`);
    await q.query(`CREATE INDEX ea_farmers_agent_enrolled ON ea_farmers (agent_id, enrolled_at) INCLUDE (gender, project_id)`);
    await q.query(`
      CREATE TABLE ea_farms (
        farm_id    uuid PRIMARY KEY,
        farmer_id  uuid NOT NULL,
        agent_id   uuid NOT NULL,
        size_ha    numeric NOT NULL,
        latitude   numeric(10, 7),
        longitude  numeric(10, 7),
        mapped_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX ea_farms_agent ON ea_farms (agent_id) INCLUDE (size_ha, farmer_id)`);
    await q.query(`CREATE INDEX ea_farms_farmer ON ea_farms (farmer_id)`);
    await q.query(`
      CREATE TABLE ea_records (
        record_id        uuid PRIMARY KEY,
        farm_id          uuid NOT NULL,
        farmer_id        uuid NOT NULL,
        agent_id         uuid NOT NULL,
        year             integer NOT NULL,
        actual_yield_kg  numeric,
        fertilizers      jsonb NOT NULL,
        fertilizer_items integer NOT NULL,
        fertilizer_kg    numeric NOT NULL,
        fertilizer_items_without_kg integer NOT NULL,
        created_at       timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX ea_records_agent ON ea_records (agent_id) INCLUDE (farmer_id, actual_yield_kg, fertilizer_items, fertilizer_kg)`);
    await q.query(`CREATE INDEX ea_records_farmer ON ea_records (farmer_id)`);
    await q.query(`CREATE INDEX ea_records_farm ON ea_records (farm_id)`);
    await q.query(`
      CREATE TABLE ea_activities (
        position   bigint PRIMARY KEY,
        agent_id   uuid NOT NULL,
        farmer_id  uuid NOT NULL,
        kind       text NOT NULL,
        subject_id uuid NOT NULL,
        actor_id   uuid,
        at         timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX ea_activities_agent ON ea_activities (agent_id, at DESC, position DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ea_activities, ea_records, ea_farms, ea_farmers`);
  }
}
