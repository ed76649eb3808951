import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ActingOrganisations } from '../../../kernel/auth/acting-organisations';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { AffiliationErrors } from '../../affiliation.errors';
import { InvitationPrefill, InvitationView, InvitationViews } from './invitation.views';

/** The invitations the caller's organisation sent, newest first. */
export class ListInvitationsQuery extends Query<Page<InvitationView>> {
  constructor(
    readonly actor: Actor,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** What the sign-up form a mailed key opens is prefilled with; an unknown or used key is a 404, an expired one a 449. */
export class InvitationPrefillQuery extends Query<InvitationPrefill> {
  constructor(readonly invitationKey: string) {
    super();
  }
}

@QueryHandler(ListInvitationsQuery)
export class ListInvitationsHandler implements IQueryHandler<ListInvitationsQuery, Page<InvitationView>> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly views: InvitationViews,
  ) {}

  async execute({ actor, page }: ListInvitationsQuery): Promise<Page<InvitationView>> {
    return this.views.list(await this.organisations.ownerOf(actor), page);
  }
}

@QueryHandler(InvitationPrefillQuery)
export class InvitationPrefillHandler implements IQueryHandler<InvitationPrefillQuery, InvitationPrefill> {
  constructor(private readonly views: InvitationViews) {}

  async execute({ invitationKey }: InvitationPrefillQuery): Promise<InvitationPrefill> {
    if (invitationKey.length > 200) throw new DomainError(AffiliationErrors.INVITATION_UNKNOWN);
    return this.views.prefill(invitationKey);
  }
}
