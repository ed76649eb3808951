import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/http/domain-error';
import { SealedPersonalData } from '../../../kernel/privacy/personal-data-vault';

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

export const VisitEvents = {
  planned: 'VisitPlanned',
  updated: 'VisitUpdated',
  shared: 'VisitShared',
  unshared: 'VisitUnshared',
  minutesAttached: 'VisitMinutesAttached',
  cancelled: 'VisitCancelled',
} as const;

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

export interface VisitCancelled {
  visitId: string;
  at: string;
}

export interface VisitState {
  exists: boolean;
  cancelled: boolean;
  plannerId: string | null;
  sharedWith: string[];
  minutes: MinutesDocument | null;
}

export const initialVisitState: VisitState = { exists: false, cancelled: false, plannerId: null, sharedWith: [], minutes: null };

type Event = StoredEvent | NewEvent;
const data = <T>(event: Event) => event.data as unknown as T;

export function evolveVisit(state: VisitState, event: Event): VisitState {
  switch (event.type) {
    case VisitEvents.planned:
      return { ...initialVisitState, exists: true, plannerId: data<VisitPlanned>(event).plannerId };
    case VisitEvents.shared:
      return { ...state, sharedWith: [...state.sharedWith, ...data<VisitShared>(event).userIds] };
    case VisitEvents.unshared:
      return { ...state, sharedWith: state.sharedWith.filter((id) => id !== data<VisitUnshared>(event).userId) };
    case VisitEvents.minutesAttached:
      return { ...state, minutes: data<VisitMinutesAttached>(event).document };
    case VisitEvents.cancelled:
      return { ...state, cancelled: true };
    default:
      return state;
  }
}

const event = <T extends object>(type: string, payload: T): NewEvent => ({ type, data: payload as unknown as Record<string, unknown> });

/** Only the planner reaches their visit; anyone else, as once cancelled, finds none. */
function mustBePlannedBy(state: VisitState, organisationId: string): void {
  if (!state.exists || state.cancelled || state.plannerId !== organisationId) throw new DomainError('VISIT_NOT_FOUND', 404);
}

function checkTimes(startsAt: string, endsAt: string | null): void {
  if (endsAt !== null && new Date(endsAt).getTime() < new Date(startsAt).getTime()) {
    throw new DomainError('VALIDATION_FAILED', 400, {}, [{ field: 'endsAt', message: 'VISIT_ENDS_BEFORE_START' }]);
  }
}

export function decidePlan(state: VisitState, command: Omit<VisitPlanned, 'at'> & { now: string }): NewEvent[] {
  if (state.exists) throw new DomainError('VISIT_ALREADY_EXISTS', 409);
  checkTimes(command.startsAt, command.endsAt);
  const { now, ...planned } = command;
  return [event<VisitPlanned>(VisitEvents.planned, { ...planned, at: now })];
}

export function decideUpdate(state: VisitState, command: Omit<VisitUpdated, 'at'> & { organisationId: string; now: string }): NewEvent[] {
  mustBePlannedBy(state, command.organisationId);
  checkTimes(command.startsAt, command.endsAt);
  const { now, organisationId: _organisationId, ...updated } = command;
  return [event<VisitUpdated>(VisitEvents.updated, { ...updated, at: now })];
}

/** Shares with the partners it is not shared with yet (the caller checked they are partners); nothing new, no event. */
export function decideShare(state: VisitState, command: { visitId: string; organisationId: string; userIds: string[]; now: string }): NewEvent[] {
  mustBePlannedBy(state, command.organisationId);
  const added = [...new Set(command.userIds)].filter((id) => id !== state.plannerId && !state.sharedWith.includes(id));
  return added.length ? [event<VisitShared>(VisitEvents.shared, { visitId: command.visitId, userIds: added, at: command.now })] : [];
}

export function decideUnshare(state: VisitState, command: { visitId: string; organisationId: string; userId: string; now: string }): NewEvent[] {
  mustBePlannedBy(state, command.organisationId);
  if (!state.sharedWith.includes(command.userId)) return [];
  return [event<VisitUnshared>(VisitEvents.unshared, { visitId: command.visitId, userId: command.userId, at: command.now })];
}

export function decideAttachMinutes(state: VisitState, command: { visitId: string; organisationId: string; document: MinutesDocument; now: string }): NewEvent[] {
  mustBePlannedBy(state, command.organisationId);
  return [event<VisitMinutesAttached>(VisitEvents.minutesAttached, { visitId: command.visitId, document: command.document, replaced: state.minutes, at: command.now })];
}

export function decideCancel(state: VisitState, command: { visitId: string; organisationId: string; now: string }): NewEvent[] {
  mustBePlannedBy(state, command.organisationId);
  return [event<VisitCancelled>(VisitEvents.cancelled, { visitId: command.visitId, at: command.now })];
}
