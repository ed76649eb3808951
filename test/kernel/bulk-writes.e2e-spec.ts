import { Injectable, Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { BulkWrites } from '../../src/kernel/events/bulk-writes';
import { EventStore } from '../../src/kernel/events/event-store';
import { StoredEvent } from '../../src/kernel/events/event.types';
import { AsyncEventConsumer, EventConsumer } from '../../src/kernel/events/projection';
import { startTestApp, TestApp } from '../support/test-app';

/** A read model of the tests' own: one row per event of its types. */
abstract class Tally implements AsyncEventConsumer {
  abstract readonly name: string;
  abstract readonly handles: readonly string[];
  readonly tables = ['bulk_write_tallies'];
  async handle(event: StoredEvent, manager: EntityManager): Promise<void> {
    await manager.query(`INSERT INTO bulk_write_tallies (consumer, position) VALUES ($1, $2)`, [
      this.name,
      event.globalPosition,
    ]);
  }
}

@Injectable()
@EventConsumer()
class HarvestTally extends Tally {
  readonly name = 'test-harvest-tally';
  readonly handles = ['Harvested'];
}

@Injectable()
@EventConsumer()
class WeedingTally extends Tally {
  readonly name = 'test-weeding-tally';
  readonly handles = ['Weeded'];
}

/** Effects outside its tables (it keeps none): never waits. */
@Injectable()
@EventConsumer()
class HarvestNotices implements AsyncEventConsumer {
  static seen: number[] = [];
  readonly name = 'test-harvest-notices';
  readonly handles = ['Harvested'];
  async handle(event: StoredEvent): Promise<void> {
    HarvestNotices.seen.push(event.globalPosition);
  }
}

/** A read model taking a whole batch at once (5,000 events a batch when it is behind). */
abstract class BatchTally implements AsyncEventConsumer {
  abstract readonly name: string;
  abstract readonly handles: readonly string[];
  readonly tables = ['bulk_write_tallies'];
  async handle(event: StoredEvent, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }
  async handleBatch(events: StoredEvent[], manager: EntityManager): Promise<void> {
    await manager.query(`INSERT INTO bulk_write_tallies (consumer, position) SELECT $1, unnest($2::bigint[])`, [
      this.name,
      events.map((e) => e.globalPosition),
    ]);
  }
}

@Injectable()
@EventConsumer()
class YieldTally extends BatchTally {
  readonly name = 'test-yield-tally';
  readonly handles = ['YieldWeighed'];
}

/** Another, of more types, behind by the same backlog. */
@Injectable()
@EventConsumer()
class FieldWorkTally extends BatchTally {
  readonly name = 'test-field-work-tally';
  readonly handles = ['YieldWeighed', 'Weeded'];
}

@Module({ providers: [HarvestTally, WeedingTally, HarvestNotices, YieldTally, FieldWorkTally] })
class TalliesModule {}

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('bulk writes: the read models that follow them catch up after', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ modules: [TalliesModule] });
    await t.sql(`CREATE TABLE bulk_write_tallies (consumer text NOT NULL, position bigint NOT NULL)`);
  });
  afterAll(() => t.close());

  const tallied = async (consumer: string) =>
    (
      await t.sql(`SELECT position::int AS position FROM bulk_write_tallies WHERE consumer = $1 ORDER BY position`, [
        consumer,
      ])
    ).map((r: { position: number }) => r.position);

  it('holds the consumers keeping tables of the types written, and only those, until the bulk write ends', async () => {
    const store = t.app.get(EventStore);
    const bulkWrites = t.app.get(BulkWrites);
    let harvests: number[] = [];
    let weeding: number[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const bulk = bulkWrites.run(['Harvested'], async () => {
      const appended = await store.append('field-bulk-1', 'field', 'no_stream', [
        { type: 'Harvested', data: { kg: 10 } },
        { type: 'Harvested', data: { kg: 12 } },
      ]);
      harvests = appended.events.map((e) => e.globalPosition);
      weeding = (await store.append('field-bulk-2', 'field', 'no_stream', [{ type: 'Weeded', data: {} }])).events.map(
        (e) => e.globalPosition,
      );
      await released;
    });

    try {
      // Consumers without tables, and those following other types, go on meanwhile.
      await eventually(() => harvests.length === 2 && harvests.every((p) => HarvestNotices.seen.includes(p)));
      await eventually(async () => (await tallied('test-weeding-tally')).length === 1);
      expect(await tallied('test-weeding-tally')).toEqual(weeding);
      // Several polls later (every 50 ms in the tests), the harvests' read model has still not moved.
      await new Promise((r) => setTimeout(r, 500));
      expect(await tallied('test-harvest-tally')).toEqual([]);
    } finally {
      release();
      await bulk;
    }
    await eventually(async () => (await tallied('test-harvest-tally')).length === 2);
    expect(await tallied('test-harvest-tally')).toEqual(harvests);
  });

  it('catches up a backlog of several batches, each event once and in the order of the log', async () => {
    const store = t.app.get(EventStore);
    const appended: number[] = [];
    const weeded: number[] = [];
    await t.app.get(BulkWrites).run(['YieldWeighed'], async () => {
      for (let part = 0; part < 3; part++) {
        const events = Array.from({ length: 4_001 }, (_, i) => ({ type: 'YieldWeighed', data: { kg: i } }));
        const written = await store.append(`field-yields-${part}`, 'field', 'no_stream', events);
        appended.push(...written.events.map((e) => e.globalPosition));
        const weeding = Array.from({ length: 1_501 }, () => ({ type: 'Weeded', data: {} }));
        weeded.push(
          ...(await store.append(`field-weeding-${part}`, 'field', 'no_stream', weeding)).events.map(
            (e) => e.globalPosition,
          ),
        );
      }
    });
    await eventually(async () => (await tallied('test-yield-tally')).length >= appended.length, 60_000);
    // The weeding of the first test is this consumer's too.
    const fieldWork = async () => (await tallied('test-field-work-tally')).filter((p) => p >= appended[0]);
    await eventually(async () => (await fieldWork()).length >= appended.length + weeded.length, 60_000);
    // Every event once, in the order of the log, for both: no page read twice, none passed over, each its own types.
    expect(await tallied('test-yield-tally')).toEqual(appended);
    expect(await fieldWork()).toEqual([...appended, ...weeded].sort((a, b) => a - b));
  });

  it('lets the consumers go when the bulk write fails', async () => {
    const store = t.app.get(EventStore);
    let harvest = 0;
    await expect(
      t.app.get(BulkWrites).run(['Harvested'], async () => {
        harvest = (await store.append('field-bulk-3', 'field', 'no_stream', [{ type: 'Harvested', data: { kg: 3 } }]))
          .events[0].globalPosition;
        throw new Error('the import failed half-way');
      }),
    ).rejects.toThrow('the import failed half-way');
    await eventually(async () => (await tallied('test-harvest-tally')).includes(harvest));
  });
});
