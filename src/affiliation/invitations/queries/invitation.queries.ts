import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../kernel/context/request-context';
import { NotFoundError } from '../../../kernel/http/domain-error';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { OrganisationOf } from '../../organisation-of';
import { InvitationPrefill, InvitationView, InvitationViews } from './invitation.views';

/** The invitations of the caller's organisation, and the prefill a mailed key opens. */
@Injectable()
export class InvitationQueries {
  constructor(
    private readonly organisations: OrganisationOf,
    private readonly views: InvitationViews,
  ) {}

  async list(actor: Actor, page: PageRequest): Promise<Page<InvitationView>> {
    return this.views.list((await this.organisations.of(actor)).id, page);
  }

  prefill(key: string): Promise<InvitationPrefill> {
    if (key.length > 200) throw new NotFoundError('INVITATION_UNKNOWN');
    return this.views.prefill(key);
  }
}
