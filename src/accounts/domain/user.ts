import { ROLE_SUPER_ADMIN } from '../../kernel/auth/platform-roles';
import { DomainError } from '../../kernel/errors/domain-error';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { SealedPersonalData } from '../../kernel/privacy/personal-data-vault';
import {
  ApprovalStatus,
  EmailNotificationsChanged,
  UserAcceptedTerms,
  UserActivated,
  UserApprovalDecided,
  UserDeactivated,
  UserDeleted,
  UserEvents,
  UserPasswordChanged,
  UserProfileEdited,
  UserReactivated,
  UserRegistered,
  UserSignedIn,
  UserStatus,
  USER_STREAM,
  userStreamId,
} from './user.events';
import { AccountsErrors } from '../accounts.errors';
import { TERMS_VERSION } from './terms';
import { defineAggregate } from '../../kernel/events/decider';

/** What the domain needs to know about a user to decide; rebuilt from the stream. */
export interface UserState {
  exists: boolean;
  status: UserStatus | null;
  approvalStatus: ApprovalStatus | null;
  roles: string[];
  /** The newest version of the terms the holder accepted; 0 for none. */
  termsVersion: number;
}

export const initialUserState: UserState = {
  exists: false,
  status: null,
  approvalStatus: null,
  roles: [],
  termsVersion: 0,
};

type Event = StoredEvent | NewEvent;
export function evolve(state: UserState, event: Event): UserState {
  switch (event.type) {
    case UserEvents.registered: {
      const d = UserRegistered.dataOf(event);
      return {
        exists: true,
        status: d.status,
        approvalStatus: d.approvalStatus,
        roles: d.roles,
        termsVersion: d.termsAccepted ? (d.termsVersion ?? 1) : 0,
      };
    }
    case UserEvents.activated:
    case UserEvents.reactivated:
      return { ...state, status: 'ACTIVE' };
    case UserEvents.approvalDecided: {
      const approvalStatus = UserApprovalDecided.dataOf(event).approvalStatus;
      return { ...state, approvalStatus, status: approvalStatus === 'APPROVED' ? 'ACTIVE' : 'WAITING_APPROVAL' };
    }
    case UserEvents.deactivated:
      return { ...state, status: 'DEACTIVATED' };
    case UserEvents.deleted:
      return { ...state, status: 'DELETED' };
    case UserEvents.termsAccepted:
      return { ...state, termsVersion: Math.max(state.termsVersion, UserAcceptedTerms.dataOf(event).version ?? 1) };
    default:
      return state;
  }
}

function mustExist(state: UserState): void {
  if (!state.exists || state.status === 'DELETED') throw new DomainError(AccountsErrors.USER_NOT_FOUND);
}

export interface RegisterUser {
  userId: string;
  roles: string[];
  countryId: number;
  status: UserStatus;
  approvalStatus?: ApprovalStatus | null;
  termsAccepted: boolean;
  organisationOwner?: boolean;
  employerId?: string | null;
  invitedBy?: string | null;
  personal: SealedPersonalData;
  now: string;
}

export function decideRegister(state: UserState, command: RegisterUser): NewEvent[] {
  if (state.exists) throw new DomainError(AccountsErrors.USER_ALREADY_EXISTS);
  const registered: UserRegistered = {
    userId: command.userId,
    roles: command.roles,
    countryId: command.countryId,
    status: command.status,
    approvalStatus: command.approvalStatus ?? null,
    termsAccepted: command.termsAccepted,
    ...(command.termsAccepted ? { termsVersion: TERMS_VERSION } : {}),
    organisationOwner: command.organisationOwner ?? false,
    employerId: command.employerId ?? null,
    invitedBy: command.invitedBy ?? null,
    personal: command.personal,
    registeredAt: command.now,
  };
  return [UserRegistered.create(registered)];
}

/**
 * Signing in is allowed only to an active account whose holder accepted the current terms (once per account and
 * version: the sign-in form asks again only when the terms have changed); accepting them while signing in records
 * the acceptance.
 */
