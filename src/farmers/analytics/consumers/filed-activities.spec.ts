import { EntityManager } from 'typeorm';
import { ActivityRow, FiledActivities, LATEST_ACTIVITIES } from './filed-activities';

const AGENT = '7c1f0e52-9a4b-4f0e-8d8e-2f5b1c3d4e6f';

/** The positions of the newest activities `filed` stages for the agents (what ea_latest_activities would keep). */
async function stagedNewest(filed: FiledActivities): Promise<number[]> {
  const statements: { sql: string; params: unknown[] }[] = [];
  const manager = {
    query: (sql: string, params: unknown[]) => {
      statements.push({ sql, params });
      return Promise.resolve([]);
    },
  } as unknown as EntityManager;
  await filed.stage(manager);
  const latest = statements.find((s) => s.sql.includes('ea_staged_latest_activities'))!;
  const positions = latest.params[0];
  return (typeof positions === 'string' ? positions.slice(1, -1).split(',') : (positions as unknown[])).map(Number);
}

/** An activity at minute `minute` of a day, at log position `position`. */
const activity = (position: number, minute: number): ActivityRow => ({
  position,
  farmer_id: '0b6f2c1e-3d4a-4b5c-9d8e-7f6a5b4c3d2e',
  kind: 'FARM_MAPPED',
  subject_id: '1c7e3d2f-4e5b-4c6d-8e9f-0a1b2c3d4e5f',
  actor_id: null,
  at: new Date(Date.UTC(2026, 2, 1, 8, minute)).toISOString(),
});

describe('FiledActivities', () => {
  const activities = Array.from({ length: 100 }, (_, i) => activity(i + 1, i));
  const newest = activities.slice(-LATEST_ACTIVITIES).map((a) => a.position);

  it("keeps an agent's ten newest when they come in the log's order", async () => {
    const filed = new FiledActivities();
    for (const a of activities) filed.add(a, AGENT);
    expect((await stagedNewest(filed)).sort((a, b) => a - b)).toEqual(newest);
  });

  it('keeps the same ten whatever order they come in', async () => {
    const filed = new FiledActivities();
    // Every seventh first, then the others newest first, then the rest: never in order for long.
    const shuffled = [
      ...activities.filter((_, i) => i % 7 === 0),
      ...activities.filter((_, i) => i % 7 !== 0 && i % 2 === 0).reverse(),
      ...activities.filter((_, i) => i % 7 !== 0 && i % 2 === 1),
    ];
    for (const a of shuffled) filed.add(a, AGENT);
    expect((await stagedNewest(filed)).sort((a, b) => a - b)).toEqual(newest);
  });
});
