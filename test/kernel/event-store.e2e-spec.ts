import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { executeOnStream } from '../../src/kernel/events/decider';
import { EventStore } from '../../src/kernel/events/event-store';
import { StoredEvent } from '../../src/kernel/events/event.types';
import { ConsumerRunner } from '../../src/kernel/events/consumer-runner';
import { AsyncEventConsumer } from '../../src/kernel/events/projection';
import { FARM_STREAM, FarmMapped, farmStreamId } from '../../src/farmers/farms/domain/farm';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let store: EventStore;
let runner: ConsumerRunner;
let dataSource: DataSource;

beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false });
  store = t.app.get(EventStore);
  runner = t.app.get(ConsumerRunner);
  dataSource = t.app.get(DataSource);
  await t.sql(`CREATE TABLE consumed (consumer text, global_position bigint, PRIMARY KEY (consumer, global_position))`);
});
afterAll(() => t.close());

const ping = (n: number) => ({ type: 'Pinged', data: { n } });

/** A consumer that writes what it sees in the same transaction as its checkpoint. */
function recordingConsumer(name: string, options: { failAt?: number } = {}): AsyncEventConsumer & { seen: number[] } {
  const seen: number[] = [];
  return {
    name,
    handles: ['Pinged'],
    seen,
    async handle(event: StoredEvent, manager: EntityManager) {
      if (options.failAt !== undefined && event.data.n === options.failAt) throw new Error('consumer crashed');
      await manager.query('INSERT INTO consumed (consumer, global_position) VALUES ($1, $2)', [
        name,
        event.globalPosition,
      ]);
      seen.push(event.globalPosition);
    },
  };
}

async function register(consumer: AsyncEventConsumer) {
  await t.sql('INSERT INTO consumer_checkpoints (consumer) VALUES ($1) ON CONFLICT DO NOTHING', [consumer.name]);
}

/**
 * Consumers read only below the oldest transaction still running on the PostgreSQL server, and the server is
 * shared with the test files running beside this one: waits until every event committed so far is readable.
 */
async function untilEventsReadable(): Promise<void> {
  const readable = async () =>
    (
      await t.sql(
        `SELECT coalesce(max(transaction_id) < pg_snapshot_xmin(pg_current_snapshot()), true) AS ok FROM events`,
      )
    )[0].ok;
  while (!(await readable())) await new Promise((r) => setTimeout(r, 20));
}

/**
 * Ends a transaction a test held open, whatever became of the test: left open, it would hold back every consumer of
 * every test file on the shared server (none may read past a transaction still running).
 */
async function endOpenTransaction(runner: QueryRunner): Promise<void> {
  if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
  if (!runner.isReleased) await runner.release();
}

async function consumedBy(name: string): Promise<number[]> {
  return (await t.sql('SELECT global_position FROM consumed WHERE consumer = $1 ORDER BY global_position', [name])).map(
    (r) => Number(r.global_position),
  );
}

describe('event store', () => {
  it('appends with versions in sequence and reads the stream back', async () => {
    const first = await store.append('test-a', 'test', 'no_stream', [ping(1), ping(2)]);
    const second = await store.append('test-a', 'test', first.nextExpectedVersion, [ping(3)]);
    expect(second.nextExpectedVersion).toBe(3);
    const events = await store.readStream('test-a');
    expect(events.map((e) => [e.version, e.data.n])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(events[0].metadata).toEqual(
      expect.objectContaining({ actorId: null, correlationId: expect.any(String), occurredAt: expect.any(String) }),
    );
  });

  it('refuses a stale expected version with 409 CONCURRENCY_CONFLICT and writes nothing', async () => {
    await store.append('test-b', 'test', 'no_stream', [ping(1)]);
    await expect(store.append('test-b', 'test', 0, [ping(2)])).rejects.toMatchObject({
      code: 'CONCURRENCY_CONFLICT',
      status: 409,
    });
    await expect(store.append('test-b', 'test', 5, [ping(2)])).rejects.toMatchObject({ code: 'CONCURRENCY_CONFLICT' });
    expect((await store.readStream('test-b')).length).toBe(1);
    expect(await store.streamVersion('test-b')).toBe(1);
  });

  it('lets exactly one of 50 concurrent writers with the same expected version win', async () => {
    await store.append('test-c', 'test', 'no_stream', [ping(0)]);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => store.append('test-c', 'test', 1, [ping(i + 1)])),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    expect(lost.every((r) => r.reason.code === 'CONCURRENCY_CONFLICT')).toBe(true);
    expect((await store.readStream('test-c')).map((e) => e.version)).toEqual([1, 2]);
  });

  it('gives 50 concurrent retryable commands one gapless version sequence', async () => {
    const evolve = (count: number) => count + 1;
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        executeOnStream(store, { id: 'test-d', type: 'test' }, evolve, 0, () => [ping(i)], { retries: 100 }),
      ),
    );
    const events = await store.readStream('test-d');
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(events.map((e) => e.data.n)).size).toBe(50);
  });
});

