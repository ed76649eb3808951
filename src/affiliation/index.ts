export { AffiliationModule } from './affiliation.module';
export { AffiliationErrors } from './affiliation.errors';
// Event types (each a value to create or narrow events, and its payload type) and their names. The catalogue's read
// model of affiliations follows AffiliationRequested, AffiliationApproved and AffiliationDeclined.
export {
  AffiliationEvents,
  AFFILIATION_STATUSES,
  PARTNERSHIP_STREAM,
  AffiliationRequested,
  AffiliationApproved,
  affiliationDecisionData,
  AffiliationDeclined,
} from './partnerships/domain/partnership';
export type { AffiliationDecided, AffiliationStatus, AffiliationDecision } from './partnerships/domain/partnership';
export {
  InvitationEvents,
  INVITATION_TYPES,
  InvitationSent,
  InvitationAccepted,
  InvitationLapsed,
} from './invitations/domain/invitation';
export type { InvitationType, Invitee } from './invitations/domain/invitation';
export {
  VisitEvents,
  VisitPlanned,
  VisitUpdated,
  VisitShared,
  VisitUnshared,
  VisitMinutesAttached,
  VisitCanceled,
} from './visits/domain/visit';
export type { VisitDetails, MinutesDocument } from './visits/domain/visit';
export { RequestAffiliationCommand, AnswerAffiliationCommand } from './partnerships/commands/partnership.commands';
export type { RequestedAffiliation, AnsweredAffiliation } from './partnerships/commands/partnership.commands';
export {
  ListAffiliationRequestsQuery,
  CountAffiliationRequestsQuery,
  AffiliationStandingQuery,
} from './partnerships/queries/partnership.queries';
export type { StandingView } from './partnerships/queries/partnership.queries';
export { SendInvitationCommand } from './invitations/commands/invitation.commands';
export { RedeemInvitationCommand, InvitationRedeemerAdapter } from './invitations/commands/invitation-redeemer';
export { ListInvitationsQuery, InvitationPrefillQuery } from './invitations/queries/invitation.queries';
export { ListPartnersQuery } from './partners/queries/list-partners.query';
export {
  PlanVisitCommand,
  UpdateVisitCommand,
  ShareVisitCommand,
  UnshareVisitCommand,
  AttachVisitMinutesCommand,
  CancelVisitCommand,
} from './visits/commands/visit.commands';
export {
  ListPlannedVisitsQuery,
  GetVisitQuery,
  VisitMinutesFileQuery,
  ListReceivedVisitsQuery,
  ListSharedMinutesQuery,
} from './visits/queries/visit.queries';
