import { EntityManager } from 'typeorm';
import { EventStore } from './event-store';
import { NewEvent, StoredEvent } from './event.types';

export interface StreamState<S> {
  state: S;
  version: number;
}

/** Folds a stream into its state with the module's pure `evolve`. */
export async function loadState<S>(store: EventStore, streamId: string, evolve: (state: S, event: StoredEvent) => S, initial: S, manager?: EntityManager): Promise<StreamState<S>> {
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
