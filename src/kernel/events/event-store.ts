import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { arrayParameter } from '../database/array-parameter';
import { expectingNewRows } from '../database/expecting-new-rows';
import { timeOrderedUuid } from '../ids/time-ordered-uuid';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../clock/clock';
import { RequestContexts } from '../context/request-context';
import { ConcurrencyConflictError } from '../errors/domain-error';
import { schemaVersionOf, storedNamesOf, undeclaredEventTypes } from './event-registry';
import { runsOfOneType } from './event-runs';
import { EVENT_COLUMNS, EventMetadata, EventRow, ExpectedVersion, NewEvent, StoredEvent, toStoredEvent } from './event.types';
import { AppendedRun, Projection, InlineProjection } from './projection';
import { EventStoreMetrics } from './event-store.metrics';

export const EVENTS_CHANNEL = 'kasuwa_events';

export interface AppendOptions {
  /** Run inside this transaction instead of opening one. */
  manager?: EntityManager;
  /** Overrides of the metadata taken from the request context. */
  metadata?: Partial<EventMetadata>;
}

/** One stream's part of a batched append (`appendMany`). */
export interface StreamAppend {
  streamId: string;
  streamType: string;
  expected: ExpectedVersion;
  events: NewEvent[];
}

export interface AppendResult {
  nextExpectedVersion: number;
  events: StoredEvent[];
}

/**
 * The append-only log. An append checks the expected version against the `streams` row (which it locks),
 * writes the events and runs the inline projections, all in one transaction: a stale version writes nothing.
 */
@Injectable()
export class EventStore implements OnApplicationBootstrap {
  private readonly logger = new Logger(EventStore.name);
  private projections: InlineProjection[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly discovery: DiscoveryService,
    private readonly metrics: EventStoreMetrics,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.projections = this.discovery
      .getProviders({ metadataKey: Projection.KEY })
      .map((wrapper) => wrapper.instance as InlineProjection)
      .filter(Boolean);
    const names = new Set<string>();
    for (const p of this.projections) {
      if (names.has(p.name)) throw new Error(`Two inline projections are named ${p.name}`);
      names.add(p.name);
    }
    // Transitional: types not declared with defineEvent yet are stored at version 1 (src/kernel/events/event-declarations.spec.ts lists them).
    const undeclared = undeclaredEventTypes(this.projections.flatMap((p) => p.handles));
    if (undeclared.length) this.logger.warn(`Event types not declared with defineEvent yet: ${undeclared.join(', ')}`);
  }

  get inlineProjections(): readonly InlineProjection[] {
    return this.projections;
  }

  async append(streamId: string, streamType: string, expected: ExpectedVersion, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const work = (manager: EntityManager) => this.appendIn(manager, streamId, streamType, expected, events, options.metadata ?? {});
    const result = options.manager ? await work(options.manager) : await this.dataSource.transaction(work);
    this.metrics.appended(events.length);
    return result;
  }

  /**
   * Appends to many streams in one transaction, as `append` does for one: each stream's expected version is checked
   * (new streams in one statement), every event is written in one INSERT and the inline projections follow, a batch of
   * events of one type at a time (`applyAppended` when the projection has it). Any stale version writes nothing at all.
   * Streams are written in the order given: pass the streams of a kind together (e.g. every farmer before their farms).
   * The events' data must be plain JSON (as JSON.parse gives it back): the stored events handed back, and to the
   * projections, carry the objects given rather than copies of them, which a bulk writer's heap cannot afford.
   */
  async appendMany(appends: StreamAppend[], options: AppendOptions = {}): Promise<StoredEvent[]> {
    const given = appends.filter((a) => a.events.length > 0);
    if (given.length === 0) return [];
    const work = (manager: EntityManager) => this.appendManyIn(manager, given, options.metadata ?? {});
    const stored = options.manager ? await work(options.manager) : await this.dataSource.transaction(work);
    this.metrics.appended(stored.length);
    return stored;
  }

