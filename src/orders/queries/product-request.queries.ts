import { Injectable } from '@nestjs/common';
import { workingCountryOf } from '../../accounts';
import type { Actor } from '../../kernel/context/request-context';
import { NotFoundError } from '../../kernel/http/domain-error';
import { Page, PageRequest } from '../../kernel/http/envelopes';
import { OrderStatus, Party } from '../domain/product-request';
import { runsThePlatform, TradingParties } from '../trading-parties';
import { OrderScope, ProductRequestView, ProductRequestViews } from './product-request.views';

/**
 * Orders as each one reaches them: a buyer those they placed, a seller those they received, administrators and platform
 * managers every order of the country they work in (the Country header; the permission check keeps platform managers
 * to the countries they monitor). Nobody else learns an order exists.
 */
@Injectable()
export class ProductRequestQueries {
  constructor(
    private readonly views: ProductRequestViews,
    private readonly parties: TradingParties,
  ) {}

  private async receivedScope(actor: Actor): Promise<OrderScope> {
    if (runsThePlatform(actor)) return { countryId: workingCountryOf(actor) };
    return { sellerIds: (await this.parties.of(actor)).ids };
  }

  async placed(actor: Actor, status: OrderStatus | undefined, page: PageRequest): Promise<Page<ProductRequestView>> {
    return this.views.list({ buyerIds: (await this.parties.of(actor)).ids }, status, page);
  }

  async received(actor: Actor, status: OrderStatus | undefined, page: PageRequest): Promise<Page<ProductRequestView>> {
    return this.views.list(await this.receivedScope(actor), status, page);
  }

  async countReceived(actor: Actor, status: OrderStatus): Promise<number> {
    return this.views.count(await this.receivedScope(actor), status);
  }

  /** The seller reads it with `orders:list`, the buyer with `orders:create`, the platform with `orders:list` in its country. */
  async one(actor: Actor, requestId: string): Promise<ProductRequestView> {
    const row = await this.views.row(requestId);
    if (!row) throw new NotFoundError('ORDER_NOT_FOUND');
    const { ids } = await this.parties.of(actor);
    const sides: Party[] = [];
    if (ids.includes(row.seller_id) && (await this.parties.holds(actor, 'orders:list'))) sides.push('SELLER');
    if (ids.includes(row.buyer_id) && (await this.parties.holds(actor, 'orders:create'))) sides.push('BUYER');
    const platform = runsThePlatform(actor) && row.country_id === workingCountryOf(actor) && (await this.parties.holds(actor, 'orders:list'));
    if (!sides.length && !platform) throw new NotFoundError('ORDER_NOT_FOUND');
    // Reading with orders:list is not acting: the seller's next moves need orders:manage.
    const movers: Party[] = [];
    if (sides.includes('SELLER') && (await this.parties.holds(actor, 'orders:manage'))) movers.push('SELLER');
    if (sides.includes('BUYER')) movers.push('BUYER');
    return this.views.view(requestId, movers);
  }
}
