import { Pool, PoolClient } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { RequestContexts, systemContext } from '../../src/kernel/context/request-context';
import { guardPoolConnections } from '../../src/kernel/database/connection-guard';
import { unavailableDependency } from '../../src/kernel/errors/dependency-errors';
import { expectingNewRows } from '../../src/kernel/database/expecting-new-rows';
import { TableStatistics } from '../../src/kernel/database/table-statistics';
import { lookedUpIn } from '../../src/kernel/database/unnested-columns';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  // A read's budget as in production (the tests' default is longer), for the connection guard's tests.
  t = await startTestApp({ workers: false, smtp: false, env: { DB_READ_BUDGET_MS: '1500' } });
  await t.sql(`CREATE TABLE harvests (id int PRIMARY KEY, tonnes numeric)`);
  await t.sql(`CREATE TABLE deliveries (id int PRIMARY KEY)`);
  await t.sql(`CREATE TABLE seed_lots (code text PRIMARY KEY, kg int NOT NULL CHECK (kg > 0))`);
});
afterAll(() => t.close());

const statistics = async (table: string) =>
  (
    await t.sql(
      `SELECT c.reltuples::int AS rows, s.last_analyze IS NOT NULL AS analyzed FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = $1`,
      [table],
    )
  )[0];

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
    await t.sql(`INSERT INTO deliveries SELECT g FROM generate_series(701, 2000) g`);
    tables.refreshSoon(['no_such_table']);
    tables.refreshSoon(['deliveries']);
    await expect(tables.settled()).resolves.toBeUndefined();
    expect(await statistics('deliveries')).toEqual({ rows: 2000, analyzed: true });
  });

  it('leaves a table grown by less than half to autovacuum, and refreshes it once it has grown by half', async () => {
    const tables = t.app.get(TableStatistics);
    await t.sql(`INSERT INTO harvests SELECT g, g / 10.0 FROM generate_series(5001, 6500) g`);
    tables.refreshSoon(['harvests', 'deliveries']);
    await tables.settled();
    expect(await statistics('harvests')).toEqual({ rows: 5000, analyzed: true });
    await t.sql(`INSERT INTO harvests SELECT g, g / 10.0 FROM generate_series(6501, 7600) g`);
    tables.refreshSoon(['harvests']);
    await tables.settled();
    expect(await statistics('harvests')).toEqual({ rows: 7600, analyzed: true });
  });
});

describe('expectingNewRows', () => {
  /** An INSERT of seed lots, answering how many it wrote; `onConflict` ends it. */
  const insertLots = (manager: EntityManager, lots: [string, number][]) => (onConflict: string) => async () =>
    (
      await manager.query(
        `INSERT INTO seed_lots SELECT * FROM unnest($1::text[], $2::int[]) ${onConflict} RETURNING code`,
        [lots.map(([c]) => c), lots.map(([, kg]) => kg)],
      )
    ).length as number;

  it('inserts new rows plainly, and on a duplicate undoes them and runs the fallback, the transaction going on', async () => {
    const dataSource = t.app.get(DataSource);
    await t.sql(`INSERT INTO seed_lots VALUES ('MZ-1', 50)`);
    const answers = await dataSource.transaction(async (manager) => {
      const fresh = insertLots(manager, [
        ['MZ-2', 20],
        ['MZ-3', 30],
      ]);
      const mixed = insertLots(manager, [
        ['MZ-4', 40],
        ['MZ-1', 99],
      ]);
      const fallback = jest.fn(fresh('ON CONFLICT DO NOTHING'));
      const first = await expectingNewRows(manager, fresh(''), fallback);
      expect(fallback).not.toHaveBeenCalled();
      const second = await expectingNewRows(manager, mixed(''), mixed('ON CONFLICT DO NOTHING'));
      await manager.query(`INSERT INTO seed_lots VALUES ('MZ-5', 5)`);
      return [first, second];
    });
    expect(answers).toEqual([2, 1]);
    expect(await t.sql(`SELECT code, kg FROM seed_lots ORDER BY code`)).toEqual([
      { code: 'MZ-1', kg: 50 },
      { code: 'MZ-2', kg: 20 },
      { code: 'MZ-3', kg: 30 },
      { code: 'MZ-4', kg: 40 },
      { code: 'MZ-5', kg: 5 },
    ]);
  });

  it('runs the fallback outside a transaction too, and lets any other error through', async () => {
    const dataSource = t.app.get(DataSource);
    const again = insertLots(dataSource.manager, [
      ['MZ-6', 6],
      ['MZ-2', 1],
    ]);
    expect(await expectingNewRows(dataSource.manager, again(''), again('ON CONFLICT DO NOTHING'))).toBe(1);
    const wrong = insertLots(dataSource.manager, [['MZ-7', 0]]);
    await expect(
      expectingNewRows(dataSource.manager, wrong(''), wrong('ON CONFLICT DO NOTHING')),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await t.sql(`SELECT count(*)::int AS n FROM seed_lots WHERE code IN ('MZ-6', 'MZ-7')`)).toEqual([{ n: 1 }]);
  });
});

