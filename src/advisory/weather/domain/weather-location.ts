import { DomainError } from '../../../kernel/errors/domain-error';
import { defineEvent } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { SealedPersonalData } from '../../../kernel/privacy/personal-data-vault';
import { AdvisoryErrors } from '../../advisory.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/**
 * A farm location a user saved to follow its weather. Where a person farms is personal data: the place is sealed in
 * the events with the owner's key, so deleting their account makes it unreadable in the log too.
 */
export const WEATHER_LOCATION_STREAM = 'weather-location';
export const weatherLocationStreamId = (locationId: string) => `weather-location-${locationId}`;

/** What is sealed. */
export interface WeatherPlace {
  name: string;
  latitude: number;
  longitude: number;
  address: string | null;
  lga: string | null;
  state: string | null;
  country: string | null;
}

export interface WeatherLocationSaved {
  locationId: string;
  ownerId: string;
  place: SealedPersonalData;
  at: string;
}

export interface WeatherLocationDeleted {
  locationId: string;
  ownerId: string;
  at: string;
}

export const WeatherLocationSaved = defineEvent<WeatherLocationSaved>('WeatherLocationSaved');
export const WeatherLocationDeleted = defineEvent<WeatherLocationDeleted>('WeatherLocationDeleted');

export const WeatherLocationEvents = {
  saved: WeatherLocationSaved.type,
  deleted: WeatherLocationDeleted.type,
} as const;

export interface WeatherLocationState {
  exists: boolean;
  deleted: boolean;
  ownerId: string | null;
}

export const initialWeatherLocationState: WeatherLocationState = { exists: false, deleted: false, ownerId: null };

type Event = StoredEvent | NewEvent;

export function evolveWeatherLocation(state: WeatherLocationState, event: Event): WeatherLocationState {
  if (WeatherLocationSaved.is(event))
    return { exists: true, deleted: false, ownerId: WeatherLocationSaved.dataOf(event).ownerId };
  if (WeatherLocationDeleted.is(event)) return { ...state, deleted: true };
  return state;
}

export function decideSave(
  state: WeatherLocationState,
  command: { locationId: string; ownerId: string; place: SealedPersonalData; now: string },
): NewEvent[] {
  if (state.exists) throw new DomainError(AdvisoryErrors.WEATHER_LOCATION_ALREADY_EXISTS);
  return [
    WeatherLocationSaved.create({
      locationId: command.locationId,
      ownerId: command.ownerId,
      place: command.place,
      at: command.now,
    }),
  ];
}

/** Only the owner deletes their location; anyone else, as once deleted, finds none. */
export function decideDelete(
  state: WeatherLocationState,
  command: { locationId: string; ownerId: string; now: string },
): NewEvent[] {
  if (!state.exists || state.deleted || state.ownerId !== command.ownerId)
    throw new DomainError(AdvisoryErrors.WEATHER_LOCATION_NOT_FOUND);
  return [WeatherLocationDeleted.create({ locationId: command.locationId, ownerId: command.ownerId, at: command.now })];
}

export const WeatherLocationStream = defineAggregate({
  streamType: WEATHER_LOCATION_STREAM,
  streamId: weatherLocationStreamId,
  initial: initialWeatherLocationState,
  evolve: evolveWeatherLocation,
});
