import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { QueuedReadSharing } from '../../src/kernel/database/prepared-query';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let pool: Pool;
let reads: QueuedReadSharing;
let readsUntilAnswered: QueuedReadSharing;

beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false });
  const dataSource = t.app.get(DataSource);
  pool = (dataSource.driver as PostgresDriver).master as Pool;
  reads = new QueuedReadSharing(dataSource);
  readsUntilAnswered = new QueuedReadSharing(dataSource, 'until answered');
  await t.sql(`CREATE TABLE shared_read_probe (id int PRIMARY KEY, value text)`);
  await t.sql(`INSERT INTO shared_read_probe VALUES (1, 'before'), (2, 'two')`);
  await t.sql(`CREATE SEQUENCE shared_read_runs`);
});
afterAll(() => t.close());

/** Every statement run moves the sequence: how many times the server ran the read shows in `run`. */
const READ = `SELECT value, nextval('shared_read_runs')::int AS run FROM shared_read_probe WHERE id = $1`;
const SLOW_READ = `SELECT value, nextval('shared_read_runs')::int AS run FROM shared_read_probe, pg_sleep(0.3) WHERE id = $1`;

/** Takes every free connection of the pool (and waits for those in use), so that new statements queue. */
async function takeEveryConnection(): Promise<PoolClient[]> {
  const max = (pool as unknown as { options: { max: number } }).options.max;
  return Promise.all(Array.from({ length: max }, () => pool.connect()));
}

describe('shared reads', () => {
  it('askers arriving while the read waits for a connection share one statement, which sees what changed meanwhile', async () => {
    const held = await takeEveryConnection();
    const first = reads.read(READ, [1]);
    // A change committed after the first asker but before the statement runs: the later asker must see it, and so
    // does the first (the statement starts after both asked).
    await held[0].query(`UPDATE shared_read_probe SET value = 'after' WHERE id = 1`);
    const second = reads.read(READ, [1]);
    const other = reads.read(READ, [2]);
    held.forEach((client) => client.release());
    const [a, b, c] = await Promise.all([first, second, other]);
    expect(a).toEqual([{ value: 'after', run: expect.any(Number) }]);
    expect(b).toBe(a);
    expect(c).toEqual([{ value: 'two', run: expect.any(Number) }]);
    expect(c[0].run).not.toBe(a[0].run);
    // Two statements ran: the shared one and the one with other values.
    const [{ runs }] = await t.sql(`SELECT last_value::int AS runs FROM shared_read_runs`);
    expect(runs).toBe(2);
  });

  it.each([
    ['until sent', 'a read of their own'],
    [
      'until answered (values a consumer keeps)',
      "the running read's rows, up to one run behind; the next asker reads again",
    ],
  ])('an asker arriving once the statement is sent, shared %s, gets %s', async (span) => {
    const sharing = span === 'until sent' ? reads : readsUntilAnswered;
    await t.sql(`UPDATE shared_read_probe SET value = 'sent' WHERE id = 1`);
    const first = sharing.read(SLOW_READ, [1]);
    // The first statement is on the server (sleeping) when the change commits and the second asker comes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.sql(`UPDATE shared_read_probe SET value = 'later' WHERE id = 1`);
    const second = sharing.read(SLOW_READ, [1]);
    const [[a], [b]] = await Promise.all([first, second]);
    expect(a.value).toBe('sent');
    if (span === 'until sent') {
      expect(b).toEqual({ value: 'later', run: a.run + 1 });
    } else {
      expect(b).toBe(a);
      const [third] = await sharing.read(SLOW_READ, [1]);
      expect(third).toEqual({ value: 'later', run: a.run + 1 });
    }
  });

  it.each(['until sent', 'until answered'] as const)(
    'a failed read is not kept for later askers (shared %s)',
    async (span) => {
      const sharing = span === 'until sent' ? reads : readsUntilAnswered;
      const DIVIDE = `SELECT 10 / (CASE value WHEN 'zero' THEN 0 ELSE 5 END) AS quotient FROM shared_read_probe WHERE id = $1`;
      await t.sql(`UPDATE shared_read_probe SET value = 'zero' WHERE id = 1`);
      await expect(sharing.read(DIVIDE, [1])).rejects.toThrow(/division by zero/);
      await t.sql(`UPDATE shared_read_probe SET value = 'five' WHERE id = 1`);
      await expect(sharing.read(DIVIDE, [1])).resolves.toEqual([{ quotient: 2 }]);
    },
  );
});
