import { DataSource, EntityManager } from 'typeorm';
import { decideOnLoaded } from '../../kernel/events/decider';
import { EventStore } from '../../kernel/events/event-store';
import { NewEvent } from '../../kernel/events/event.types';
import { translate } from '../../kernel/i18n/translator';
import { MutationResult, mutation } from '../../kernel/http/envelopes';
import { AUTHORIZATION_COUNTRY_STREAM, authorizationCountryStreamId } from '../domain/authorization.events';
import { requestLanguage } from '../queries/authorization-views';

const RETRIES = 2;

/**
 * Decides on the current settings row `read` answers and appends to the country's settings stream, expecting the
 * version read before that row (so a concurrent change raises CONCURRENCY_CONFLICT instead of being lost). The
 * settings commands set a flag to a value, so deciding again after a conflict is safe: they are retried a couple
 * of times, each in a transaction of its own.
 */
export async function onCountrySettings<S>(
  dataSource: DataSource,
  store: EventStore,
  countryId: number,
  read: (manager: EntityManager) => Promise<S>,
  decide: (current: S) => NewEvent[],
): Promise<number> {
  const streamId = authorizationCountryStreamId(countryId);
  const load = async (manager = dataSource.manager) => ({
    version: await store.streamVersion(streamId, manager),
    state: await read(manager),
  });
  const events = await decideOnLoaded(store, { id: streamId, type: AUTHORIZATION_COUNTRY_STREAM }, load, decide, {
    dataSource,
    retries: RETRIES,
  });
  return events.length;
}

/** The `{ success, message, data }` answer, the message in the caller's language. */
export const answer = <T>(key: string, params: Record<string, string | number>, data: T): MutationResult<T> =>
  mutation(translate(key, requestLanguage(), params), data);
