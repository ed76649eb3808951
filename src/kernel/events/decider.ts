import type { DataSource, EntityManager } from 'typeorm';
import type { EventStore } from './event-store';
import { NewEvent, StoredEvent } from './event.types';

export interface StreamState<S> {
  state: S;
  version: number;
}

/** Folds a stream into its state with the module's pure `evolve`. */
export async function loadState<S>(
  store: EventStore,
  streamId: string,
  evolve: (state: S, event: StoredEvent) => S,
  initial: S,
  manager?: EntityManager,
): Promise<StreamState<S>> {
  const events = await store.readStream(streamId, manager);
  return { state: events.reduce(evolve, initial), version: events.length ? events[events.length - 1].version : 0 };
}

/**
 * Load, decide, append with the expected version. When `retries` > 0 and another writer got there first,
 * the command is decided again on the fresh state: only for commands whose decision stays valid (idempotent).
 */
export function executeOnStream<S>(
  store: EventStore,
  stream: { id: string; type: string },
  evolve: (state: S, event: StoredEvent) => S,
  initial: S,
  decide: (state: S) => NewEvent[],
  options: { retries?: number; manager?: EntityManager } = {},
): Promise<StoredEvent[]> {
  return decideOnLoaded(
    store,
    stream,
    (manager) => loadState(store, stream.id, evolve, initial, manager),
    decide,
    options,
  );
}

/**
 * The same load, decide, append, on a state the caller loads itself with the stream's version: a read-model row
 * read under the transaction (and its locks) rather than a fold of the stream. With `dataSource`, every attempt runs
 * in a transaction of its own, since a conflict ends the transaction it happened in.
 */
export async function decideOnLoaded<S>(
  store: EventStore,
  stream: { id: string; type: string },
  load: (manager: EntityManager | undefined) => Promise<StreamState<S>>,
  decide: (state: S) => NewEvent[],
  options: { retries?: number; manager?: EntityManager; dataSource?: DataSource } = {},
): Promise<StoredEvent[]> {
  const attempt = async (manager: EntityManager | undefined) => {
    const { state, version } = await load(manager);
    const events = decide(state);
    if (events.length === 0) return [];
    return (await store.append(stream.id, stream.type, version, events, { manager })).events;
  };
  for (let tried = 0; ; tried++) {
    try {
      return await (options.dataSource ? options.dataSource.transaction(attempt) : attempt(options.manager));
    } catch (error) {
      const conflict = (error as { code?: string }).code === 'CONCURRENCY_CONFLICT';
      if (!conflict || tried >= (options.retries ?? 0)) throw error;
    }
  }
}

/** An aggregate declared once, in its module's domain: its stream's type and id, its initial state and its evolve. */
export interface Aggregate<S, Id> {
  readonly streamType: string;
  streamId(id: Id): string;
  /** The state folded from the stream, with the stream's version. */
  load(store: EventStore, id: Id, manager?: EntityManager): Promise<StreamState<S>>;
  /** Load, decide, append with the expected version (see executeOnStream for `retries`). */
  execute(
    store: EventStore,
    id: Id,
    decide: (state: S) => NewEvent[],
    manager?: EntityManager,
    options?: { retries?: number },
  ): Promise<StoredEvent[]>;
}

export function defineAggregate<S, Id = string>(definition: {
  streamType: string;
  streamId: (id: Id) => string;
  initial: S;
  evolve: (state: S, event: StoredEvent) => S;
  /** Every command on it stays valid when decided again after a conflict: each is retried this many times. */
  retries?: number;
}): Aggregate<S, Id> {
  const { streamType, streamId, initial, evolve } = definition;
  return {
    streamType,
    streamId,
    load: (store, id, manager) => loadState(store, streamId(id), evolve, initial, manager),
    execute: (store, id, decide, manager, options) =>
      executeOnStream(store, { id: streamId(id), type: streamType }, evolve, initial, decide, {
        manager,
        retries: options?.retries ?? definition.retries,
      }),
  };
}
