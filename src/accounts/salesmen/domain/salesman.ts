import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/errors/domain-error';
import { SealedPersonalData } from '../../../kernel/privacy/personal-data-vault';
import {
  SALESMAN_STREAM,
  SalesmanDetails,
  SalesmanEvents,
  SalesmanRegistered,
  SalesmanRemoved,
  SalesmanUpdated,
  salesmanStreamId,
} from './salesman.events';
import { AccountsErrors } from '../../accounts.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/** What the domain needs to decide about a salesman; rebuilt from the stream. */
export interface SalesmanState {
  exists: boolean;
  removed: boolean;
  countryId: number | null;
}

export const initialSalesmanState: SalesmanState = { exists: false, removed: false, countryId: null };

type Event = StoredEvent | NewEvent;

export function evolveSalesman(state: SalesmanState, event: Event): SalesmanState {
  switch (event.type) {
    case SalesmanEvents.registered:
      return { exists: true, removed: false, countryId: SalesmanRegistered.dataOf(event).countryId };
    case SalesmanEvents.removed:
      return { ...state, removed: true };
    default:
      return state;
  }
}

/** A salesman is reached only in the country they belong to: anywhere else, as once removed, they do not exist. */
function mustBeReachable(state: SalesmanState, countryId: number): void {
  if (!state.exists || state.removed || state.countryId !== countryId)
    throw new DomainError(AccountsErrors.SALESMAN_NOT_FOUND);
}

export interface RegisterSalesman extends SalesmanDetails {
  salesmanId: string;
  countryId: number;
  personal: SealedPersonalData;
  now: string;
}

export function decideRegisterSalesman(state: SalesmanState, command: RegisterSalesman): NewEvent[] {
  if (state.exists) throw new DomainError(AccountsErrors.SALESMAN_ALREADY_EXISTS);
  const { now, ...rest } = command;
  return [SalesmanRegistered.create({ ...rest, at: now })];
}

export interface UpdateSalesman extends SalesmanDetails {
  salesmanId: string;
  /** The caller's working country. */
  countryId: number;
  personal: SealedPersonalData;
  now: string;
}

export function decideUpdateSalesman(state: SalesmanState, command: UpdateSalesman): NewEvent[] {
  mustBeReachable(state, command.countryId);
  const { now, countryId: _countryId, ...rest } = command;
  return [SalesmanUpdated.create({ ...rest, at: now })];
}

export function decideRemoveSalesman(
  state: SalesmanState,
  command: { salesmanId: string; countryId: number; now: string },
): NewEvent[] {
  mustBeReachable(state, command.countryId);
  return [SalesmanRemoved.create({ salesmanId: command.salesmanId, at: command.now })];
}

/** A salesman's stream. */
export const SalesmanStream = defineAggregate({
  streamType: SALESMAN_STREAM,
  streamId: salesmanStreamId,
  initial: initialSalesmanState,
  evolve: evolveSalesman,
});
