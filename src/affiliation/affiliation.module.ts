import { Module } from '@nestjs/common';
import { PeopleDirectoryModule } from '../accounts';
import { GeographyModule } from '../geography';
import { ActingOrganisations } from '../kernel/auth/acting-organisations';
import './affiliation.errors';
import './affiliation.messages';
import { RedeemInvitationHandler } from './invitations/commands/invitation-redeemer';
import { SendInvitationHandler } from './invitations/commands/invitation.commands';
import { InvitationsController } from './invitations/http/invitations.controller';
import { InvitationKeys } from './invitations/commands/invitation-keys';
import { InvitationMailSubscriber } from './invitations/mail/invitation-mail.subscriber';
import { InvitationPrefillHandler, ListInvitationsHandler } from './invitations/queries/invitation.queries';
import { InvitationViews } from './invitations/queries/invitation.views';
import { InvitationProjection } from './invitations/read-models/invitation.projection';
import { InviteeDataEraser } from './invitations/consumers/invitee-data-eraser.consumer';
import { PartnersDirectoryController } from './partners/http/partners-directory.controller';
import { ListPartnersHandler } from './partners/queries/list-partners.query';
import { PartnerDirectory } from './partners/queries/partner-directory';
import { AnswerAffiliationHandler, RequestAffiliationHandler } from './partnerships/commands/partnership.commands';
import { PartnersController } from './partnerships/http/partners.controller';
import { AffiliationDecisionMailSubscriber } from './partnerships/mail/affiliation-decision-mail.subscriber';
import { AffiliationRequestViews } from './partnerships/queries/affiliation-request.views';
import {
  AffiliationStandingHandler,
  CountAffiliationRequestsHandler,
  ListAffiliationRequestsHandler,
} from './partnerships/queries/partnership.queries';
import { AffiliationRequestProjection } from './partnerships/read-models/affiliation-request.projection';
import { People } from './queries/people';
import {
  AttachVisitMinutesHandler,
  CancelVisitHandler,
  PlanVisitHandler,
  ShareVisitHandler,
  UnshareVisitHandler,
  UpdateVisitHandler,
} from './visits/commands/visit.commands';
import { VisitsController } from './visits/http/visits.controller';
import {
  GetVisitHandler,
  ListPlannedVisitsHandler,
  ListReceivedVisitsHandler,
  ListSharedMinutesHandler,
  VisitMinutesFileHandler,
} from './visits/queries/visit.queries';
import { VisitViews } from './visits/queries/visit.views';
import { VisitProjection } from './visits/read-models/visit.projection';

/**
 * Partner requests (affiliations between dealers and input providers), invitations to join, and the visits shared
 * with partners. The sign-up (accounts) redeems invitations through InvitationRedeemerAdapter, which the app module
 * binds with `AccountsModule.forRoot({ invitationRedeemer })`: accounts never imports this module.
 */
@Module({
  imports: [GeographyModule, PeopleDirectoryModule],
  controllers: [PartnersDirectoryController, PartnersController, InvitationsController, VisitsController],
  providers: [
    ActingOrganisations,
    People,
    PartnerDirectory,
    ListPartnersHandler,
    AffiliationRequestProjection,
    AffiliationRequestViews,
    RequestAffiliationHandler,
    AnswerAffiliationHandler,
    ListAffiliationRequestsHandler,
    CountAffiliationRequestsHandler,
    AffiliationStandingHandler,
    AffiliationDecisionMailSubscriber,
    InvitationKeys,
    InvitationProjection,
    InviteeDataEraser,
    InvitationViews,
    SendInvitationHandler,
    RedeemInvitationHandler,
    ListInvitationsHandler,
    InvitationPrefillHandler,
    InvitationMailSubscriber,
    VisitProjection,
    VisitViews,
    PlanVisitHandler,
    UpdateVisitHandler,
    ShareVisitHandler,
    UnshareVisitHandler,
    AttachVisitMinutesHandler,
    CancelVisitHandler,
    ListPlannedVisitsHandler,
    GetVisitHandler,
    VisitMinutesFileHandler,
    ListReceivedVisitsHandler,
    ListSharedMinutesHandler,
  ],
})
export class AffiliationModule {}