  private async appendManyIn(manager: EntityManager, appends: StreamAppend[], metadataOverrides: Partial<EventMetadata>): Promise<StoredEvent[]> {
    const lastVersions = new Map<string, number>();
    const fresh = appends.filter((a) => a.expected === 'no_stream' || a.expected === 0);
    if (new Set(appends.map((a) => a.streamId)).size !== appends.length) throw new Error('appendMany takes each stream once');
    if (fresh.length) {
      const takenId = await this.createStreams(manager, fresh);
      const taken = takenId === null ? undefined : fresh.find((a) => a.streamId === takenId);
      if (taken) {
        this.metrics.conflict();
        throw new ConcurrencyConflictError(taken.streamId, taken.expected);
      }
      for (const a of fresh) lastVersions.set(a.streamId, a.events.length);
    }
    for (const a of appends) {
      if (!lastVersions.has(a.streamId)) lastVersions.set(a.streamId, await this.reserveVersions(manager, a.streamId, a.streamType, a.expected, a.events.length));
    }
    const metadata = this.metadataFor(metadataOverrides);
    // The batch's columns as lists (the server splits them), each event's data as one line of JSON text (parsed once,
    // by the row's own cast); only what the database makes comes back.
    const { stored, columns } = this.batchColumns(appends, lastVersions, metadata);
    // The rows are inserted in the lists' order, so their positions (each taken from the sequence as its row is
    // inserted) rise in that order, with gaps where another transaction took numbers meanwhile: they come back as runs
    // of consecutive numbers, with the first and last rows' event ids to check the order against. Every row of one
    // statement has the transaction's id and time (the columns' defaults): read once.
    const [made]: { run_starts: string[]; run_lengths: number[]; first_event: string; last_event: string; transaction_id: string; recorded_at: Date }[] = await manager.query(
      `WITH made AS (
         INSERT INTO events (stream_id, stream_type, version, event_id, type, schema_version, data, metadata)
         SELECT x.s, x.t, x.v, x.e, x.ty, x.sv, x.d::jsonb, $8::jsonb
         FROM ROWS FROM (unnest($1::text[]), unnest($2::text[]), unnest($3::int[]), unnest($4::uuid[]), unnest($5::text[]), unnest($6::int[]),
                         string_to_table($7, E'\n')) WITH ORDINALITY AS x(s, t, v, e, ty, sv, d, n)
         ORDER BY x.n
         RETURNING global_position, event_id),
       numbered AS (SELECT global_position, global_position - row_number() OVER (ORDER BY global_position) AS run FROM made),
       runs AS (SELECT min(global_position) AS start, count(*)::int AS length FROM numbered GROUP BY run)
       SELECT (SELECT array_agg(start::text ORDER BY start) FROM runs) AS run_starts,
              (SELECT array_agg(length ORDER BY start) FROM runs) AS run_lengths,
              (SELECT event_id::text FROM made ORDER BY global_position LIMIT 1) AS first_event,
              (SELECT event_id::text FROM made ORDER BY global_position DESC LIMIT 1) AS last_event,
              pg_current_xact_id()::text AS transaction_id, now() AS recorded_at`,
      [...columns, JSON.stringify(metadata)],
    );
    if (made.first_event !== stored[0].eventId || made.last_event !== stored[stored.length - 1].eventId) {
      throw new Error('The events of a batch were not given their positions in the order they were sent');
    }
    let at = 0;
    made.run_starts.forEach((start, run) => {
      for (let position = Number(start), end = position + made.run_lengths[run]; position < end; position++) {
        const event = stored[at++];
        event.globalPosition = position;
        event.transactionId = made.transaction_id;
        event.recordedAt = made.recorded_at;
      }
    });
    await this.projectAppended(stored, manager);
    await manager.query(`SELECT pg_notify($1, '')`, [EVENTS_CHANNEL]);
    return stored;
  }