describe('batched appends (appendMany)', () => {
  it('appends to many streams in one statement, in the order given, each at its version', async () => {
    const stored = await store.appendMany([
      { streamId: 'many-a', streamType: 'test', expected: 'no_stream', events: [ping(1), ping(2)] },
      { streamId: 'many-b', streamType: 'test', expected: 'no_stream', events: [ping(3)] },
    ]);
    expect(stored.map((e) => [e.streamId, e.version, e.data.n])).toEqual([
      ['many-a', 1, 1],
      ['many-a', 2, 2],
      ['many-b', 1, 3],
    ]);
    expect(stored[1].globalPosition).toBeGreaterThan(stored[0].globalPosition);
    expect((await store.readStream('many-a')).map((e) => [e.version, e.data.n, e.eventId])).toEqual([
      [1, 1, stored[0].eventId],
      [2, 2, stored[1].eventId],
    ]);
    // Data of any script, and with line breaks in its strings, comes back as it was given.
    const named = { type: 'Named', data: { name: 'Aïssatou Ndiaye — Ségou\nlinha 2 \u2028 日本 🌾', quote: '"\\' } };
    await store.appendMany([
      { streamId: 'many-named', streamType: 'test', expected: 'no_stream', events: [named, ping(0)] },
    ]);
    expect((await store.readStream('many-named')).map((e) => e.data)).toEqual([named.data, { n: 0 }]);
    const more = await store.appendMany([
      { streamId: 'many-a', streamType: 'test', expected: 2, events: [ping(4)] },
      { streamId: 'many-c', streamType: 'test', expected: 'no_stream', events: [ping(5)] },
    ]);
    expect(more.map((e) => [e.streamId, e.version])).toEqual([
      ['many-a', 3],
      ['many-c', 1],
    ]);
  });

  it('writes nothing at all when one stream exists already or is not at its expected version', async () => {
    const before = (await t.sql(`SELECT count(*)::int AS n FROM events`))[0].n;
    await expect(
      store.appendMany([
        { streamId: 'many-new', streamType: 'test', expected: 'no_stream', events: [ping(6)] },
        { streamId: 'many-b', streamType: 'test', expected: 'no_stream', events: [ping(7)] },
      ]),
    ).rejects.toMatchObject({ code: 'CONCURRENCY_CONFLICT', params: { streamId: 'many-b' } });
    await expect(
      store.appendMany([
        { streamId: 'many-new', streamType: 'test', expected: 'no_stream', events: [ping(6)] },
        { streamId: 'many-a', streamType: 'test', expected: 1, events: [ping(7)] },
      ]),
    ).rejects.toMatchObject({ code: 'CONCURRENCY_CONFLICT', params: { streamId: 'many-a' } });
    expect((await t.sql(`SELECT count(*)::int AS n FROM events`))[0].n).toBe(before);
    expect(await store.streamVersion('many-new')).toBe(0);
  });

  it('goes on with a stream it created, which has no streams row yet, as with any other: one writer of many wins each version', async () => {
    await store.appendMany([
      { streamId: 'many-later', streamType: 'test', expected: 'no_stream', events: [ping(1), ping(2)] },
    ]);
    expect((await t.sql(`SELECT count(*)::int AS n FROM streams WHERE stream_id = 'many-later'`))[0].n).toBe(0);
    expect(await store.streamVersion('many-later')).toBe(2);
    await expect(store.append('many-later', 'test', 'no_stream', [ping(9)])).rejects.toMatchObject({
      code: 'CONCURRENCY_CONFLICT',
      params: { streamId: 'many-later' },
    });
    await expect(store.append('many-later', 'test', 1, [ping(9)])).rejects.toMatchObject({
      code: 'CONCURRENCY_CONFLICT',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => store.append('many-later', 'test', 2, [ping(10 + i)])),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      (results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]).every(
        (r) => r.reason.code === 'CONCURRENCY_CONFLICT',
      ),
    ).toBe(true);
    const appended = await store.append('many-later', 'test', 'any', [ping(40)]);
    expect(appended.nextExpectedVersion).toBe(4);
    expect((await store.readStream('many-later')).map((e) => e.version)).toEqual([1, 2, 3, 4]);
    expect(await store.streamVersion('many-later')).toBe(4);

    // 'any' as the first append after the batch starts from the log's last version too.
    await store.appendMany([{ streamId: 'many-any', streamType: 'test', expected: 'no_stream', events: [ping(1)] }]);
    expect((await store.append('many-any', 'test', 'any', [ping(2), ping(3)])).nextExpectedVersion).toBe(3);
    expect((await store.readStream('many-any')).map((e) => e.version)).toEqual([1, 2, 3]);
  });

  it('projects each run of a batch from its own stored events, when another type lies between two runs of one type', async () => {
    const farmerId = randomUUID();
    const farm = (n: number) => {
      const farmId = randomUUID();
      const data: FarmMapped = {
        farmId,
        farmerId,
        name: `Run farm ${n}`,
        size: n + 0.25,
        sizeUnit: 'ACRE',
        sizeHa: n / 2,
        community: 'Gwale',
        address: n % 2 ? null : 'By the river',
        latitude: n % 2 ? null : 12.0022,
        longitude: n % 2 ? null : 8.5919,
        mappedBy: farmerId,
        at: `2026-03-0${n}T10:00:00.000Z`,
      };
      return {
        streamId: farmStreamId(farmId),
        streamType: FARM_STREAM,
        expected: 'no_stream' as const,
        events: [FarmMapped.create(data)],
      };
    };
    const farms = () => t.sql(`SELECT * FROM farms WHERE farmer_id = $1 ORDER BY name`, [farmerId]);
    await store.appendMany([
      farm(1),
      farm(2),
      { streamId: `runs-${farmerId}`, streamType: 'test', expected: 'no_stream', events: [ping(1)] },
      farm(3),
      farm(4),
    ]);
    const written = await farms();
    expect(written.map((f) => [f.name, Number(f.size), f.size_unit, f.address])).toEqual([
      ['Run farm 1', 1.25, 'ACRE', null],
      ['Run farm 2', 2.25, 'ACRE', 'By the river'],
      ['Run farm 3', 3.25, 'ACRE', null],
      ['Run farm 4', 4.25, 'ACRE', 'By the river'],
    ]);
    // The rows the database made from the stored events are those the one-by-one projection makes on a replay.
    await store.rebuildProjections();
    expect(await farms()).toEqual(written);
  });

  it('hands back the position and transaction each event was given, when batches written at once take numbers in turn', async () => {
    const batch = (writer: number) =>
      Array.from({ length: 300 }, (_, i) => ({
        streamId: `interleaved-${writer}-${i}`,
        streamType: 'test',
        expected: 'no_stream' as const,
        // Not Pinged: the consumers below read every Pinged event.
        events: [1, 2].map((n) => ({ type: 'Batched', data: { writer, i, n } })),
      }));
    const written = (await Promise.all([1, 2, 3, 4].map((writer) => store.appendMany(batch(writer))))).flat();
    const rows: { event_id: string; global_position: string; transaction_id: string }[] = await t.sql(
      `SELECT event_id, global_position, transaction_id::text FROM events WHERE event_id = ANY($1::uuid[])`,
      [written.map((e) => e.eventId)],
    );
    const inDatabase = new Map(rows.map((r) => [r.event_id, [Number(r.global_position), r.transaction_id]]));
    expect(rows).toHaveLength(2400);
    expect(written.map((e) => [e.globalPosition, e.transactionId])).toEqual(
      written.map((e) => inDatabase.get(e.eventId)),
    );
  });
});

