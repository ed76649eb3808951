import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { workingCountryOf } from '../../accounts';
import { runsThePlatform } from '../../kernel/auth/platform-roles';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { Page, PageRequest } from '../../kernel/http/envelopes';
import { OrderStatus, Party } from '../domain/product-request';
import { OrdersErrors } from '../orders.errors';
import { TradingParties } from './trading-parties';
import { OrderScope, ProductRequestView, ProductRequestViews } from './product-request.views';

/*
 * Orders as each one reaches them: a buyer those they placed, a seller those they received, administrators and platform
 * managers every order of the country they work in (the Country header; the permission check keeps platform managers
 * to the countries they monitor). Nobody else learns an order exists.
 */

/** The orders the caller (the buyer) placed, newest first; every status when `status` is left out. */
export class ListPlacedOrdersQuery extends Query<Page<ProductRequestView>> {
  constructor(
    readonly actor: Actor,
    readonly status: OrderStatus | undefined,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** The orders the caller's organisation received (seller); every order of the working country (administrators). */
export class ListReceivedOrdersQuery extends Query<Page<ProductRequestView>> {
  constructor(
    readonly actor: Actor,
    readonly status: OrderStatus | undefined,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** How many of the orders ListReceivedOrdersQuery lists have `status`. */
export class CountReceivedOrdersQuery extends Query<{ status: OrderStatus; count: number }> {
  constructor(
    readonly actor: Actor,
    readonly status: OrderStatus,
  ) {
    super();
  }
}

/** One order: the seller reads it with `orders:list`, the buyer with `orders:create`, the platform with `orders:list` in its country. */
export class GetProductRequestQuery extends Query<ProductRequestView> {
  constructor(
    readonly actor: Actor,
    readonly requestId: string,
  ) {
    super();
  }
}

async function receivedScope(parties: TradingParties, actor: Actor): Promise<OrderScope> {
  if (runsThePlatform(actor)) return { countryId: workingCountryOf(actor) };
  return { sellerIds: (await parties.of(actor)).ids };
}

@QueryHandler(ListPlacedOrdersQuery)
export class ListPlacedOrdersHandler implements IQueryHandler<ListPlacedOrdersQuery, Page<ProductRequestView>> {
  constructor(
    private readonly views: ProductRequestViews,
    private readonly parties: TradingParties,
  ) {}

  async execute({ actor, status, page }: ListPlacedOrdersQuery): Promise<Page<ProductRequestView>> {
    return this.views.list({ buyerIds: (await this.parties.of(actor)).ids }, status, page);
  }
}

@QueryHandler(ListReceivedOrdersQuery)
export class ListReceivedOrdersHandler implements IQueryHandler<ListReceivedOrdersQuery, Page<ProductRequestView>> {
  constructor(
    private readonly views: ProductRequestViews,
    private readonly parties: TradingParties,
  ) {}

  async execute({ actor, status, page }: ListReceivedOrdersQuery): Promise<Page<ProductRequestView>> {
    return this.views.list(await receivedScope(this.parties, actor), status, page);
  }
}

@QueryHandler(CountReceivedOrdersQuery)
export class CountReceivedOrdersHandler implements IQueryHandler<
  CountReceivedOrdersQuery,
  { status: OrderStatus; count: number }
> {
  constructor(
    private readonly views: ProductRequestViews,
    private readonly parties: TradingParties,
  ) {}

  async execute({ actor, status }: CountReceivedOrdersQuery): Promise<{ status: OrderStatus; count: number }> {
    return { status, count: await this.views.count(await receivedScope(this.parties, actor), status) };
  }
}

@QueryHandler(GetProductRequestQuery)
export class GetProductRequestHandler implements IQueryHandler<GetProductRequestQuery, ProductRequestView> {
  constructor(
    private readonly views: ProductRequestViews,
    private readonly parties: TradingParties,
  ) {}

  async execute({ actor, requestId }: GetProductRequestQuery): Promise<ProductRequestView> {
    const row = await this.views.row(requestId);
    if (!row) throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    const { ids } = await this.parties.of(actor);
    const sides: Party[] = [];
    if (ids.includes(row.seller_id) && (await this.parties.holds(actor, 'orders:list'))) sides.push('SELLER');
    if (ids.includes(row.buyer_id) && (await this.parties.holds(actor, 'orders:create'))) sides.push('BUYER');
    const platform =
      runsThePlatform(actor) &&
      row.country_id === workingCountryOf(actor) &&
      (await this.parties.holds(actor, 'orders:list'));
    if (!sides.length && !platform) throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    // Reading with orders:list is not acting: the seller's next moves need orders:manage.
    const movers: Party[] = [];
    if (sides.includes('SELLER') && (await this.parties.holds(actor, 'orders:manage'))) movers.push('SELLER');
    if (sides.includes('BUYER')) movers.push('BUYER');
    return this.views.view(requestId, movers);
  }
}
