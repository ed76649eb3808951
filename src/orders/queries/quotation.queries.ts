import { Injectable } from '@nestjs/common';
import type { Actor } from '../../kernel/context/request-context';
import { NotFoundError } from '../../kernel/http/domain-error';
import { Page, PageRequest } from '../../kernel/http/envelopes';
import { TradingParties } from '../trading-parties';
import { QuotationFilter, QuotationView, QuotationViews } from './quotation.views';

/** Quotations as each side reaches them: a seller those asked of them, a buyer their own; nobody anyone else's. */
@Injectable()
export class QuotationQueries {
  constructor(
    private readonly views: QuotationViews,
    private readonly parties: TradingParties,
  ) {}

  async received(actor: Actor, filter: QuotationFilter, page: PageRequest): Promise<Page<QuotationView>> {
    return this.views.list({ sellerIds: (await this.parties.of(actor)).ids }, filter, page);
  }

  async asked(actor: Actor, filter: QuotationFilter, page: PageRequest): Promise<Page<QuotationView>> {
    return this.views.list({ buyerIds: (await this.parties.of(actor)).ids }, filter, page);
  }

  async countReceived(actor: Actor, isRead: boolean): Promise<number> {
    return this.views.count((await this.parties.of(actor)).ids, isRead);
  }

  /** The seller reads it with `quotations:list`, the buyer with `quotations:create`; anyone else gets 404. */
  async one(actor: Actor, quotationId: string): Promise<QuotationView> {
    const row = await this.views.row(quotationId);
    const { ids } = await this.parties.of(actor);
    const reaches =
      !!row &&
      ((ids.includes(row.seller_id) && (await this.parties.holds(actor, 'quotations:list'))) ||
        (ids.includes(row.buyer_id) && (await this.parties.holds(actor, 'quotations:create'))));
    if (!reaches) throw new NotFoundError('QUOTATION_NOT_FOUND');
    return this.views.view(quotationId);
  }
}
