import { DataSource, EntityManager } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { NewEvent } from '../../kernel/events/event.types';
import { translate } from '../../kernel/i18n/translator';
import { MutationResult, mutation } from '../../kernel/http/envelopes';
import { AUTHORIZATION_COUNTRY_STREAM, authorizationCountryStreamId } from '../domain/authorization.events';
import { requestLanguage } from '../queries/authorization-views';

const RETRIES = 2;

/**
 * Appends the events `decide` returns to the country's settings stream, expecting the version read before the
 * current row (so a concurrent change raises CONCURRENCY_CONFLICT instead of being lost). The settings commands
 * set a flag to a value, so deciding again after a conflict is safe: they are retried a couple of times.
 */
export async function onCountrySettings(
  dataSource: DataSource,
  store: EventStore,
  countryId: number,
  decide: (manager: EntityManager) => Promise<NewEvent[]>,
): Promise<number> {
  const streamId = authorizationCountryStreamId(countryId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await dataSource.transaction(async (manager) => {
        const version = await store.streamVersion(streamId, manager);
        const events = await decide(manager);
        if (events.length) await store.append(streamId, AUTHORIZATION_COUNTRY_STREAM, version, events, { manager });
        return events.length;
      });
    } catch (error) {
      if ((error as { code?: string }).code !== 'CONCURRENCY_CONFLICT' || attempt >= RETRIES) throw error;
    }
  }
}

/** The `{ success, message, data }` answer, the message in the caller's language. */
export const answer = <T>(key: string, params: Record<string, string | number>, data: T): MutationResult<T> =>
  mutation(translate(key, requestLanguage(), params), data);
