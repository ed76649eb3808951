import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ActingOrganisations } from '../../../kernel/auth/acting-organisations';
import { Organisation, TradeSide, tradeSideOf } from '../../../kernel/auth/organisation-roles';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { AffiliationErrors } from '../../affiliation.errors';
import { AffiliationStatus } from '../domain/partnership';
import { AffiliationRequestView, AffiliationRequestViews, RequestScope } from './affiliation-request.views';

/*
 * What the two sides of affiliations read: an input provider the requests it received, a dealer the requests it sent;
 * WAFA partners and administrators read every request of their country (lists and counts only). Anyone else
 * (administrators, farmers, extension agents) is refused with a 403 that says who affiliations are for.
 */

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

/** The requests received (input provider) or sent (dealer) with `status`, latest first. */
export class ListAffiliationRequestsQuery extends Query<Page<AffiliationRequestView>> {
  constructor(
    readonly actor: Actor,
    readonly status: AffiliationStatus,
    readonly page: PageRequest,
  ) {
    super();
  }
}

export class CountAffiliationRequestsQuery extends Query<{ status: AffiliationStatus; count: number }> {
  constructor(
    readonly actor: Actor,
    readonly status: AffiliationStatus,
  ) {
    super();
  }
}

/** Where the caller's organisation stands with `otherId` (an input provider for a dealer, a dealer for an input provider). */
export class AffiliationStandingQuery extends Query<StandingView> {
  constructor(
    readonly actor: Actor,
    readonly otherId: string,
  ) {
    super();
  }
}

async function partyOf(
  organisations: ActingOrganisations,
  actor: Actor,
): Promise<{ organisation: Organisation; side: TradeSide }> {
  const organisation = await organisations.of(actor);
  if (!organisation) throw new DomainError(AffiliationErrors.AFFILIATION_PARTIES_ONLY);
  return { organisation, side: tradeSideOf(organisation.role) };
}

/** The requests the caller may read: its organisation's as a party, its country's as an observer. */
async function scopeOf(organisations: ActingOrganisations, actor: Actor): Promise<RequestScope> {
  if (actor.roles.some((role) => OBSERVER_ROLES.includes(role)) && actor.countryId)
    return { countryId: actor.countryId };
  const { organisation, side } = await partyOf(organisations, actor);
  return { side, organisationId: organisation.id };
}

@QueryHandler(ListAffiliationRequestsQuery)
export class ListAffiliationRequestsHandler implements IQueryHandler<
  ListAffiliationRequestsQuery,
  Page<AffiliationRequestView>
> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly views: AffiliationRequestViews,
  ) {}

  async execute({ actor, status, page }: ListAffiliationRequestsQuery): Promise<Page<AffiliationRequestView>> {
    return this.views.list(await scopeOf(this.organisations, actor), status, page);
  }
}

@QueryHandler(CountAffiliationRequestsQuery)
export class CountAffiliationRequestsHandler implements IQueryHandler<
  CountAffiliationRequestsQuery,
  { status: AffiliationStatus; count: number }
> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly views: AffiliationRequestViews,
  ) {}

  async execute({
    actor,
    status,
  }: CountAffiliationRequestsQuery): Promise<{ status: AffiliationStatus; count: number }> {
    return { status, count: await this.views.count(await scopeOf(this.organisations, actor), status) };
  }
}

@QueryHandler(AffiliationStandingQuery)
export class AffiliationStandingHandler implements IQueryHandler<AffiliationStandingQuery, StandingView> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly views: AffiliationRequestViews,
  ) {}

  async execute({ actor, otherId }: AffiliationStandingQuery): Promise<StandingView> {
    const { organisation, side } = await partyOf(this.organisations, actor);
    const standing =
      side === 'DEALER'
        ? await this.views.standing(organisation.id, otherId)
        : await this.views.standing(otherId, organisation.id);
    return {
      id: otherId,
      ...standing,
      isAffiliated: standing.status === 'APPROVED',
      isPending: standing.status === 'PENDING',
    };
  }
}
