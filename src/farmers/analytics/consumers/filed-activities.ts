import { EntityManager } from 'typeorm';
import { unnestedColumns } from '../../../kernel/database/unnested-columns';

/** What an activity of the agent's log says happened. */
export const ACTIVITY_KINDS = [
  'FARMER_ENROLLED',
  'FARMER_UPDATED',
  'FARMER_DELETED',
  'FARM_MAPPED',
  'FARM_EDITED',
  'FARM_REMOVED',
  'RECORD_CREATED',
  'RECORD_SAVED',
  'RECORD_ITEM_REMOVED',
  'RECORD_DELETED',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How many of an agent's last activities are kept (ea_latest_activities): the figure shows ten. */
export const LATEST_ACTIVITIES = 10;

/**
 * An activity of an agent's farmers, less the agent: what happened (`kind`, to `subject_id`), by whom, when (`at`, an
 * instant as `Date.toISOString` writes it), and the event's position in the log, which keys it.
 */
export interface ActivityRow {
  position: number;
  farmer_id: string;
  kind: ActivityKind;
  subject_id: string;
  actor_id: string | null;
  at: string;
}

/** Newest first: by time, then by position in the log (as the ten last are read). */
const newestFirst = (a: ActivityRow, b: ActivityRow): number =>
  a.at === b.at ? b.position - a.position : a.at < b.at ? 1 : -1;

/** A rebuild's replay stages what it files here, in the schema it writes into (see FiledActivities.stage). */
const STAGED = { daily: 'ea_staged_daily_activities', latest: 'ea_staged_latest_activities' } as const;

const LATEST_COLUMNS = 'position, agent_id, farmer_id, kind, subject_id, actor_id, at';

/**
 * The activities a batch files, counted in memory: each agent's activities per day (UTC), for ea_daily_activities, and
 * each agent's ten newest, for ea_latest_activities (`write`, once at the batch's end, which also moves each agent's
 * analytics version on by as many activities: ea_agent_versions, which AgentFigureCache keeps figures under; every
 * change to an agent's figures files an activity). An event filed twice in a batch counts once; the consumer runner
 * hands each event to one batch only, committed with the checkpoint.
 *
 * A rebuild's replay keeps them across pages instead and stages them now and then (`stage`) in unlogged tables without
 * keys, summed once at its end (`settleStaged`): the activities of a log spread over many agents and days would
 * otherwise move a row of each table for nearly every event, page after page. It leaves the versions alone: its swap
 * moves every version on.
 */
export class FiledActivities {
  private positions = new Set<number>();
  /** Activities by agent, then by day (UTC): nested, not under a key joined for each activity. */
  private perDay = new Map<string, Map<string, number>>();
  private days = 0;
  private perAgent = new Map<string, number>();
  /** Each agent's newest activities so far, at most ten, newest first. */
  private newest = new Map<string, ActivityRow[]>();

  add(activity: ActivityRow, agentId: string): void {
    if (this.positions.has(activity.position)) return;
    this.positions.add(activity.position);
    let days = this.perDay.get(agentId);
    if (!days) this.perDay.set(agentId, (days = new Map<string, number>()));
    const day = activity.at.slice(0, 10);
    const filed = days.get(day);
    if (filed === undefined) this.days++;
    days.set(day, (filed ?? 0) + 1);
    this.perAgent.set(agentId, (this.perAgent.get(agentId) ?? 0) + 1);
    let newest = this.newest.get(agentId);
    if (!newest) this.newest.set(agentId, (newest = []));
    // Put in its place among the ten kept: one comparison for an activity older than them all.
    if (newest.length === LATEST_ACTIVITIES && newestFirst(activity, newest[LATEST_ACTIVITIES - 1]) > 0) return;
    let at = 0;
    while (at < newest.length && newestFirst(newest[at], activity) < 0) at++;
    newest.splice(at, 0, activity);
    if (newest.length > LATEST_ACTIVITIES) newest.pop();
  }

  /** A replay's page has ended: no event of it comes again, and the positions noted against doubles go. */
  pageEnded(): void {
    this.positions = new Set();
  }

  /** The rows kept in memory: the days counted and the newest activities. */
  size(): number {
    let rows = this.days;
    for (const newest of this.newest.values()) rows += newest.length;
    return rows;
  }

  /** Adds the counts, puts the newest activities among those kept, then keeps only each agent's ten newest. */
  async write(manager: EntityManager): Promise<void> {
    if (!this.perAgent.size) return;
    const daily = this.dailyColumns();
    const latest = this.latestColumns(daily.params.length + 1);
    const agents = [...this.perAgent.keys()];
    const versions = unnestedColumns(
      [
        ['agent_id', 'uuid', agents],
        ['version', 'bigint', agents.map((agent) => this.perAgent.get(agent))],
      ],
      { alias: 'v', firstParameter: daily.params.length + latest.params.length + 1 },
    );
    await manager.query(
      `WITH daily AS (
         INSERT INTO ea_daily_activities (agent_id, day, activities) SELECT * FROM ${daily.relation}
         ON CONFLICT (agent_id, day) DO UPDATE SET activities = ea_daily_activities.activities + EXCLUDED.activities
       ), versions AS (
         INSERT INTO ea_agent_versions (agent_id, version) SELECT * FROM ${versions.relation}
         ON CONFLICT (agent_id) DO UPDATE SET version = ea_agent_versions.version + EXCLUDED.version
       )
       INSERT INTO ea_latest_activities (${LATEST_COLUMNS}) SELECT * FROM ${latest.relation}
       ON CONFLICT (position) DO NOTHING`,
      [...daily.params, ...latest.params, ...versions.params],
    );
    await manager.query(
      `DELETE FROM ea_latest_activities a USING (
         SELECT position, row_number() OVER (PARTITION BY agent_id ORDER BY at DESC, position DESC) AS n
         FROM ea_latest_activities WHERE agent_id = ANY($1::uuid[])
       ) ranked
       WHERE a.position = ranked.position AND ranked.n > $2`,
      [agents, LATEST_ACTIVITIES],
    );
    this.clear();
  }

  /** The tables settleStaged writes. */
  static readonly TABLES = ['ea_daily_activities', 'ea_latest_activities'] as const;

  /** Makes the staging tables empty (an abandoned replay may have left some). */
  static async createStaging(manager: EntityManager): Promise<void> {
    await manager.query(`DROP TABLE IF EXISTS ${Object.values(STAGED).join(', ')}`);
    await manager.query(
      `CREATE UNLOGGED TABLE ${STAGED.daily} (agent_id uuid NOT NULL, day date NOT NULL, activities integer NOT NULL)`,
    );
    await manager.query(`CREATE UNLOGGED TABLE ${STAGED.latest} (LIKE ea_latest_activities)`);
  }

  /** Appends the counts and the newest activities kept to the staging tables, and forgets them. */
  async stage(manager: EntityManager): Promise<void> {
    if (!this.perAgent.size) return;
    const daily = this.dailyColumns();
    await manager.query(`INSERT INTO ${STAGED.daily} (agent_id, day, activities) SELECT * FROM ${daily.relation}`, [
      ...daily.params,
    ]);
    const latest = this.latestColumns(1);
    await manager.query(`INSERT INTO ${STAGED.latest} (${LATEST_COLUMNS}) SELECT * FROM ${latest.relation}`, [
      ...latest.params,
    ]);
    this.clear();
  }

  /**
   * Sums what was staged into the tables, which the replay started empty, and drops the staging tables. The days go in
   * their key's order: 636,525 of them took 2.4 s so, 3.9 s in the aggregate's order.
   */
  static async settleStaged(manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO ea_daily_activities (agent_id, day, activities)
       SELECT agent_id, day, sum(activities) FROM ${STAGED.daily} GROUP BY agent_id, day ORDER BY agent_id, day`,
    );
    await manager.query(
      `INSERT INTO ea_latest_activities (${LATEST_COLUMNS})
       SELECT ${LATEST_COLUMNS} FROM (
         SELECT s.*, row_number() OVER (PARTITION BY agent_id ORDER BY at DESC, position DESC) AS n FROM ${STAGED.latest} s
       ) ranked WHERE n <= $1`,
      [LATEST_ACTIVITIES],
    );
    await manager.query(`DROP TABLE ${Object.values(STAGED).join(', ')}`);
  }

  private dailyColumns() {
    const days: [agent: string, day: string, count: number][] = [];
    for (const [agent, counts] of this.perDay) for (const [day, count] of counts) days.push([agent, day, count]);
    return unnestedColumns([
      ['agent_id', 'uuid', days.map(([agent]) => agent)],
      ['day', 'date', days.map(([, day]) => day)],
      ['activities', 'integer', days.map(([, , count]) => count)],
    ]);
  }

  /** Each agent's ten newest activities, from `$<firstParameter>`. */
  private latestColumns(firstParameter: number) {
    const lines = [...this.newest.entries()].flatMap(([agent, rows]) =>
      rows.map((row) => ({ ...row, agent_id: agent })),
    );
    return unnestedColumns(
      [
        ['position', 'bigint', lines.map((a) => a.position)],
        ['agent_id', 'uuid', lines.map((a) => a.agent_id)],
        ['farmer_id', 'uuid', lines.map((a) => a.farmer_id)],
        ['kind', 'text', lines.map((a) => a.kind)],
        ['subject_id', 'uuid', lines.map((a) => a.subject_id)],
        ['actor_id', 'uuid', lines.map((a) => a.actor_id)],
        ['at', 'timestamptz', lines.map((a) => a.at)],
      ],
      { alias: 'l', firstParameter },
    );
  }

  private clear(): void {
    this.positions = new Set();
    this.perDay = new Map();
    this.days = 0;
    this.perAgent = new Map();
    this.newest = new Map();
  }
}
