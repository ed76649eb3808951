export { AffiliationModule } from './affiliation.module';
// Event types (each a value to create or narrow events, and its payload type) and their names. The catalogue's read
// model of affiliations follows AffiliationRequested, AffiliationApproved and AffiliationDeclined.
export {
  AffiliationEvents,
  AffiliationRequested,
  AffiliationApproved,
  affiliationDecisionData,
  AffiliationDeclined,
} from './partnerships/domain/partnership';
export { InvitationEvents, InvitationSent, InvitationAccepted } from './invitations/domain/invitation';
export { SendInvitationCommand } from './invitations/commands/invitation.commands';
export { RedeemInvitationCommand, InvitationRedeemerAdapter } from './invitations/commands/invitation-redeemer';