export function decideSignIn(
  state: UserState,
  userId: string,
  now: string,
  acceptsTerms = false,
  currentTerms = TERMS_VERSION,
): NewEvent[] {
  if (!state.exists || state.status === 'DELETED' || state.status === 'DEACTIVATED')
    throw new DomainError(AccountsErrors.INVALID_CREDENTIALS);
  if (state.status === 'WAITING_CONFIRMATION') throw new DomainError(AccountsErrors.ACCOUNT_NOT_ACTIVATED);
  if (state.status === 'WAITING_APPROVAL')
    throw new DomainError(
      state.approvalStatus === 'DECLINED' ? AccountsErrors.ACCOUNT_DECLINED : AccountsErrors.ACCOUNT_AWAITING_APPROVAL,
    );
  const events: NewEvent[] = [];
  if (state.termsVersion < currentTerms) {
    if (!acceptsTerms) throw new DomainError(AccountsErrors.TERMS_NOT_ACCEPTED);
    events.push(UserAcceptedTerms.create({ userId, at: now, version: currentTerms }));
  }
  events.push(UserSignedIn.create({ userId, at: now }));
  return events;
}

export function decideActivate(state: UserState, userId: string, now: string): NewEvent[] {
  mustExist(state);
  if (state.status === 'ACTIVE') return [];
  if (state.status !== 'WAITING_CONFIRMATION')
    throw new DomainError(AccountsErrors.ACTIVATION_NOT_POSSIBLE, { status: String(state.status) });
  return [UserActivated.create({ userId, at: now })];
}

export function decideApproval(
  state: UserState,
  userId: string,
  decision: 'APPROVED' | 'DECLINED',
  now: string,
): NewEvent[] {
  mustExist(state);
  if (state.approvalStatus === null) throw new DomainError(AccountsErrors.APPROVAL_NOT_REQUIRED);
  if (state.approvalStatus === decision) return [];
  if (state.status === 'DEACTIVATED') throw new DomainError(AccountsErrors.USER_DEACTIVATED);
  return [UserApprovalDecided.create({ userId, approvalStatus: decision, at: now })];
}

export function decideDeactivate(state: UserState, userId: string, now: string): NewEvent[] {
  mustExist(state);
  if (state.roles.includes(ROLE_SUPER_ADMIN)) throw new DomainError(AccountsErrors.SUPER_ADMIN_PROTECTED);
  if (state.status === 'DEACTIVATED') return [];
  return [UserDeactivated.create({ userId, at: now })];
}

export function decideReactivate(state: UserState, userId: string, now: string): NewEvent[] {
  mustExist(state);
  if (state.status !== 'DEACTIVATED') return [];
  return [UserReactivated.create({ userId, at: now })];
}

export function decideDelete(state: UserState, userId: string, now: string, bySelf: boolean): NewEvent[] {
  mustExist(state);
  if (!bySelf && state.roles.includes(ROLE_SUPER_ADMIN)) throw new DomainError(AccountsErrors.SUPER_ADMIN_PROTECTED);
  return [UserDeleted.create({ userId, at: now, bySelf })];
}

export function decideChangePassword(state: UserState, userId: string, now: string): NewEvent[] {
  mustExist(state);
  return [UserPasswordChanged.create({ userId, at: now })];
}

export function decideEditProfile(
  state: UserState,
  edited: {
    userId: string;
    personal: SealedPersonalData;
    stateId: number | null;
    cityId: number | null;
    photoKey: string | null;
    at: string;
  },
): NewEvent[] {
  mustExist(state);
  return [UserProfileEdited.create(edited)];
}

export function decideEmailNotifications(state: UserState, userId: string, enabled: boolean, now: string): NewEvent[] {
  mustExist(state);
  return [EmailNotificationsChanged.create({ userId, enabled, at: now })];
}

/** A person's account. Its lifecycle commands stay valid when decided again after a conflict. */
export const UserStream = defineAggregate({
  streamType: USER_STREAM,
  streamId: userStreamId,
  initial: initialUserState,
  evolve,
  retries: 3,
});
