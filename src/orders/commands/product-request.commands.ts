import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../kernel/clock/clock';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { KernelErrors } from '../../kernel/errors/kernel.errors';
import { EventStore } from '../../kernel/events/event-store';
import { PersonalDataVault, SealedPersonalData } from '../../kernel/privacy/personal-data-vault';
import { decideStatusChange, OrderStatus, Party, ProductRequestStream } from '../domain/product-request';
import { OrdersErrors } from '../orders.errors';
import { ProductRequestView, ProductRequestViews } from '../queries/product-request.views';
import { TradingParties } from '../queries/trading-parties';
import { OrderPlacement } from './order-placement';
import { TradableProducts } from './tradable-products';

export interface OrderInput {
  productId: string;
  quantity: number;
  deliveryMethodId: number;
  deliveryLocation: string;
  comment?: string | null;
}

/** A buyer orders a public product, not their own, delivered one of the ways its seller offers, at its current price. */
export class PlaceProductRequestCommand extends Command<ProductRequestView> {
  constructor(
    readonly actor: Actor,
    readonly input: OrderInput,
  ) {
    super();
  }
}

/**
 * Moves an order the caller is a side of (domain/product-request.ts says who moves it where). The seller acts with
 * `orders:manage`, the buyer with `orders:create`; someone who is neither side is told there is no such order.
 */
export class ChangeProductRequestStatusCommand extends Command<ProductRequestView> {
  constructor(
    readonly actor: Actor,
    readonly requestId: string,
    readonly to: OrderStatus,
    readonly reason: string | null,
  ) {
    super();
  }
}

@CommandHandler(PlaceProductRequestCommand)
export class PlaceProductRequestHandler implements ICommandHandler<PlaceProductRequestCommand, ProductRequestView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly parties: TradingParties,
    private readonly products: TradableProducts,
    private readonly placement: OrderPlacement,
    private readonly views: ProductRequestViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, input }: PlaceProductRequestCommand): Promise<ProductRequestView> {
    const buyer = await this.parties.of(actor);
    const product = await this.products.forBuyer(input.productId, buyer, 'ORDER_OWN_PRODUCT');
    const requestId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      await this.placement.placeIn(manager, {
        requestId,
        product,
        buyerId: buyer.organisationId,
        placedBy: actor.id,
        quantity: input.quantity,
        unitPrice: product.price,
        deliveryMethodId: input.deliveryMethodId,
        deliveryLocation: input.deliveryLocation,
        comment: input.comment?.trim() || null,
        quotationId: null,
        now: this.clock.nowIso(),
      });
      return this.views.view(requestId, ['BUYER'], manager);
    });
  }
}

@CommandHandler(ChangeProductRequestStatusCommand)
export class ChangeProductRequestStatusHandler implements ICommandHandler<
  ChangeProductRequestStatusCommand,
  ProductRequestView
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly parties: TradingParties,
    private readonly views: ProductRequestViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, requestId, to, reason }: ChangeProductRequestStatusCommand): Promise<ProductRequestView> {
    const row = await this.views.row(requestId);
    const party = await this.parties.of(actor);
    const isSeller = !!row && party.ids.includes(row.seller_id);
    const isBuyer = !!row && party.ids.includes(row.buyer_id);
    if (!row || (!isSeller && !isBuyer)) throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    const sides: Party[] = [];
    if (isSeller && (await this.parties.holds(actor, 'orders:manage'))) sides.push('SELLER');
    if (isBuyer && (await this.parties.holds(actor, 'orders:create'))) sides.push('BUYER');
    if (!sides.length) throw new DomainError(KernelErrors.FORBIDDEN);
    return this.dataSource.transaction(async (manager) => {
      const reasons: Partial<Record<Party, SealedPersonalData>> = {};
      if (reason)
        for (const side of sides)
          reasons[side] = await this.vault.seal(side === 'SELLER' ? row.seller_id : row.buyer_id, { reason }, manager);
      await ProductRequestStream.execute(
        this.store,
        requestId,
        (state) => decideStatusChange(state, { requestId, to, sides, by: actor.id, reasons, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.view(requestId, sides, manager);
    });
  }
}
