export { AffiliationModule } from './affiliation.module';
export { AffiliationStatuses } from './partnerships/queries/affiliation-statuses';
export { AffiliationEvents } from './partnerships/domain/partnership';
export { InvitationEvents } from './invitations/domain/invitation';
export { VisitEvents } from './visits/domain/visit';
export type { AffiliationDecided, AffiliationRequested } from './partnerships/domain/partnership';
