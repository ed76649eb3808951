import { TableStatistics } from '../../src/kernel/database/table-statistics';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false });
  await t.sql(`CREATE TABLE harvests (id int PRIMARY KEY, tonnes numeric)`);
  await t.sql(`CREATE TABLE deliveries (id int PRIMARY KEY)`);
});
afterAll(() => t.close());

const statistics = async (table: string) =>
  (await t.sql(`SELECT c.reltuples::int AS rows, s.last_analyze IS NOT NULL AS analyzed FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = $1`, [table]))[0];

describe('TableStatistics', () => {
  it('refreshes the statistics of tables just filled in the background, one refresh after another', async () => {
    await t.sql(`INSERT INTO harvests SELECT g, g / 10.0 FROM generate_series(1, 5000) g`);
    await t.sql(`INSERT INTO deliveries SELECT g FROM generate_series(1, 700) g`);
    const tables = t.app.get(TableStatistics);
    expect(tables.refreshSoon(['harvests'])).toBeUndefined();
    tables.refreshSoon(['deliveries']);
    await tables.settled();
    expect(await statistics('harvests')).toEqual({ rows: 5000, analyzed: true });
    expect(await statistics('deliveries')).toEqual({ rows: 700, analyzed: true });
  });

  it('logs a refresh that fails and goes on with the next', async () => {
    const tables = t.app.get(TableStatistics);
    await t.sql(`INSERT INTO deliveries SELECT g FROM generate_series(701, 1000) g`);
    tables.refreshSoon(['no_such_table']);
    tables.refreshSoon(['deliveries']);
    await expect(tables.settled()).resolves.toBeUndefined();
    expect(await statistics('deliveries')).toEqual({ rows: 1000, analyzed: true });
  });
});
