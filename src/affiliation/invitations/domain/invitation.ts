import { DomainError } from '../../../kernel/errors/domain-error';
import { defineEvent } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { SealedPersonalData } from '../../../kernel/privacy/personal-data-vault';
import { AffiliationErrors } from '../../affiliation.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/**
 * An invitation to join Kasuwa, sent by an organisation (or an extension agent) to a dealer or a farmer. It is
 * accepted once, by signing up with its key before it expires; an expired one lapses when the person is invited again.
 */
export const INVITATION_STREAM = 'invitation';
export const invitationStreamId = (invitationId: string) => `invitation-${invitationId}`;
/** The vault subject of the invitee's details: they have no account (yet) whose key could seal them. */
export const inviteeSubject = (invitationId: string) => `invitation-${invitationId}`;

export const INVITATION_LIFETIME_DAYS = 14;

/** The kinds of people invited (as the console names them), and the role each signs up with. */
export const INVITATION_TYPES = ['RETAILER', 'DISTRIBUTOR', 'WHOLESALER', 'EXTENSION AGENT', 'FARMER'] as const;
export type InvitationType = (typeof INVITATION_TYPES)[number];
export const ROLE_OF_INVITATION_TYPE: Record<InvitationType, string> = {
  RETAILER: 'ROLE_RETAILER',
  DISTRIBUTOR: 'ROLE_DISTRIBUTOR',
  WHOLESALER: 'ROLE_WHOLESALER',
  'EXTENSION AGENT': 'ROLE_EXTENSION_AGENT',
  FARMER: 'ROLE_FARMER',
};

export type InvitationStatus = 'PENDING' | 'ACCEPTED' | 'LAPSED';

/** The invitee's details, sealed in the event. */
export interface Invitee {
  fullName: string;
  email: string | null;
  phone: string | null;
  storeAddress: string;
}

export interface InvitationSent {
  invitationId: string;
  /** Who invites: the organisation's owner (for staff, their employer), or the extension agent. */
  organisationId: string;
  /** The person who sent it (the owner or one of their staff). */
  sentBy: string;
  countryId: number;
  type: InvitationType;
  invitee: SealedPersonalData;
  stateId: number;
  cityId: number;
  sentAt: string;
  expiresAt: string;
}

export interface InvitationAccepted {
  invitationId: string;
  /** The account opened with it. */
  userId: string;
  at: string;
}

export interface InvitationLapsed {
  invitationId: string;
  at: string;
}

// Each event type, declared once with its payload.
export const InvitationSent = defineEvent<InvitationSent>('InvitationSent');
export const InvitationAccepted = defineEvent<InvitationAccepted>('InvitationAccepted');
export const InvitationLapsed = defineEvent<InvitationLapsed>('InvitationLapsed');

/** The type names, for projections' `handles` and `switch`es. */
export const InvitationEvents = {
  sent: InvitationSent.type,
  accepted: InvitationAccepted.type,
  lapsed: InvitationLapsed.type,
} as const;

export interface InvitationState {
  status: InvitationStatus | null;
  expiresAt: string | null;
}

export const initialInvitationState: InvitationState = { status: null, expiresAt: null };

type Event = StoredEvent | NewEvent;

export function evolveInvitation(state: InvitationState, event: Event): InvitationState {
  switch (event.type) {
    case InvitationEvents.sent:
      return { status: 'PENDING', expiresAt: InvitationSent.dataOf(event).expiresAt };
    case InvitationEvents.accepted:
      return { ...state, status: 'ACCEPTED' };
    case InvitationEvents.lapsed:
      return { ...state, status: 'LAPSED' };
    default:
      return state;
  }
}

const isExpired = (state: InvitationState, now: string) => state.expiresAt !== null && state.expiresAt <= now;

export function decideSend(
  state: InvitationState,
  command: Omit<InvitationSent, 'sentAt' | 'expiresAt'> & { now: string },
): NewEvent[] {
  if (state.status) throw new DomainError(AffiliationErrors.INVITATION_ALREADY_EXISTS);
  const { now, ...sent } = command;
  const expiresAt = new Date(new Date(now).getTime() + INVITATION_LIFETIME_DAYS * 86_400_000).toISOString();
  return [InvitationSent.create({ ...sent, sentAt: now, expiresAt })];
}

/** Signing up with the invitation: once, before it expires. */
export function decideAccept(
  state: InvitationState,
  command: { invitationId: string; userId: string; now: string },
): NewEvent[] {
  if (!state.status) throw new DomainError(AffiliationErrors.INVITATION_UNKNOWN);
  if (state.status === 'ACCEPTED') throw new DomainError(AffiliationErrors.INVITATION_ALREADY_USED);
  if (state.status === 'LAPSED' || isExpired(state, command.now))
    throw new DomainError(AffiliationErrors.INVITATION_EXPIRED);
  return [InvitationAccepted.create({ invitationId: command.invitationId, userId: command.userId, at: command.now })];
}

/**
 * The same person is invited again: a pending invitation that has expired lapses (a new one replaces it); one still
 * running refuses the new one (422, the spec's "invitation already exists").
 */
export function decideLapse(state: InvitationState, command: { invitationId: string; now: string }): NewEvent[] {
  if (state.status !== 'PENDING') return [];
  if (!isExpired(state, command.now))
    throw new DomainError(AffiliationErrors.INVITATION_ALREADY_PENDING, { date: state.expiresAt!.slice(0, 10) });
  return [InvitationLapsed.create({ invitationId: command.invitationId, at: command.now })];
}

/** An invitation's stream: sent, then accepted or lapsed. */
export const InvitationStream = defineAggregate({
  streamType: INVITATION_STREAM,
  streamId: invitationStreamId,
  initial: initialInvitationState,
  evolve: evolveInvitation,
});
