import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { Page, PageRequest } from '../../kernel/http/envelopes';
import { OrdersErrors } from '../orders.errors';
import { TradingParties } from './trading-parties';
import { QuotationFilter, QuotationView, QuotationViews } from './quotation.views';

/** The quotations asked of the caller's organisation (the seller), latest activity first. */
export class ListReceivedQuotationsQuery extends Query<Page<QuotationView>> {
  constructor(
    readonly actor: Actor,
    readonly filter: QuotationFilter,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** The quotations the caller (the buyer) asked, latest activity first. */
export class ListAskedQuotationsQuery extends Query<Page<QuotationView>> {
  constructor(
    readonly actor: Actor,
    readonly filter: QuotationFilter,
    readonly page: PageRequest,
  ) {
    super();
  }
}

export type ReadStatus = 'UNREAD' | 'READ';

/** How many quotations asked of the seller are read (or unread). */
export class CountReceivedQuotationsQuery extends Query<{ status: ReadStatus; count: number }> {
  constructor(
    readonly actor: Actor,
    readonly status: ReadStatus,
  ) {
    super();
  }
}

/** One quotation with its thread: the seller reads it with `quotations:list`, the buyer with `quotations:create`; anyone else gets 404. */
export class GetQuotationQuery extends Query<QuotationView> {
  constructor(
    readonly actor: Actor,
    readonly quotationId: string,
  ) {
    super();
  }
}

@QueryHandler(ListReceivedQuotationsQuery)
export class ListReceivedQuotationsHandler implements IQueryHandler<ListReceivedQuotationsQuery, Page<QuotationView>> {
  constructor(
    private readonly views: QuotationViews,
    private readonly parties: TradingParties,
  ) {}

  async execute({ actor, filter, page }: ListReceivedQuotationsQuery): Promise<Page<QuotationView>> {
    return this.views.list({ sellerIds: (await this.parties.of(actor)).ids }, filter, page);
  }
}

@QueryHandler(ListAskedQuotationsQuery)
export class ListAskedQuotationsHandler implements IQueryHandler<ListAskedQuotationsQuery, Page<QuotationView>> {
  constructor(
    private readonly views: QuotationViews,
    private readonly parties: TradingParties,
  ) {}

  async execute({ actor, filter, page }: ListAskedQuotationsQuery): Promise<Page<QuotationView>> {
    return this.views.list({ buyerIds: (await this.parties.of(actor)).ids }, filter, page);
  }
}

@QueryHandler(CountReceivedQuotationsQuery)
export class CountReceivedQuotationsHandler implements IQueryHandler<
  CountReceivedQuotationsQuery,
  { status: ReadStatus; count: number }
> {
  constructor(
    private readonly views: QuotationViews,
    private readonly parties: TradingParties,
  ) {}

  async execute({ actor, status }: CountReceivedQuotationsQuery): Promise<{ status: ReadStatus; count: number }> {
    return { status, count: await this.views.count((await this.parties.of(actor)).ids, status === 'READ') };
  }
}

@QueryHandler(GetQuotationQuery)
export class GetQuotationHandler implements IQueryHandler<GetQuotationQuery, QuotationView> {
  constructor(
    private readonly views: QuotationViews,
    private readonly parties: TradingParties,
  ) {}

  async execute({ actor, quotationId }: GetQuotationQuery): Promise<QuotationView> {
    const row = await this.views.row(quotationId);
    const { ids } = await this.parties.of(actor);
    const reaches =
      !!row &&
      ((ids.includes(row.seller_id) && (await this.parties.holds(actor, 'quotations:list'))) ||
        (ids.includes(row.buyer_id) && (await this.parties.holds(actor, 'quotations:create'))));
    if (!reaches) throw new DomainError(OrdersErrors.QUOTATION_NOT_FOUND);
    return this.views.view(quotationId);
  }
}