describe('lookedUpIn', () => {
  /** Every table a plan reads, with how (the plan's nodes that name a relation). */
  const readsOf = (plan: { 'Relation Name'?: string; 'Node Type': string; Plans?: unknown[] }): string[] => [
    ...(plan['Relation Name'] ? [`${plan['Node Type']} ${plan['Relation Name']}`] : []),
    ...((plan.Plans ?? []) as (typeof plan)[]).flatMap(readsOf),
  ];

  it('joins a page of rows to a large table through its key, dropping the rows it does not find', async () => {
    await t.sql(`CREATE TABLE plots (id uuid PRIMARY KEY, grower_id uuid NOT NULL, hectares numeric NOT NULL)`);
    await t.sql(
      `INSERT INTO plots SELECT gen_random_uuid(), gen_random_uuid(), g / 100.0 FROM generate_series(1, 100000) g`,
    );
    await t.sql(`ANALYZE plots`);
    const page: { id: string; grower_id: string; hectares: string }[] = await t.sql(
      `SELECT id, grower_id, hectares::text AS hectares FROM plots ORDER BY random() LIMIT 1000`,
    );
    // A plot named with another grower, and one that is not there.
    const asked = [
      ...page.slice(0, 998),
      { ...page[998], grower_id: page[0].grower_id },
      { ...page[999], id: '00000000-0000-4000-8000-000000000000' },
    ];
    const statement = `SELECT x.id, p.hectares::text AS hectares FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS x(id, grower_id, n)
      ${lookedUpIn('plots', 'p', 'p.id = x.id AND p.grower_id = x.grower_id', 'p.hectares')} ORDER BY x.n`;
    const params = [asked.map((plot) => plot.id), asked.map((plot) => plot.grower_id)];

    expect(await t.sql(statement, params)).toEqual(page.slice(0, 998).map(({ id, hectares }) => ({ id, hectares })));
    // Each row looked up in the key: no scan of the 100,000 plots for a page of a thousand (a plain join hashes them).
    const [{ 'QUERY PLAN': plan }] = await t.sql(`EXPLAIN (FORMAT JSON) ${statement}`, params);
    expect(readsOf(plan[0].Plan)).toEqual(['Index Scan plots']);
  });
});

describe('the connection guard', () => {
  const outcome = (work: Promise<unknown>) =>
    work.then(
      () => 'answered',
      (error) => unavailableDependency(error) ?? String(error),
    );

  it("gives a read's statements one budget together: the one that outlasts it fails as the database unavailable", async () => {
    const dataSource = t.app.get(DataSource);
    const outcomes = await RequestContexts.run(systemContext({ statementBudget: 'read' }), async () => {
      const found: string[] = [];
      // Each well within the 1.5 s budget alone; the third ends past it.
      for (let i = 0; i < 3; i++) found.push(await outcome(dataSource.query('SELECT pg_sleep(0.6)')));
      return found;
    });
    expect(outcomes[0]).toBe('answered');
    expect(outcomes[2]).toBe('database');
    // A write's budget is for each statement.
    const written = await RequestContexts.run(systemContext({ statementBudget: 'write' }), async () => {
      const found: string[] = [];
      for (let i = 0; i < 3; i++) found.push(await outcome(dataSource.query('SELECT pg_sleep(0.6)')));
      return found;
    });
    expect(written).toEqual(['answered', 'answered', 'answered']);
  });

  it('ends a wait for a pooled connection with the budget, and the connection handed over later goes back to the pool', async () => {
    // No limit of the pool's own: only the budget can end the wait.
    const pool = new Pool({ connectionString: t.databaseUrl, max: 1 });
    let budget: number | undefined;
    guardPoolConnections(pool, { onConnectionError: () => undefined, budgetMs: () => budget });
    let held: PoolClient | undefined;
    try {
      held = await pool.connect();
      budget = 300;
      expect(await outcome(pool.connect())).toBe('database');
      expect(
        await outcome(new Promise((resolve, reject) => pool.connect((e, c) => (e ? reject(e) : resolve(c))))),
      ).toBe('database');
      budget = undefined;
      held.release();
      held = undefined;
      const next = await pool.connect();
      expect((await next.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      next.release();
      expect({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }).toEqual({
        total: 1,
        idle: 1,
        waiting: 0,
      });
    } finally {
      held?.release();
      await pool.end();
    }
  }, 20_000);
});
