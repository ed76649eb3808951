/** What the affiliation API answers (the DTOs of src/affiliation, http folders). */

export interface Place {
  id: number;
  name: string;
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface Mutation<T> {
  success: boolean;
  message: string;
  data: T;
}

export const AFFILIATION_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type AffiliationStatus = (typeof AFFILIATION_STATUSES)[number];
export type AffiliationDecision = Exclude<AffiliationStatus, 'PENDING'>;

/** An affiliation request; the flat fields describe the dealer who asked. */
export interface AffiliationRequest {
  id: string;
  status: AffiliationStatus;
  isPending: boolean;
  isAffiliated: boolean;
  requestDate: string;
  approvedDate: string | null;
  decidedDate: string | null;
  type: string;
  fullName: string;
  firstname: string;
  lastname: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  state: Place | null;
  city: Place | null;
  country: Place | null;
  requestingUser: { id: string; firstname: string; lastname: string };
  inputProvider: { id: string; company: string | null; fullName: string };
}

/** Where a dealer and an input provider stand (the latest request between them). */
export interface Standing {
  id: string;
  status: 'NONE' | AffiliationStatus;
  isAffiliated: boolean;
  isPending: boolean;
  requestId: string | null;
}

export interface Partner {
  id: string;
  firstname: string;
  lastname: string;
  fullName: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  state: Place | null;
  city: Place | null;
  roleType: string;
  type: string;
  via: 'AFFILIATION' | 'INVITATION';
  since: string;
}

export const INVITATION_TYPES = ['RETAILER', 'DISTRIBUTOR', 'WHOLESALER', 'EXTENSION AGENT', 'FARMER'] as const;
export type InvitationType = (typeof INVITATION_TYPES)[number];

export interface NewInvitation {
  fullName: string;
  email?: string;
  phoneNumber?: string;
  storeAddress: string;
  stateId: number;
  cityId: number;
  type: InvitationType;
}

export interface Invitation {
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  storeAddress: string;
  state: Place | null;
  city: Place | null;
  type: InvitationType;
  status: 'PENDING' | 'ACCEPTED' | 'EXPIRED';
  sentAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  acceptedUser: { id: string; fullName: string } | null;
  sentBy: { id: string; fullName: string };
}

/** GET users/status: an active input provider comes with its id, to ask it for an affiliation. */
export interface RegisteredStatus {
  success: boolean;
  message: string;
  inputProviderId?: string;
}

export interface PartyRef {
  id: string;
  fullName: string;
  company: string | null;
}

export interface MinutesDocument {
  url: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

export interface Visit {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  place: string;
  participants: string[];
  agenda: string;
  planner: PartyRef;
  minutes: MinutesDocument | null;
  sharedWith: (PartyRef & { sharedAt: string })[] | null;
  sharedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface NewVisit {
  title: string;
  startsAt: string;
  endsAt?: string | null;
  place: string;
  participants?: string[];
  agenda: string;
  sharedWith?: string[];
}

export interface SharedMinutes {
  visitId: string;
  title: string;
  startsAt: string;
  place: string;
  planner: PartyRef;
  document: MinutesDocument;
}
