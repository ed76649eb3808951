import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { arrayParameter } from '../database/array-parameter';
import { isDuplicateKey } from '../database/expecting-new-rows';
import { timeOrderedUuid } from '../ids/time-ordered-uuid';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../clock/clock';
import { RequestContexts } from '../context/request-context';
import { ConcurrencyConflictError } from '../errors/domain-error';
import { schemaVersionOf, storedNamesOf, undeclaredEventTypes } from './event-registry';
import { runsOfOneType } from './event-runs';
import {
  EVENT_COLUMNS,
  EventMetadata,
  EventRow,
  ExpectedVersion,
  NewEvent,
  StoredEvent,
  toStoredEvent,
} from './event.types';
import { CacheVersionMoves } from './cache-versions';
import { AppendedRun, InlineProjection, moveCacheVersions, Projection } from './projection';
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
 * A stream created by a batched append (`appendMany`) has no `streams` row until its next append: its first event's
 * unique key (stream id, version 1) is what refuses a second creation, and its version is read from the log until then.
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

  async append(
    streamId: string,
    streamType: string,
    expected: ExpectedVersion,
    events: NewEvent[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const work = (manager: EntityManager) =>
      this.appendIn(manager, streamId, streamType, expected, events, options.metadata ?? {});
    const result = options.manager ? await work(options.manager) : await this.dataSource.transaction(work);
    this.metrics.appended(events.length);
    return result;
  }

  /**
   * Appends to many streams in one transaction, as `append` does for one: each stream's expected version is checked,
   * every event is written in one INSERT and the inline projections follow, a batch of events of one type at a time
   * (`applyAppended` when the projection has it). Any stale version writes nothing at all. New streams get no `streams`
   * row (a bulk import's hundreds of thousands of rows, and their index entries): the INSERT of the events refuses a
   * stream that is there already, by the unique key of its first event.
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

  private async appendManyIn(
    manager: EntityManager,
    appends: StreamAppend[],
    metadataOverrides: Partial<EventMetadata>,
  ): Promise<StoredEvent[]> {
    const lastVersions = new Map<string, number>();
    if (new Set(appends.map((a) => a.streamId)).size !== appends.length)
      throw new Error('appendMany takes each stream once');
    for (const a of appends)
      if (a.expected === 'no_stream' || a.expected === 0) lastVersions.set(a.streamId, a.events.length);
    for (const a of appends) {
      if (!lastVersions.has(a.streamId))
        lastVersions.set(
          a.streamId,
          await this.reserveVersions(manager, a.streamId, a.streamType, a.expected, a.events.length),
        );
    }
    const metadata = this.metadataFor(metadataOverrides);
    // The batch's columns as lists (the server splits them), each event's data as one line of JSON text (parsed once,
    // by the row's own cast); only what the database makes comes back.
    const { stored, columns } = this.batchColumns(appends, lastVersions, metadata);
    // The rows are inserted in the lists' order, so their positions (each taken from the sequence as its row is
    // inserted) rise in that order, with gaps where another transaction took numbers meanwhile: they come back as runs
    // of consecutive numbers, with the first and last rows' event ids to check the order against. Every row of one
    // statement has the transaction's id and time (the columns' defaults): read once.
    const inserted: Promise<
      {
        run_starts: string[];
        run_lengths: number[];
        first_event: string;
        last_event: string;
        transaction_id: string;
        recorded_at: Date;
      }[]
    > = manager.query(
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
    const [made] = await this.inserting(inserted, appends);
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
   * The stored events of a batch (positions to come, carrying `metadata`) and the INSERT's seven parameters: stream
   * ids, stream types, versions, event ids, types and schema versions as lists (arrayParameter), and the events' data
   * as lines of JSON text (JSON.stringify writes no line break), in a Buffer: megabytes that a string would have held in
   * the heap's old generation until the statement ends, hastening its collections. The server parses each event's data
   * once, where one JSON document of the whole batch was parsed whole and then copied out row by row.
   */
  private batchColumns(
    appends: StreamAppend[],
    lastVersions: Map<string, number>,
    metadata: EventMetadata,
  ): { stored: StoredEvent[]; columns: unknown[] } {
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
        linesOfText(data),
      ],
    };
  }

  /**
   * Projects the events an `appendMany` statement has just written, in order, a run of events of one type at a time:
   * a projection with `applyAppended` takes the run at once, the others event by event.
   */
  private async projectAppended(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const moves = new CacheVersionMoves();
    for (const run of runsOfOneType(events)) {
      for (const projection of this.projections) {
        if (!projection.handles.includes(run[0].type)) continue;
        if (projection.applyAppended && run.length > 1) {
          await moves.before(projection, run, manager);
          await projection.applyAppended(new AppendedRun(run), manager);
        } else for (const event of run) await this.applyTo(projection, event, manager, moves);
      }
    }
    await moves.move(manager);
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
      values.push(
        streamId,
        streamType,
        firstVersion + i,
        timeOrderedUuid(),
        event.type,
        schemaVersion,
        JSON.stringify(event.data),
        JSON.stringify(metadata),
      );
      return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}::jsonb, $${base + 8}::jsonb)`;
    });
    const rows: EventRow[] = await this.inserting(
      manager.query(
        `INSERT INTO events (stream_id, stream_type, version, event_id, type, schema_version, data, metadata)
         VALUES ${tuples.join(', ')} RETURNING ${EVENT_COLUMNS}`,
        values,
      ),
      [{ streamId, expected }],
    );
    const stored = rows.map(toStoredEvent);
    const moves = new CacheVersionMoves();
    for (const event of stored) await this.project(event, manager, moves);
    await moves.move(manager);
    await manager.query(`SELECT pg_notify($1, '')`, [EVENTS_CHANNEL]);
    return { nextExpectedVersion: lastVersion, events: stored };
  }

  /**
   * The INSERT of a batch's events; a stream that is there already (a new stream's first event taken by another
   * writer, or by an earlier batch whose stream has no `streams` row) is the caller's concurrency conflict.
   */
  private async inserting<T>(insert: Promise<T>, appends: Pick<StreamAppend, 'streamId' | 'expected'>[]): Promise<T> {
    try {
      return await insert;
    } catch (error) {
      if (!isDuplicateKey(error) || (error as { constraint?: string }).constraint !== 'events_stream_version')
        throw error;
      // The detail names the key: "Key (stream_id, version)=(farmer-..., 1) already exists."
      const streamId = /^Key \(stream_id, version\)=\((.*), \d+\) already exists\.$/.exec(
        (error as { detail?: string }).detail ?? '',
      )?.[1];
      const taken = appends.find((a) => a.streamId === streamId) ?? appends[0];
      throw this.conflict(taken.streamId, taken.expected);
    }
  }

  /** Moves the stream's version forward by `count` if it is where the caller expects; returns the new version. */
  private async reserveVersions(
    manager: EntityManager,
    streamId: string,
    streamType: string,
    expected: ExpectedVersion,
    count: number,
  ): Promise<number> {
    if (expected === 'any') {
      // A stream created by a batched append has no row yet: it starts from its last version in the log.
      const rows = await manager.query(
        `INSERT INTO streams (stream_id, stream_type, version)
         VALUES ($1, $2, $3 + COALESCE((SELECT max(version) FROM events WHERE stream_id = $1), 0))
         ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + $3, updated_at = now()
         RETURNING version`,
        [streamId, streamType, count],
      );
      return rows[0].version;
    }
    const expectedNumber = expected === 'no_stream' ? 0 : expected;
    if (expectedNumber === 0) {
      // A stream the log holds without a row (a batched append's) makes the INSERT of the events fail: a conflict too.
      const rows = await manager.query(
        `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
         ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
        [streamId, streamType, count],
      );
      if (rows.length === 0) throw this.conflict(streamId, expected);
      return rows[0].version;
    }
    const move = async (): Promise<number | undefined> => {
      // A CTE, so the driver answers plain rows as it does for an INSERT.
      const rows: { version: number }[] = await manager.query(
        `WITH moved AS (UPDATE streams SET version = version + $3, updated_at = now()
                        WHERE stream_id = $1 AND version = $2 RETURNING version)
         SELECT version FROM moved`,
        [streamId, expectedNumber, count],
      );
      return rows[0]?.version;
    };
    const moved =
      (await move()) ?? ((await this.writeStreamRow(manager, streamId, streamType)) ? await move() : undefined);
    if (moved === undefined) throw this.conflict(streamId, expected);
    return moved;
  }

  /**
   * Writes the `streams` row of a stream a batched append created, at its last version in the log; answers whether it
   * did (not when the row is there, or the log has no such stream). A writer doing the same meanwhile is waited for.
   */
  private async writeStreamRow(manager: EntityManager, streamId: string, streamType: string): Promise<boolean> {
    const written: unknown[] = await manager.query(
      `INSERT INTO streams (stream_id, stream_type, version)
       SELECT $1, $2, max(version) FROM events WHERE stream_id = $1 HAVING count(*) > 0
       ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
      [streamId, streamType],
    );
    return written.length > 0;
  }

  private conflict(streamId: string, expected: ExpectedVersion): ConcurrencyConflictError {
    this.metrics.conflict();
    return new ConcurrencyConflictError(streamId, expected);
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

  /** Applies `event` to the projections that follow it, noting in `moves` the cache versions they move. */
  private async project(event: StoredEvent, manager: EntityManager, moves: CacheVersionMoves): Promise<void> {
    for (const projection of this.projections) {
      if (projection.handles.includes(event.type)) await this.applyTo(projection, event, manager, moves);
    }
  }

  private async applyTo(
    projection: InlineProjection,
    event: StoredEvent,
    manager: EntityManager,
    moves: CacheVersionMoves,
  ): Promise<void> {
    await moves.before(projection, [event], manager);
    await projection.apply(event, manager);
  }

  async readStream(streamId: string, manager: EntityManager = this.dataSource.manager): Promise<StoredEvent[]> {
    const rows: EventRow[] = await manager.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY version`,
      [streamId],
    );
    return rows.map(toStoredEvent);
  }

  /** The stream's version: its `streams` row's, else (a stream a batched append created) its last event's; 0 for none. */
  async streamVersion(streamId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row]: { version: number }[] = await manager.query(
      `SELECT COALESCE((SELECT version FROM streams WHERE stream_id = $1), (SELECT max(version) FROM events WHERE stream_id = $1), 0) AS version`,
      [streamId],
    );
    return row.version;
  }

  /** Rebuilds every inline projection: empties their tables and replays the whole log, in one transaction. */
  async rebuildProjections(batchSize = 1000): Promise<{ events: number; projections: string[] }> {
    let replayed = 0;
    await this.dataSource.transaction(async (manager) => {
      const tables = this.projections.flatMap((p) => p.tables);
      if (tables.length)
        await manager.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
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
          for (const projection of this.projections)
            if (projection.handles.includes(event.type)) await projection.apply(event, manager);
          after = event.globalPosition;
          replayed++;
        }
      }
      await moveCacheVersions(this.projections, manager);
    });
    this.logger.log(`Rebuilt ${this.projections.length} projections from ${replayed} events`);
    return { events: replayed, projections: this.projections.map((p) => p.name) };
  }
}

/** Lines of text as one parameter: UTF-8 bytes, off the JavaScript heap (the driver sends a Buffer as it is). */
function linesOfText(lines: string[]): Buffer {
  const sizes = lines.map((line) => Buffer.byteLength(line));
  const bytes = Buffer.allocUnsafe(sizes.reduce((sum, size) => sum + size, 0) + Math.max(0, lines.length - 1));
  let at = 0;
  lines.forEach((line, i) => {
    if (i > 0) bytes[at++] = 0x0a;
    at += bytes.write(line, at, sizes[i]);
  });
  return bytes;
}
