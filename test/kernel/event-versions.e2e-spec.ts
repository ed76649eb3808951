import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { ConsumerRunner } from '../../src/kernel/events/consumer-runner';
import { defineEvent } from '../../src/kernel/events/event-registry';
import { EventStore } from '../../src/kernel/events/event-store';
import { StoredEvent } from '../../src/kernel/events/event.types';
import { AsyncEventConsumer } from '../../src/kernel/events/projection';
import { startTestApp, TestApp } from '../support/test-app';

/** Version 1 logged the area in square metres as text; version 2 logs hectares as a number. */
interface ParcelMeasuredV1 {
  parcelId: string;
  squareMetres: string;
}
interface ParcelMeasured {
  parcelId: string;
  hectares: number;
}
const ParcelMeasured = defineEvent<ParcelMeasured>('ParcelMeasured', {
  version: 2,
  upcasters: {
    1: (v1: ParcelMeasuredV1): ParcelMeasured => ({
      parcelId: v1.parcelId,
      hectares: Number(v1.squareMetres) / 10_000,
    }),
  },
});
/** Logged as ParcelFenceBuilt before it was renamed. */
const ParcelFenced = defineEvent<{ parcelId: string }>('ParcelFenced', { formerNames: ['ParcelFenceBuilt'] });

let t: TestApp;
let store: EventStore;

beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false });
  store = t.app.get(EventStore);
});
afterAll(() => t.close());

/** Writes an event the way an older release did: no schema_version column given (the migration's default, 1). */
async function logAsBefore(streamId: string, version: number, type: string, data: object): Promise<void> {
  await t.sql(
    `INSERT INTO events (stream_id, stream_type, version, event_id, type, data, metadata) VALUES ($1, 'parcel', $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      streamId,
      version,
      randomUUID(),
      type,
      JSON.stringify(data),
      JSON.stringify({
        actorId: null,
        country: null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: '2025-01-01T00:00:00.000Z',
      }),
    ],
  );
  await t.sql(
    `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, 'parcel', $2) ON CONFLICT (stream_id) DO UPDATE SET version = $2`,
    [streamId, version],
  );
}

describe('versioned events', () => {
  it('reads a payload stored at version 1 in the shape of version 2, and stores new ones at version 2', async () => {
    await logAsBefore('parcel-1', 1, 'ParcelMeasured', { parcelId: 'p1', squareMetres: '25000' });
    await store.append('parcel-1', 'parcel', 1, [ParcelMeasured.create({ parcelId: 'p1', hectares: 3 })]);

    const events = await store.readStream('parcel-1');
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['ParcelMeasured', { parcelId: 'p1', hectares: 2.5 }],
      ['ParcelMeasured', { parcelId: 'p1', hectares: 3 }],
    ]);
    const stored = await t.sql(`SELECT schema_version, data FROM events WHERE stream_id = 'parcel-1' ORDER BY version`);
    expect(stored).toEqual([
      { schema_version: 1, data: { parcelId: 'p1', squareMetres: '25000' } },
      { schema_version: 2, data: { parcelId: 'p1', hectares: 3 } },
    ]);
  });

  it("hands consumers today's name and shape, including events logged under a former name", async () => {
    await logAsBefore('parcel-2', 1, 'ParcelMeasured', { parcelId: 'p2', squareMetres: '5000' });
    await logAsBefore('parcel-2', 2, 'ParcelFenceBuilt', { parcelId: 'p2' });
    const seen: [string, unknown][] = [];
    const consumer: AsyncEventConsumer = {
      name: 'parcel-watcher',
      handles: [ParcelMeasured.type, ParcelFenced.type],
      async handle(event: StoredEvent, _manager: EntityManager) {
        if (event.streamId === 'parcel-2') seen.push([event.type, event.data]);
      },
    };
    await t.sql(`INSERT INTO consumer_checkpoints (consumer) VALUES ($1)`, [consumer.name]);
    // Consumers read an event once every older transaction has ended, and other test files share the server: an event
    // may become readable a moment later, so batches are asked for until both have come (or 10 s have passed).
    const runner = t.app.get(ConsumerRunner);
    for (const deadline = Date.now() + 10_000; seen.length < 2 && Date.now() < deadline;) {
      if ((await runner.runBatch(consumer)) === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toEqual([
      ['ParcelMeasured', { parcelId: 'p2', hectares: 0.5 }],
      ['ParcelFenced', { parcelId: 'p2' }],
    ]);
  });

  it('writes a renamed type only under its new name', async () => {
    await expect(
      store.append('parcel-3', 'parcel', 'no_stream', [{ type: 'ParcelFenceBuilt', data: { parcelId: 'p3' } }]),
    ).rejects.toThrow(/renamed ParcelFenced/);
  });
});
