import { DataSource, EntityManager } from 'typeorm';
import { EventStore } from '../../src/kernel/events/event-store';
import { LogPoint } from '../../src/kernel/events/log-page';
import { RecentLog } from '../../src/kernel/events/recent-log';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The consumers that take whole batches read the log through one RecentLog: each gets every event of its own types
 * once, in the log's order, whoever read the page, however far apart they are and while events keep coming.
 */
describe('the log pages consumers read once between them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const SOWN = 'RecentLogSown';
  const WEEDED = 'RecentLogWeeded';
  const HARVESTED = 'RecentLogHarvested';

  /**
   * Waits until the event at `position` may be read: consumers read an event once every transaction older than its own
   * has ended, and other test files share the server.
   */
  async function untilReadable(position: number): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [{ readable }] = await t.sql(
        `SELECT pg_snapshot_xmin(pg_current_snapshot()) > transaction_id AS readable FROM events WHERE global_position = $1`,
        [position],
      );
      if (readable) return;
      if (Date.now() > deadline) throw new Error(`event ${position} still not readable after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Appends `count` events cycling through the three types, one stream per call, and waits until they may be read;
   * answers their positions by type.
   */
  async function append(stream: string, count: number): Promise<Record<string, number[]>> {
    const types = [SOWN, WEEDED, HARVESTED];
    const written = await t.app.get(EventStore).append(
      stream,
      'field',
      'no_stream',
      Array.from({ length: count }, (_, i) => ({ type: types[i % 3], data: { plot: i } })),
    );
    const byType: Record<string, number[]> = { [SOWN]: [], [WEEDED]: [], [HARVESTED]: [] };
    for (const event of written.events) byType[event.type].push(event.globalPosition);
    await untilReadable(written.events[written.events.length - 1].globalPosition);
    return byType;
  }

  /** The test's connection, counting the statements sent through it in `reads`. */
  function counting(reads: { count: number }): EntityManager {
    const manager = t.app.get(DataSource).manager;
    return {
      query: (sql: string, params: unknown[]) => {
        reads.count++;
        return manager.query(sql, params);
      },
    } as unknown as EntityManager;
  }

  /** The point just before the event at `position`, where a consumer that has read everything before it stands. */
  async function pointBefore(position: number): Promise<LogPoint> {
    const [before] = await t.sql(
      `SELECT transaction_id::text AS t, global_position::text AS p FROM events
       WHERE global_position < $1 ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
      [position],
    );
    return { transactionId: before.t, position: before.p };
  }

  /** A consumer's walk: its checkpoint, what it was handed, and the read statements its reads sent. */
  class Walker {
    from: LogPoint = { transactionId: '0', position: '0' };
    readonly seen: number[] = [];
    constructor(
      private readonly log: RecentLog,
      private readonly types: readonly string[],
      private readonly reads: { count: number },
    ) {}

    /**
     * One batch, as ConsumerRunner takes it: the checkpoint moves to its last event, or to the horizon when short. Unless
     * `comingBack` (straight on to the next batch), the consumer then leaves the log: nobody waits for it.
     */
    async batch(limit: number, comingBack = false): Promise<number> {
      const { events, horizon } = await this.log.read(counting(this.reads), this.from, this.types, limit);
      if (!comingBack) this.log.release(this.types);
      this.seen.push(...events.map((e) => e.globalPosition));
      const last = events[events.length - 1];
      const reached =
        events.length < limit && horizon
          ? horizon
          : { transactionId: last.transactionId, position: String(last.globalPosition) };
      if (BigInt(reached.transactionId) > BigInt(this.from.transactionId) || reached.position !== this.from.position)
        this.from = reached;
      return events.length;
    }

    /** Batch after batch until one is short, as ConsumerRunner's loop goes; `handling` is each batch's work. */
    async catchUp(limit: number, handling?: () => Promise<void>): Promise<void> {
      while ((await this.batch(limit, true)) === limit) await handling?.();
      this.log.release(this.types);
    }
  }

  it('hands each consumer its own types once and in order, in step or apart, and the events that came after', async () => {
    const written = [await append('recent-log-1', 60)];
    // Pages of 7 events of any of the three types, at most 10 kept: the runs are extended, cut and started again.
    const reads = { count: 0 };
    const log = new RecentLog([[SOWN], [SOWN, WEEDED], [HARVESTED]], 7, 10);
    const sowing = new Walker(log, [SOWN], reads);
    const fieldWork = new Walker(log, [SOWN, WEEDED], reads);
    const harvests = new Walker(log, [HARVESTED], reads);

    // In step, then one far ahead of the others, then more events, then all to the end.
    for (let round = 0; round < 3; round++) for (const walker of [sowing, fieldWork, harvests]) await walker.batch(4);
    await fieldWork.catchUp(5);
    written.push(await append('recent-log-2', 30));
    await sowing.catchUp(3);
    await harvests.catchUp(6);
    await fieldWork.catchUp(5);
    written.push(await append('recent-log-3', 9));
    for (const walker of [harvests, fieldWork, sowing]) await walker.catchUp(5);

    const all = (type: string) => written.flatMap((w) => w[type]);
    expect(sowing.seen).toEqual(all(SOWN));
    expect(fieldWork.seen).toEqual([...all(SOWN), ...all(WEEDED)].sort((a, b) => a - b));
    expect(harvests.seen).toEqual(all(HARVESTED));
  });

  it('reads each page once for consumers going through the log side by side', async () => {
    const written = await append('recent-log-4', 300);
    const reads = { count: 0 };
    // Like the dashboards and the agent analytics after an import: the same types, in step.
    const log = new RecentLog(
      [
        [SOWN, WEEDED],
        [SOWN, WEEDED],
      ],
      50,
      150,
    );
    const [dashboards, analytics] = [new Walker(log, [SOWN, WEEDED], reads), new Walker(log, [SOWN, WEEDED], reads)];
    // Both start just before the new events, where the last test left the log.
    dashboards.from = analytics.from = await pointBefore(written[SOWN][0]);
    let [dashboardsDone, analyticsDone] = [false, false];
    while (!dashboardsDone || !analyticsDone) {
      if (!dashboardsDone) dashboardsDone = (await dashboards.batch(40)) < 40;
      if (!analyticsDone) analyticsDone = (await analytics.batch(40)) < 40;
    }
    const expected = [...written[SOWN], ...written[WEEDED]].sort((a, b) => a - b);
    expect(dashboards.seen).toEqual(expected);
    expect(analytics.seen).toEqual(expected);
    // 200 events of their types in pages of 50: 4 pages, and the horizon read by each at the end; 10 reads each alone.
    expect(reads.count).toBeLessThanOrEqual(6);
  });

  it('reads the page after a full one ahead, on a connection of its own, and hands the events that came meanwhile', async () => {
    const written = [await append('recent-log-5', 150)];
    const [own, ahead] = [{ count: 0 }, { count: 0 }];
    const types = [SOWN, WEEDED, HARVESTED];
    const log = new RecentLog([types], 40, 120, counting(ahead));
    const catchingUp = new Walker(log, types, own);
    catchingUp.from = await pointBefore(written[0][SOWN][0]);

    await catchingUp.batch(40);
    // More events come while the consumer is behind: the pages read ahead from then on hold them.
    written.push(await append('recent-log-6', 30));
    await catchingUp.catchUp(40);

    const all = written.flatMap((w) => types.flatMap((type) => w[type])).sort((a, b) => a - b);
    expect(catchingUp.seen).toEqual(all);
    // 180 events in pages of 40: the consumer read the first page itself; each after a full page was read ahead.
    expect(own.count).toBe(1);
    expect(ahead.count).toBe(4);

    // Caught up, nothing is read ahead: the next events are the consumer's own read.
    const last = await append('recent-log-7', 5);
    await catchingUp.catchUp(40);
    expect(catchingUp.seen.slice(-5)).toEqual(types.flatMap((type) => last[type]).sort((a, b) => a - b));
    expect([own.count, ahead.count]).toEqual([2, 4]);
  });

  it('keeps a slower consumer in the run while a faster one reads on, so that each page is read once', async () => {
    const written = await append('recent-log-8', 400);
    const [own, ahead] = [{ count: 0 }, { count: 0 }];
    const types = [SOWN, WEEDED, HARVESTED];
    // Two pages kept, and the next read ahead: the faster consumer never waits for a page.
    const log = new RecentLog([types, [...types]], 40, 80, counting(ahead));
    const [faster, slower] = [new Walker(log, types, own), new Walker(log, [...types], own)];
    faster.from = slower.from = await pointBefore(written[SOWN][0]);

    await Promise.all([
      faster.catchUp(40),
      slower.catchUp(40, () => new Promise((resolve) => setTimeout(resolve, 20))),
    ]);

    const all = types.flatMap((type) => written[type]).sort((a, b) => a - b);
    expect(faster.seen).toEqual(all);
    expect(slower.seen).toEqual(all);
    // 400 events in pages of 40, and the horizon: 11 reads. Left behind, the slower consumer would read most again.
    expect(own.count + ahead.count).toBeLessThanOrEqual(12);
  });
});
