import { EntityManager } from 'typeorm';
import { executeOnStream } from '../../kernel/events/decider';
import { EventStore } from '../../kernel/events/event-store';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { evolve, initialUserState, UserState } from '../domain/user';
import { USER_STREAM, userStreamId } from '../domain/user.events';

/** Loads a user's stream, decides, appends. Lifecycle commands are safe to decide again after a conflict. */
export function onUser(store: EventStore, userId: string, decide: (state: UserState) => NewEvent[], manager?: EntityManager): Promise<StoredEvent[]> {
  return executeOnStream(store, { id: userStreamId(userId), type: USER_STREAM }, evolve, initialUserState, decide, { retries: 3, manager });
}