describe('asynchronous consumers', () => {
  it('taking whole batches, are handed whole transactions: a page ending inside one leaves it to the next batch', async () => {
    // The transactions each batch was handed, by how many of their events.
    const batches: Record<string, number>[] = [];
    const consumer: AsyncEventConsumer = {
      name: 'whole-transactions',
      handles: ['Sown'],
      handle: () => Promise.reject(new Error('handed one by one')),
      handleBatch: async (events) => {
        const handed: Record<string, number> = {};
        for (const event of events) handed[event.transactionId] = (handed[event.transactionId] ?? 0) + 1;
        batches.push(handed);
      },
    };
    await register(consumer);
    const sow = (stream: string, count: number) =>
      store.append(
        stream,
        'test',
        'no_stream',
        Array.from({ length: count }, (_, plot) => ({ type: 'Sown', data: { plot } })),
      );
    // Three transactions of 2,000 events: the first page (5,000 events) ends 1,000 events into the third.
    const [first, second, third] = [await sow('sown-1', 2000), await sow('sown-2', 2000), await sow('sown-3', 2000)];
    // Then one of 6,000, more than a page: once it fills a page alone, it is handed a page at a time.
    const large = await sow('sown-4', 6000);
    await untilEventsReadable();
    while ((await runner.runBatch(consumer)) > 0);
    const tx = (written: { events: { transactionId: string }[] }) => written.events[0].transactionId;
    expect(batches).toEqual([
      { [tx(first)]: 2000, [tx(second)]: 2000 },
      { [tx(third)]: 2000 },
      { [tx(large)]: 5000 },
      { [tx(large)]: 1000 },
    ]);
  });

  it('never skip an event whose transaction commits after a later one', async () => {
    const consumer = recordingConsumer('late-commit');
    await register(consumer);
    await runner.drain();
    // Everything appended so far, once readable (another file's transaction on the shared server may hold it back).
    await untilEventsReadable();
    while ((await runner.runBatch(consumer)) > 0);
    const before = await consumedBy('late-commit');

    const slow = dataSource.createQueryRunner();
    await slow.connect();
    let appended: number[] = [];
    try {
      await slow.startTransaction();
      const early = await store.append('test-late-1', 'test', 'no_stream', [ping(100)], { manager: slow.manager });
      const late = await store.append('test-late-2', 'test', 'no_stream', [ping(101)]);
      appended = [early.events[0].globalPosition, late.events[0].globalPosition];
      expect(appended[1]).toBeGreaterThan(appended[0]);

      // The slow transaction is still open: the consumer must not move past it.
      await runner.runBatch(consumer);
      expect(await consumedBy('late-commit')).toEqual(before);

      await slow.commitTransaction();
    } finally {
      await endOpenTransaction(slow);
    }
    await untilEventsReadable();
    while ((await runner.runBatch(consumer)) > 0);
    expect(await consumedBy('late-commit')).toEqual(expect.arrayContaining(appended));
  });

  it('move past the events of other types without reading them again, but never past a transaction still running', async () => {
    const consumer = { ...recordingConsumer('rare-types'), handles: ['Harvested'] };
    const checkpointOf = async () =>
      Number(
        (await t.sql(`SELECT global_position FROM consumer_checkpoints WHERE consumer = 'rare-types'`))[0]
          .global_position,
      );
    await register(consumer);
    const others = await store.append('test-rare-1', 'test', 'no_stream', [ping(700), ping(701), ping(702)]);
    await untilEventsReadable();
    expect(await runner.runBatch(consumer)).toBe(0);
    expect(await checkpointOf()).toBeGreaterThanOrEqual(others.events[2].globalPosition);

    const slow = dataSource.createQueryRunner();
    await slow.connect();
    let harvested = 0;
    let laterPosition = 0;
    try {
      await slow.startTransaction();
      const harvest = await store.append('test-rare-2', 'test', 'no_stream', [{ type: 'Harvested', data: { kg: 7 } }], {
        manager: slow.manager,
      });
      const later = await store.append('test-rare-3', 'test', 'no_stream', [ping(703)]);
      harvested = harvest.events[0].globalPosition;
      laterPosition = later.events[0].globalPosition;
      expect(laterPosition).toBeGreaterThan(harvested);
      // The harvest's transaction is still open: nothing after it may be passed over.
      await runner.runBatch(consumer);
      const held = await checkpointOf();
      expect(held).toBeLessThan(laterPosition);

      await slow.commitTransaction();
    } finally {
      await endOpenTransaction(slow);
    }
    await untilEventsReadable();
    while ((await runner.runBatch(consumer)) > 0);
    expect(await consumedBy('rare-types')).toEqual([harvested]);
    expect(await checkpointOf()).toBeGreaterThanOrEqual(laterPosition);
  });

  it('handle each event once: a failing batch rolls back and is retried whole', async () => {
    const base = await t.sql(`SELECT count(*)::int AS n FROM events WHERE type = 'Pinged'`);
    await store.append('test-idem', 'test', 'no_stream', [ping(500), ping(501), ping(502)]);
    const crashing = recordingConsumer('idempotent', { failAt: 501 });
    await register(crashing);
    await untilEventsReadable();
    await expect(runner.runBatch(crashing)).rejects.toThrow('consumer crashed');
    expect(await consumedBy('idempotent')).toEqual([]);

    const healthy = recordingConsumer('idempotent');
    while ((await runner.runBatch(healthy)) > 0);
    while ((await runner.runBatch(healthy)) > 0);
    const consumed = await consumedBy('idempotent');
    expect(consumed.length).toBe(base[0].n + 3);
    expect(new Set(consumed).size).toBe(consumed.length);
  });

  it('lose and duplicate nothing when the writers die mid-append', async () => {
    const consumer = recordingConsumer('after-crash');
    await register(consumer);
    let stop = false;
    const writers = Array.from({ length: 10 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        try {
          await executeOnStream(
            store,
            { id: `test-crash-${w % 3}`, type: 'test' },
            (n: number) => n + 1,
            0,
            () => [ping(10_000 + w * 1000 + i)],
            { retries: 50 },
          );
        } catch {
          // Connections are being killed under the writers: failures are expected.
        }
      }
    });
    // Let the writers get going (some appends committed) before their connections are killed.
    const pinged = async () => (await t.sql(`SELECT count(*)::int AS n FROM events WHERE type = 'Pinged'`))[0].n;
    const before = await pinged();
    while ((await pinged()) < before + 20) await new Promise((r) => setTimeout(r, 20));
    // What a killed process leaves behind: its connections die and their open transactions roll back.
    await t.sql(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
    );
    stop = true;
    await Promise.all(writers);

    await untilEventsReadable();
    while ((await runner.runBatch(consumer)) > 0);
    const committed = (
      await t.sql(`SELECT global_position FROM events WHERE type = 'Pinged' ORDER BY global_position`)
    ).map((r) => Number(r.global_position));
    expect(await consumedBy('after-crash')).toEqual(committed);
    for (let w = 0; w < 3; w++) {
      const versions = (await store.readStream(`test-crash-${w}`)).map((e) => e.version);
      expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => i + 1));
    }
  });

  it('hand a batch to one worker at a time (SKIP LOCKED on the checkpoint)', async () => {
    const a = recordingConsumer('shared');
    await register(a);
    await store.append('test-shared', 'test', 'no_stream', [ping(900), ping(901)]);
    await untilEventsReadable();
    const [x, y] = await Promise.all([runner.runBatch(a), runner.runBatch(a)]);
    while ((await runner.runBatch(a)) > 0);
    const consumed = await consumedBy('shared');
    expect(new Set(consumed).size).toBe(consumed.length);
    expect(x + y).toBeGreaterThan(0);
  });
});
