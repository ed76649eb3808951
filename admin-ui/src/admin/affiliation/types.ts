/** What the affiliation API answers: aliases of the shapes generated from openapi.json (../../shared/api-types.ts). */
import type { Schema } from '../../shared/schemas';

export type { Page, Mutation } from '../../shared/schemas';

export type Place = Schema<'PlaceResponse'>;

export const AFFILIATION_STATUSES = [
  'PENDING',
  'APPROVED',
  'DECLINED',
] as const satisfies readonly AffiliationRequest['status'][];
export type AffiliationStatus = (typeof AFFILIATION_STATUSES)[number];
export type AffiliationDecision = Exclude<AffiliationStatus, 'PENDING'>;

/** An affiliation request; the flat fields describe the dealer who asked. */
export type AffiliationRequest = Schema<'AffiliationRequestResponse'>;

/** Where a dealer and an input provider stand (the latest request between them). */
export type Standing = Schema<'StandingResponse'>;

export type Partner = Schema<'PartnerResponse'>;

export const INVITATION_TYPES = [
  'RETAILER',
  'DISTRIBUTOR',
  'WHOLESALER',
  'EXTENSION AGENT',
  'FARMER',
] as const satisfies readonly NewInvitation['type'][];
export type InvitationType = (typeof INVITATION_TYPES)[number];

export type NewInvitation = Schema<'InviteDto'>;

export type Invitation = Schema<'InvitationResponse'>;

/** GET users/status: an active input provider comes with its id, to ask it for an affiliation. */
export type RegisteredStatus = Schema<'RegisteredStatusResponse'>;

export type PartyRef = Schema<'PartyResponse'>;

export type MinutesDocument = Schema<'MinutesResponse'>;

export type Visit = Schema<'VisitResponse'>;

export type NewVisit = Schema<'VisitDto'>;

export type SharedMinutes = Schema<'SharedMinutesResponse'>;
