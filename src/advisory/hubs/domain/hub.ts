import { DomainError } from '../../../kernel/errors/domain-error';
import { defineEvent } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { AdvisoryErrors } from '../../advisory.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/** A farm-fortune hub: a place where farmers meet advisers and buy inputs. Administrators open, edit, close and reopen them. */
export const HUB_STREAM = 'farm-fortune-hub';
export const hubStreamId = (id: number) => `farm-fortune-hub-${id}`;

export interface HubDetails {
  countryId: number;
  stateId: number;
  cityId: number | null;
  name: string;
  address: string;
  phone: string | null;
  latitude: number;
  longitude: number;
}

export interface FarmFortuneHubOpened extends HubDetails {
  hubId: number;
  at: string;
}

export interface FarmFortuneHubEdited extends HubDetails {
  hubId: number;
  at: string;
}

export interface FarmFortuneHubStatusSet {
  hubId: number;
  open: boolean;
  at: string;
}

export const FarmFortuneHubOpened = defineEvent<FarmFortuneHubOpened>('FarmFortuneHubOpened');
export const FarmFortuneHubEdited = defineEvent<FarmFortuneHubEdited>('FarmFortuneHubEdited');
export const FarmFortuneHubStatusSet = defineEvent<FarmFortuneHubStatusSet>('FarmFortuneHubStatusSet');

export const HubEvents = {
  opened: FarmFortuneHubOpened.type,
  edited: FarmFortuneHubEdited.type,
  statusSet: FarmFortuneHubStatusSet.type,
} as const;

export interface HubState {
  exists: boolean;
  open: boolean;
  details: HubDetails | null;
}

export const initialHubState: HubState = { exists: false, open: false, details: null };

const detailsOf = ({
  countryId,
  stateId,
  cityId,
  name,
  address,
  phone,
  latitude,
  longitude,
}: HubDetails): HubDetails => ({
  countryId,
  stateId,
  cityId,
  name,
  address,
  phone,
  latitude,
  longitude,
});

export function evolveHub(state: HubState, event: StoredEvent | NewEvent): HubState {
  switch (event.type) {
    case HubEvents.opened:
      return { exists: true, open: true, details: detailsOf(FarmFortuneHubOpened.dataOf(event)) };
    case HubEvents.edited:
      return { ...state, details: detailsOf(FarmFortuneHubEdited.dataOf(event)) };
    case HubEvents.statusSet:
      return { ...state, open: FarmFortuneHubStatusSet.dataOf(event).open };
    default:
      return state;
  }
}

export function decideOpenHub(state: HubState, command: HubDetails & { hubId: number; now: string }): NewEvent[] {
  if (state.exists) throw new DomainError(AdvisoryErrors.HUB_NAME_TAKEN);
  return [FarmFortuneHubOpened.create({ hubId: command.hubId, ...detailsOf(command), at: command.now })];
}

/** The same details again change nothing. A closed hub can still be corrected. */
export function decideEditHub(state: HubState, command: HubDetails & { hubId: number; now: string }): NewEvent[] {
  if (!state.exists) throw new DomainError(AdvisoryErrors.HUB_NOT_FOUND);
  const details = detailsOf(command);
  if (JSON.stringify(details) === JSON.stringify(state.details)) return [];
  return [FarmFortuneHubEdited.create({ hubId: command.hubId, ...details, at: command.now })];
}

/** Closing a closed hub (or reopening an open one) changes nothing. */
export function decideSetHubStatus(
  state: HubState,
  command: { hubId: number; open: boolean; now: string },
): NewEvent[] {
  if (!state.exists) throw new DomainError(AdvisoryErrors.HUB_NOT_FOUND);
  if (state.open === command.open) return [];
  return [FarmFortuneHubStatusSet.create({ hubId: command.hubId, open: command.open, at: command.now })];
}

export const HubStream = defineAggregate({
  streamType: HUB_STREAM,
  streamId: hubStreamId,
  initial: initialHubState,
  evolve: evolveHub,
});
