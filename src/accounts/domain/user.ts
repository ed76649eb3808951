import { DomainError } from '../../kernel/http/domain-error';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { SealedPersonalData } from '../../kernel/privacy/personal-data-vault';
import { UserEvents, UserRegistered, UserSignedIn, UserStatus } from './user.events';

/** What the domain needs to know about a user to decide; rebuilt from the stream. */
export interface UserState {
  exists: boolean;
  status: UserStatus | null;
  roles: string[];
  termsAccepted: boolean;
}

export const initialUserState: UserState = { exists: false, status: null, roles: [], termsAccepted: false };

export function evolve(state: UserState, event: StoredEvent | NewEvent): UserState {
  switch (event.type) {
    case UserEvents.registered: {
      const data = event.data as unknown as UserRegistered;
      return { exists: true, status: data.status, roles: data.roles, termsAccepted: data.termsAccepted };
    }
    default:
      return state;
  }
}

export interface RegisterUser {
  userId: string;
  roles: string[];
  countryId: number;
  status: UserStatus;
  termsAccepted: boolean;
  personal: SealedPersonalData;
  now: string;
}

export function decideRegister(state: UserState, command: RegisterUser): NewEvent[] {
  if (state.exists) throw new DomainError('USER_ALREADY_EXISTS', 409);
  const data: UserRegistered = {
    userId: command.userId,
    roles: command.roles,
    countryId: command.countryId,
    status: command.status,
    termsAccepted: command.termsAccepted,
    personal: command.personal,
    registeredAt: command.now,
  };
  return [{ type: UserEvents.registered, data: data as unknown as Record<string, unknown> }];
}

/** Signing in is allowed only to an active account whose holder accepted the terms. */
export function decideSignIn(state: UserState, userId: string, now: string): NewEvent[] {
  if (!state.exists || state.status === 'DELETED' || state.status === 'DEACTIVATED') throw new DomainError('INVALID_CREDENTIALS', 401);
  if (state.status === 'WAITING_CONFIRMATION' || state.status === 'WAITING_APPROVAL') throw new DomainError('ACCOUNT_NOT_ACTIVATED', 449);
  if (!state.termsAccepted) throw new DomainError('TERMS_NOT_ACCEPTED', 417);
  const data: UserSignedIn = { userId, at: now };
  return [{ type: UserEvents.signedIn, data: data as unknown as Record<string, unknown> }];
}
