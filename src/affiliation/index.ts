export { AffiliationModule } from './affiliation.module';
export { AffiliationStatuses } from './partnerships/queries/affiliation-statuses';
export { AffiliationEvents, AFFILIATION_STATUSES, PARTNERSHIP_STREAM } from './partnerships/domain/partnership';
export type { AffiliationRequested, AffiliationDecided, AffiliationStatus, AffiliationDecision } from './partnerships/domain/partnership';
export { InvitationEvents, INVITATION_TYPES } from './invitations/domain/invitation';
export type { InvitationSent, InvitationAccepted, InvitationLapsed, InvitationType, Invitee } from './invitations/domain/invitation';
export { VisitEvents } from './visits/domain/visit';
export type {
  VisitPlanned,
  VisitUpdated,
  VisitShared,
  VisitUnshared,
  VisitMinutesAttached,
  VisitCancelled,
  VisitDetails,
  MinutesDocument,
} from './visits/domain/visit';
export { RequestAffiliationCommand, AnswerAffiliationCommand } from './partnerships/commands/partnership.commands';
export type { RequestedAffiliation, AnsweredAffiliation } from './partnerships/commands/partnership.commands';
export { ListAffiliationRequestsQuery, CountAffiliationRequestsQuery, AffiliationStandingQuery } from './partnerships/queries/partnership.queries';
export type { StandingView } from './partnerships/queries/partnership.queries';
export { SendInvitationCommand } from './invitations/commands/invitation.commands';
export { RedeemInvitationCommand } from './invitations/commands/invitation-redeemer';
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
export { ListPlannedVisitsQuery, GetVisitQuery, VisitMinutesFileQuery, ListReceivedVisitsQuery, ListSharedMinutesQuery } from './visits/queries/visit.queries';
