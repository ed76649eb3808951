import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ActingOrganisations } from '../../../kernel/auth/acting-organisations';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { AffiliationErrors } from '../../affiliation.errors';
import { SharedMinutesView, VisitPeriod, VisitView, VisitViews } from './visit.views';

/*
 * What a caller reads of visits: the ones their organisation planned, and the shared calendar and minutes of themselves
 * or their organisation (asking for anyone else's answers 404).
 */

/** The visits the caller's organisation planned, by start. */
export class ListPlannedVisitsQuery extends Query<Page<VisitView>> {
  constructor(
    readonly actor: Actor,
    readonly period: VisitPeriod,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** One visit, planned by the caller's organisation or shared with the caller or it. */
export class GetVisitQuery extends Query<VisitView> {
  constructor(
    readonly actor: Actor,
    readonly visitId: string,
  ) {
    super();
  }
}

/** Where the visit's minutes document is kept, and how to name it, for the planner and the partners it is shared with. */
export class VisitMinutesFileQuery extends Query<MinutesFile> {
  constructor(
    readonly actor: Actor,
    readonly visitId: string,
  ) {
    super();
  }
}

/** The shared calendar of `recipientId` (the caller or their organisation): visits partners shared with them, by start. */
export class ListReceivedVisitsQuery extends Query<Page<VisitView>> {
  constructor(
    readonly actor: Actor,
    readonly recipientId: string,
    readonly period: VisitPeriod,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** The shared minutes of `recipientId` (the caller or their organisation), latest first. */
export class ListSharedMinutesQuery extends Query<Page<SharedMinutesView>> {
  constructor(
    readonly actor: Actor,
    readonly recipientId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

export interface MinutesFile {
  storageKey: string;
  contentType: string;
  fileName: string;
}

/** The caller and the organisation they act for. */
async function viewerIds(organisations: ActingOrganisations, actor: Actor): Promise<string[]> {
  return [...new Set([actor.id, await organisations.ownerOf(actor)])];
}

async function recipient(organisations: ActingOrganisations, actor: Actor, recipientId: string): Promise<string> {
  if (!(await viewerIds(organisations, actor)).includes(recipientId))
    throw new DomainError(AffiliationErrors.VISIT_CALENDAR_NOT_FOUND);
  return recipientId;
}

@QueryHandler(ListPlannedVisitsQuery)
export class ListPlannedVisitsHandler implements IQueryHandler<ListPlannedVisitsQuery, Page<VisitView>> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly views: VisitViews,
  ) {}

  async execute({ actor, period, page }: ListPlannedVisitsQuery): Promise<Page<VisitView>> {
    return this.views.planned(await this.organisations.ownerOf(actor), period, page);
  }
}

@QueryHandler(GetVisitQuery)
export class GetVisitHandler implements IQueryHandler<GetVisitQuery, VisitView> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly views: VisitViews,
  ) {}

  async execute({ actor, visitId }: GetVisitQuery): Promise<VisitView> {
    return this.views.one(visitId, await viewerIds(this.organisations, actor));
  }
}

@QueryHandler(VisitMinutesFileQuery)
export class VisitMinutesFileHandler implements IQueryHandler<VisitMinutesFileQuery, MinutesFile> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly views: VisitViews,
  ) {}

  async execute({ actor, visitId }: VisitMinutesFileQuery): Promise<MinutesFile> {
    return this.views.minutesFile(visitId, await viewerIds(this.organisations, actor));
  }
}

@QueryHandler(ListReceivedVisitsQuery)
export class ListReceivedVisitsHandler implements IQueryHandler<ListReceivedVisitsQuery, Page<VisitView>> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly views: VisitViews,
  ) {}

  async execute({ actor, recipientId, period, page }: ListReceivedVisitsQuery): Promise<Page<VisitView>> {
    return this.views.received(await recipient(this.organisations, actor, recipientId), period, page);
  }
}

@QueryHandler(ListSharedMinutesQuery)
export class ListSharedMinutesHandler implements IQueryHandler<ListSharedMinutesQuery, Page<SharedMinutesView>> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly views: VisitViews,
  ) {}

  async execute({ actor, recipientId, page }: ListSharedMinutesQuery): Promise<Page<SharedMinutesView>> {
    return this.views.sharedMinutes(await recipient(this.organisations, actor, recipientId), page);
  }
}
