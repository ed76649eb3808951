import { upcast } from './event-registry';

/** What every event carries besides its data. */
export interface EventMetadata {
  /** The user who caused the event, or null for the system. */
  actorId: string | null;
  /** The country the request was made for (a country name), or null. */
  country: string | null;
  correlationId: string;
  /** The event or request that caused this one. */
  causationId: string | null;
  /** ISO timestamp of when the fact happened (given by the command, not the database). */
  occurredAt: string;
}

export interface NewEvent<T = Record<string, unknown>> {
  type: string;
  data: T;
}

export interface StoredEvent<T = any> {
  globalPosition: number;
  /** The PostgreSQL transaction that wrote the event; together with globalPosition it gives commit-safe order. */
  transactionId: string;
  streamId: string;
  streamType: string;
  version: number;
  eventId: string;
  type: string;
  data: T;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** A number (0 = the stream must not exist yet), 'no_stream', or 'any' for appends that never conflict. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface EventRow {
  /** The payload's schema version when it was written (1 for events older than versions). */
  schema_version: number;
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  version: number;
  event_id: string;
  type: string;
  data: any;
  metadata: EventMetadata;
  /** Milliseconds since the epoch (see EVENT_COLUMNS). */
  recorded_at: number;
}

/** A row of the log in today's shape: renamed types under their new name, older payloads upcast. */
export function toStoredEvent(row: EventRow): StoredEvent {
  const { type, data } = upcast(row.type, row.schema_version ?? 1, row.data);
  return {
    globalPosition: Number(row.global_position),
    transactionId: String(row.transaction_id),
    streamId: row.stream_id,
    streamType: row.stream_type,
    version: row.version,
    eventId: row.event_id,
    type,
    data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_at),
  };
}

/**
 * A row of the log as it is read. Its time comes as milliseconds since the epoch, a number the driver reads at once,
 * rather than as text for the driver's date parser (three seconds of a replay of two million events).
 */
export const EVENT_COLUMNS =
  'global_position, transaction_id::text AS transaction_id, stream_id, stream_type, version, event_id, type, schema_version, ' +
  'data, metadata, (extract(epoch FROM recorded_at) * 1000)::float8 AS recorded_at';
