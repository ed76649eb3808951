import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../kernel/context/request-context';
import { NotFoundError } from '../../../kernel/http/domain-error';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { OrganisationOf } from '../../organisation-of';
import { SharedMinutesView, VisitPeriod, VisitView, VisitViews } from './visit.views';

/**
 * What a caller reads of visits: the ones their organisation planned, and the shared calendar and minutes of themselves
 * or their organisation (asking for anyone else's answers 404).
 */
@Injectable()
export class VisitQueries {
  constructor(
    private readonly organisations: OrganisationOf,
    private readonly views: VisitViews,
  ) {}

  /** The caller and the organisation they act for. */
  private async viewerIds(actor: Actor): Promise<string[]> {
    return [...new Set([actor.id, (await this.organisations.of(actor)).id])];
  }

  private async recipient(actor: Actor, recipientId: string): Promise<string> {
    if (!(await this.viewerIds(actor)).includes(recipientId)) throw new NotFoundError('VISIT_CALENDAR_NOT_FOUND');
    return recipientId;
  }

  async planned(actor: Actor, period: VisitPeriod, page: PageRequest): Promise<Page<VisitView>> {
    return this.views.planned((await this.organisations.of(actor)).id, period, page);
  }

  async one(actor: Actor, visitId: string): Promise<VisitView> {
    return this.views.one(visitId, await this.viewerIds(actor));
  }

  async minutesFile(actor: Actor, visitId: string) {
    return this.views.minutesFile(visitId, await this.viewerIds(actor));
  }

  async received(actor: Actor, recipientId: string, period: VisitPeriod, page: PageRequest): Promise<Page<VisitView>> {
    return this.views.received(await this.recipient(actor, recipientId), period, page);
  }

  async sharedMinutes(actor: Actor, recipientId: string, page: PageRequest): Promise<Page<SharedMinutesView>> {
    return this.views.sharedMinutes(await this.recipient(actor, recipientId), page);
  }
}
