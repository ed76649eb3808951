import type { EntityManager } from 'typeorm';
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
export async function executeOnStream<S>(
  store: EventStore,
  stream: { id: string; type: string },
  evolve: (state: S, event: StoredEvent) => S,
  initial: S,
  decide: (state: S) => NewEvent[],
  options: { retries?: number; manager?: EntityManager } = {},
): Promise<StoredEvent[]> {
  for (let attempt = 0; ; attempt++) {
    const { state, version } = await loadState(store, stream.id, evolve, initial, options.manager);
    const events = decide(state);
    if (events.length === 0) return [];
    try {
      const result = await store.append(stream.id, stream.type, version, events, { manager: options.manager });
      return result.events;
    } catch (error) {
      const conflict = (error as { code?: string }).code === 'CONCURRENCY_CONFLICT';
      if (!conflict || attempt >= (options.retries ?? 0)) throw error;
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