  /**
   * Creates the `streams` rows of a batch's new streams, or none when one of them is there already: a taken one's id is
   * answered then (else null). A plain INSERT (expectingNewRows): a taken stream undoes it, and the caller's transaction
   * goes on.
   */
  private async createStreams(manager: EntityManager, fresh: StreamAppend[]): Promise<string | null> {
    const ids = arrayParameter(fresh.map((a) => a.streamId));
    return expectingNewRows(
      manager,
      async () => {
        await manager.query(`INSERT INTO streams (stream_id, stream_type, version) SELECT * FROM unnest($1::text[], $2::text[], $3::int[])`, [
          ids,
          arrayParameter(fresh.map((a) => a.streamType)),
          arrayParameter(fresh.map((a) => a.events.length)),
        ]);
        return null;
      },
      async () => {
        const [taken]: { stream_id: string }[] = await manager.query(`SELECT stream_id FROM streams WHERE stream_id = ANY($1::text[]) LIMIT 1`, [ids]);
        // (Gone again by now, when its writer has since deleted it: the batch conflicted all the same.)
        return taken?.stream_id ?? fresh[0].streamId;
      },
    );
  }

  /**
   * The stored events of a batch (positions to come, carrying `metadata`) and the INSERT's seven parameters: stream
   * ids, stream types, versions, event ids, types and schema versions as lists (arrayParameter), and the events' data
   * as lines of JSON text (JSON.stringify writes no line break). The server parses each event's data once, where one
   * JSON document of the whole batch was parsed whole and then copied out row by row.
   */
  private batchColumns(appends: StreamAppend[], lastVersions: Map<string, number>, metadata: EventMetadata): { stored: StoredEvent[]; columns: unknown[] } {
    const stored: StoredEvent[] = [];
    const data: string[] = [];
    for (const a of appends) {
      const first = lastVersions.get(a.streamId)! - a.events.length + 1;
      a.events.forEach((event, i) => {
        stored.push({
          globalPosition: 0,
          streamId: a.streamId,
          streamType: a.streamType,
          version: first + i,
          eventId: timeOrderedUuid(),
          type: event.type,
          data: event.data,
          metadata,
          transactionId: '',
          recordedAt: null as unknown as Date,
        });
        data.push(JSON.stringify(event.data));
      });
    }
    const column = <T extends string | number>(of: (event: StoredEvent) => T) => arrayParameter(stored.map(of));
    return {
      stored,
      columns: [
        column((e) => e.streamId),
        column((e) => e.streamType),
        column((e) => e.version),
        column((e) => e.eventId),
        column((e) => e.type),
        column((e) => schemaVersionOf(e.type)),
        data.join('\n'),
      ],
    };
  }

  /**
   * Projects the events an `appendMany` statement has just written, in order, a run of events of one type at a time:
   * a projection with `applyAppended` takes the run at once, the others event by event.
   */
  private async projectAppended(events: StoredEvent[], manager: EntityManager): Promise<void> {
    for (const run of runsOfOneType(events)) {
      for (const projection of this.projections) {
        if (!projection.handles.includes(run[0].type)) continue;
        if (projection.applyAppended && run.length > 1) await projection.applyAppended(new AppendedRun(run), manager);
        else for (const event of run) await projection.apply(event, manager);
      }
    }
    await this.afterProjected(events, manager);
  }

  /** Each projection that followed some of `events` finishes its work once (see InlineProjection.afterProjected). */
  private async afterProjected(events: StoredEvent[], manager: EntityManager): Promise<void> {
    for (const projection of this.projections) {
      if (projection.afterProjected && events.some((event) => projection.handles.includes(event.type))) await projection.afterProjected(manager);
    }
  }

