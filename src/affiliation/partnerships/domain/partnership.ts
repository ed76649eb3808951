import { DomainError } from '../../../kernel/errors/domain-error';
import { defineEvent, sharedDataOf } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { AffiliationErrors } from '../../affiliation.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/**
 * A partnership: one dealer (distributor, wholesaler, retailer, agro-dealer) and one input provider. Its stream holds
 * every affiliation request between the two: one may be pending at a time; an approved one makes them partners; after a
 * decline the dealer may ask again.
 */
export const PARTNERSHIP_STREAM = 'partnership';
export const partnershipStreamId = (dealerId: string, inputProviderId: string) =>
  `partnership-${dealerId}-${inputProviderId}`;

export type AffiliationStatus = 'PENDING' | 'APPROVED' | 'DECLINED';
export const AFFILIATION_STATUSES: readonly AffiliationStatus[] = ['PENDING', 'APPROVED', 'DECLINED'];
export type AffiliationDecision = Exclude<AffiliationStatus, 'PENDING'>;

export interface AffiliationRequested {
  requestId: string;
  dealerId: string;
  /** ROLE_DISTRIBUTOR, ROLE_WHOLESALER, ROLE_RETAILER or ROLE_AGRODEALER. */
  dealerRole: string;
  inputProviderId: string;
  countryId: number;
  /** The dealer, or one of their staff. */
  requestedBy: string;
  at: string;
}

export interface AffiliationDecided {
  requestId: string;
  dealerId: string;
  inputProviderId: string;
  /** The input provider, or one of their staff. */
  decidedBy: string;
  at: string;
}

// Each event type, declared once with its payload.
export const AffiliationRequested = defineEvent<AffiliationRequested>('AffiliationRequested');
export const AffiliationApproved = defineEvent<AffiliationDecided>('AffiliationApproved');
export const AffiliationDeclined = defineEvent<AffiliationDecided>('AffiliationDeclined');

/** A decision's payload, approval or refusal. */
export const affiliationDecisionData = sharedDataOf<AffiliationDecided>(AffiliationApproved, AffiliationDeclined);

/** The type names, for projections' `handles` and `switch`es. */
export const AffiliationEvents = {
  requested: AffiliationRequested.type,
  approved: AffiliationApproved.type,
  declined: AffiliationDeclined.type,
} as const;

export interface PartnershipState {
  /** The latest request, if any. */
  current: { requestId: string; status: AffiliationStatus } | null;
  /** Every request's status, by id. */
  statuses: Record<string, AffiliationStatus>;
}

export const initialPartnershipState: PartnershipState = { current: null, statuses: {} };

type Event = StoredEvent | NewEvent;

export function evolvePartnership(state: PartnershipState, event: Event): PartnershipState {
  const status: AffiliationStatus | null =
    event.type === AffiliationEvents.requested
      ? 'PENDING'
      : event.type === AffiliationEvents.approved
        ? 'APPROVED'
        : event.type === AffiliationEvents.declined
          ? 'DECLINED'
          : null;
  if (!status) return state;
  const { requestId } = status === 'PENDING' ? AffiliationRequested.dataOf(event) : affiliationDecisionData(event);
  return { current: { requestId, status }, statuses: { ...state.statuses, [requestId]: status } };
}

/** `company` names the input provider in the refusals. */
export function decideRequest(
  state: PartnershipState,
  command: Omit<AffiliationRequested, 'at'> & { company: string; now: string },
): NewEvent[] {
  if (state.current?.status === 'PENDING')
    throw new DomainError(AffiliationErrors.AFFILIATION_ALREADY_PENDING, { company: command.company });
  if (state.current?.status === 'APPROVED')
    throw new DomainError(AffiliationErrors.ALREADY_AFFILIATED, { company: command.company });
  const { company: _company, now, ...requested } = command;
  return [AffiliationRequested.create({ ...requested, at: now })];
}

/** Only a pending request is answered, once. */
export function decideAnswer(
  state: PartnershipState,
  command: Omit<AffiliationDecided, 'at'> & { decision: AffiliationDecision; now: string },
): NewEvent[] {
  const status = state.statuses[command.requestId];
  if (!status) throw new DomainError(AffiliationErrors.AFFILIATION_REQUEST_NOT_FOUND);
  if (status !== 'PENDING') throw new DomainError(AffiliationErrors.AFFILIATION_ALREADY_ANSWERED, { status });
  const { decision, now, ...decided } = command;
  return [(decision === 'APPROVED' ? AffiliationApproved : AffiliationDeclined).create({ ...decided, at: now })];
}

/** The partnership of one dealer with one input provider: its requests and their decisions. */
export const PartnershipStream = defineAggregate<PartnershipState, { dealerId: string; inputProviderId: string }>({
  streamType: PARTNERSHIP_STREAM,
  streamId: ({ dealerId, inputProviderId }) => partnershipStreamId(dealerId, inputProviderId),
  initial: initialPartnershipState,
  evolve: evolvePartnership,
});
