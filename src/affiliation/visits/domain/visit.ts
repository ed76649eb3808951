import { DomainError, ValidationFailedError } from '../../../kernel/errors/domain-error';
import { defineEvent } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { SealedPersonalData } from '../../../kernel/privacy/personal-data-vault';
import { AffiliationErrors } from '../../affiliation.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/**
 * A field visit (or meeting) planned by a seller or an extension agent: when and where, who takes part, the agenda, and
 * once held its minutes document. The planner shares it with partners, whose shared calendars and minutes show it.
 */
export const VISIT_STREAM = 'visit';
export const visitStreamId = (visitId: string) => `visit-${visitId}`;

/** What is written about a visit; sealed in the events with the planner's key (it may name people). */
export interface VisitDetails {
  title: string;
  place: string;
  participants: string[];
  agenda: string;
}

export interface MinutesDocument {
  storageKey: string;
  contentType: string;
  size: number;
}

export interface VisitPlanned {
  visitId: string;
  /** The organisation (its owner's id) or extension agent whose visit it is. */
  plannerId: string;
  /** Who planned it: the planner or one of their staff. */
  plannedBy: string;
  countryId: number;
  startsAt: string;
  endsAt: string | null;
  details: SealedPersonalData;
  at: string;
}

export interface VisitUpdated {
  visitId: string;
  startsAt: string;
  endsAt: string | null;
  details: SealedPersonalData;
  at: string;
}

export interface VisitShared {
  visitId: string;
  /** The partners it is newly shared with. */
  userIds: string[];
  at: string;
}

export interface VisitUnshared {
  visitId: string;
  userId: string;
  at: string;
}

export interface VisitMinutesAttached {
  visitId: string;
  document: MinutesDocument;
  /** The document it replaces, if any. */
  replaced: MinutesDocument | null;
  at: string;
}

export interface VisitCanceled {
  visitId: string;
  at: string;
}

// Each event type, declared once with its payload.
export const VisitPlanned = defineEvent<VisitPlanned>('VisitPlanned');
export const VisitUpdated = defineEvent<VisitUpdated>('VisitUpdated');
export const VisitShared = defineEvent<VisitShared>('VisitShared');
export const VisitUnshared = defineEvent<VisitUnshared>('VisitUnshared');
export const VisitMinutesAttached = defineEvent<VisitMinutesAttached>('VisitMinutesAttached');
export const VisitCanceled = defineEvent<VisitCanceled>('VisitCanceled', { formerNames: ['VisitCancelled'] });

/** The type names, for projections' `handles` and `switch`es. */
export const VisitEvents = {
  planned: VisitPlanned.type,
  updated: VisitUpdated.type,
  shared: VisitShared.type,
  unshared: VisitUnshared.type,
  minutesAttached: VisitMinutesAttached.type,
  canceled: VisitCanceled.type,
} as const;

export interface VisitState {
  exists: boolean;
  canceled: boolean;
  plannerId: string | null;
  sharedWith: string[];
  minutes: MinutesDocument | null;
}

export const initialVisitState: VisitState = {
  exists: false,
  canceled: false,
  plannerId: null,
  sharedWith: [],
  minutes: null,
};

type Event = StoredEvent | NewEvent;

export function evolveVisit(state: VisitState, event: Event): VisitState {
  switch (event.type) {
    case VisitEvents.planned:
      return { ...initialVisitState, exists: true, plannerId: VisitPlanned.dataOf(event).plannerId };
    case VisitEvents.shared:
      return { ...state, sharedWith: [...state.sharedWith, ...VisitShared.dataOf(event).userIds] };
    case VisitEvents.unshared:
      return { ...state, sharedWith: state.sharedWith.filter((id) => id !== VisitUnshared.dataOf(event).userId) };
    case VisitEvents.minutesAttached:
      return { ...state, minutes: VisitMinutesAttached.dataOf(event).document };
    case VisitEvents.canceled:
      return { ...state, canceled: true };
    default:
      return state;
  }
}

/** Only the planner reaches their visit; anyone else, as once canceled, finds none. */
function mustBePlannedBy(state: VisitState, organisationId: string): void {
  if (!state.exists || state.canceled || state.plannerId !== organisationId)
    throw new DomainError(AffiliationErrors.VISIT_NOT_FOUND);
}

function checkTimes(startsAt: string, endsAt: string | null): void {
  if (endsAt !== null && new Date(endsAt).getTime() < new Date(startsAt).getTime()) {
    throw new ValidationFailedError([{ field: 'endsAt', message: 'VISIT_ENDS_BEFORE_START' }]);
  }
}

export function decidePlan(state: VisitState, command: Omit<VisitPlanned, 'at'> & { now: string }): NewEvent[] {
  if (state.exists) throw new DomainError(AffiliationErrors.VISIT_ALREADY_EXISTS);
  checkTimes(command.startsAt, command.endsAt);
  const { now, ...planned } = command;
  return [VisitPlanned.create({ ...planned, at: now })];
}

export function decideUpdate(
  state: VisitState,
  command: Omit<VisitUpdated, 'at'> & { organisationId: string; now: string },
): NewEvent[] {
  mustBePlannedBy(state, command.organisationId);
  checkTimes(command.startsAt, command.endsAt);
  const { now, organisationId: _organisationId, ...updated } = command;
  return [VisitUpdated.create({ ...updated, at: now })];
}

/** Shares with the partners it is not shared with yet (the caller checked they are partners); nothing new, no event. */
export function decideShare(
  state: VisitState,
  command: { visitId: string; organisationId: string; userIds: string[]; now: string },
): NewEvent[] {
  mustBePlannedBy(state, command.organisationId);
  const added = [...new Set(command.userIds)].filter((id) => id !== state.plannerId && !state.sharedWith.includes(id));
  return added.length ? [VisitShared.create({ visitId: command.visitId, userIds: added, at: command.now })] : [];
}

export function decideUnshare(
  state: VisitState,
  command: { visitId: string; organisationId: string; userId: string; now: string },
): NewEvent[] {
  mustBePlannedBy(state, command.organisationId);
  if (!state.sharedWith.includes(command.userId)) return [];
  return [VisitUnshared.create({ visitId: command.visitId, userId: command.userId, at: command.now })];
}

export function decideAttachMinutes(
  state: VisitState,
  command: { visitId: string; organisationId: string; document: MinutesDocument; now: string },
): NewEvent[] {
  mustBePlannedBy(state, command.organisationId);
  return [
    VisitMinutesAttached.create({
      visitId: command.visitId,
      document: command.document,
      replaced: state.minutes,
      at: command.now,
    }),
  ];
}

export function decideCancel(
  state: VisitState,
  command: { visitId: string; organisationId: string; now: string },
): NewEvent[] {
  mustBePlannedBy(state, command.organisationId);
  return [VisitCanceled.create({ visitId: command.visitId, at: command.now })];
}

/** A visit's stream: planned, shared, minuted, canceled. */
export const VisitStream = defineAggregate({
  streamType: VISIT_STREAM,
  streamId: visitStreamId,
  initial: initialVisitState,
  evolve: evolveVisit,
});