  private async appendIn(
    manager: EntityManager,
    streamId: string,
    streamType: string,
    expected: ExpectedVersion,
    events: NewEvent[],
    metadataOverrides: Partial<EventMetadata>,
  ): Promise<AppendResult> {
    const count = events.length;
    const lastVersion = await this.reserveVersions(manager, streamId, streamType, expected, count);
    const firstVersion = lastVersion - count + 1;
    const metadata = this.metadataFor(metadataOverrides);

    const values: unknown[] = [];
    const tuples = events.map((event, i) => {
      const base = values.length;
      const schemaVersion = schemaVersionOf(event.type);
      values.push(streamId, streamType, firstVersion + i, timeOrderedUuid(), event.type, schemaVersion, JSON.stringify(event.data), JSON.stringify(metadata));
      return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}::jsonb, $${base + 8}::jsonb)`;
    });
    const rows: EventRow[] = await manager.query(
      `INSERT INTO events (stream_id, stream_type, version, event_id, type, schema_version, data, metadata)
       VALUES ${tuples.join(', ')} RETURNING ${EVENT_COLUMNS}`,
      values,
    );
    const stored = rows.map(toStoredEvent);
    for (const event of stored) await this.project(event, manager);
    await this.afterProjected(stored, manager);
    await manager.query(`SELECT pg_notify($1, '')`, [EVENTS_CHANNEL]);
    return { nextExpectedVersion: lastVersion, events: stored };
  }

  /** Moves the stream's version forward by `count` if it is where the caller expects; returns the new version. */
  private async reserveVersions(manager: EntityManager, streamId: string, streamType: string, expected: ExpectedVersion, count: number): Promise<number> {
    if (expected === 'any') {
      const rows = await manager.query(
        `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
         ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + EXCLUDED.version, updated_at = now()
         RETURNING version`,
        [streamId, streamType, count],
      );
      return rows[0].version;
    }
    const expectedNumber = expected === 'no_stream' ? 0 : expected;
    const rows =
      expectedNumber === 0
        ? await manager.query(
            `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
             ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
            [streamId, streamType, count],
          )
        : await manager.query(
            // A CTE, so the driver answers plain rows as it does for the INSERT above.
            `WITH moved AS (UPDATE streams SET version = version + $3, updated_at = now()
                            WHERE stream_id = $1 AND version = $2 RETURNING version)
             SELECT version FROM moved`,
            [streamId, expectedNumber, count],
          );
    if (rows.length === 0) {
      this.metrics.conflict();
      throw new ConcurrencyConflictError(streamId, expected);
    }
    return rows[0].version;
  }

  private metadataFor(overrides: Partial<EventMetadata>): EventMetadata {
    const context = RequestContexts.currentOrSystem();
    return {
      actorId: context.actor?.id ?? null,
      country: context.country ?? null,
      correlationId: context.correlationId,
      causationId: context.causationId ?? context.requestId,
      occurredAt: this.clock.nowIso(),
      ...overrides,
    };
  }

  async project(event: StoredEvent, manager: EntityManager): Promise<void> {
    for (const projection of this.projections) {
      if (projection.handles.includes(event.type)) await projection.apply(event, manager);
    }
  }

  async readStream(streamId: string, manager: EntityManager = this.dataSource.manager): Promise<StoredEvent[]> {
    const rows: EventRow[] = await manager.query(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY version`, [streamId]);
    return rows.map(toStoredEvent);
  }

  async streamVersion(streamId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const rows = await manager.query(`SELECT version FROM streams WHERE stream_id = $1`, [streamId]);
    return rows[0]?.version ?? 0;
  }

  /** Rebuilds every inline projection: empties their tables and replays the whole log, in one transaction. */
  async rebuildProjections(batchSize = 1000): Promise<{ events: number; projections: string[] }> {
    let replayed = 0;
    await this.dataSource.transaction(async (manager) => {
      const tables = this.projections.flatMap((p) => p.tables);
      if (tables.length) await manager.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
      const types = storedNamesOf([...new Set(this.projections.flatMap((p) => p.handles))]);
      let after = 0;
      for (;;) {
        const rows: EventRow[] = await manager.query(
          `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position > $1 AND type = ANY($2) ORDER BY global_position LIMIT $3`,
          [after, types, batchSize],
        );
        if (rows.length === 0) break;
        for (const row of rows) {
          const event = toStoredEvent(row);
          await this.project(event, manager);
          after = event.globalPosition;
          replayed++;
        }
      }
      for (const projection of this.projections) await projection.afterProjected?.(manager);
    });
    this.logger.log(`Rebuilt ${this.projections.length} projections from ${replayed} events`);
    return { events: replayed, projections: this.projections.map((p) => p.name) };
  }
}
