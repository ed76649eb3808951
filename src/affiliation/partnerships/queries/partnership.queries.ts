import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/http/domain-error';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { AffiliationSide, Organisation, OrganisationOf, sideOf } from '../../organisation-of';
import { AffiliationStatus } from '../domain/partnership';
import { AffiliationRequestView, AffiliationRequestViews, RequestScope } from './affiliation-request.views';

/** WAFA partners and administrators follow the agro-dealer affiliations of their country without being a party. */
const OBSERVER_ROLES = ['ROLE_WAFA_PARTNER', 'ROLE_WAFA_ADMIN'];

export interface StandingView {
  /** The other side. */
  id: string;
  status: AffiliationStatus | 'NONE';
  isAffiliated: boolean;
  isPending: boolean;
  requestId: string | null;
}

/**
 * What the two sides of affiliations read: an input provider the requests it received, a dealer the requests it sent;
 * WAFA partners and administrators read every request of their country (lists and counts only). Anyone else
 * (administrators, farmers, extension agents) is refused with a 403 that says who affiliations are for.
 */
@Injectable()
export class PartnershipQueries {
  constructor(
    private readonly organisations: OrganisationOf,
    private readonly views: AffiliationRequestViews,
  ) {}

  private async party(actor: Actor): Promise<{ organisation: Organisation; side: AffiliationSide }> {
    const organisation = await this.organisations.of(actor);
    const side = sideOf(organisation);
    if (!side) throw new DomainError('AFFILIATION_PARTIES_ONLY', 403);
    return { organisation, side };
  }

  /** The requests the caller may read: its organisation's as a party, its country's as an observer. */
  private async scope(actor: Actor): Promise<RequestScope> {
    if (actor.roles.some((role) => OBSERVER_ROLES.includes(role)) && actor.countryId) return { countryId: actor.countryId };
    const { organisation, side } = await this.party(actor);
    return { side, organisationId: organisation.id };
  }

  async list(actor: Actor, status: AffiliationStatus, page: PageRequest): Promise<Page<AffiliationRequestView>> {
    return this.views.list(await this.scope(actor), status, page);
  }

  async count(actor: Actor, status: AffiliationStatus): Promise<{ status: AffiliationStatus; count: number }> {
    return { status, count: await this.views.count(await this.scope(actor), status) };
  }

  /** Where the caller's organisation stands with `otherId` (an input provider for a dealer, a dealer for an input provider). */
  async standing(actor: Actor, otherId: string): Promise<StandingView> {
    const { organisation, side } = await this.party(actor);
    const standing = side === 'DEALER' ? await this.views.standing(organisation.id, otherId) : await this.views.standing(otherId, organisation.id);
    return { id: otherId, ...standing, isAffiliated: standing.status === 'APPROVED', isPending: standing.status === 'PENDING' };
  }
}
