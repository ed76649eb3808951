import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { ProductFacts } from '../../catalogue';
import type { Actor } from '../../kernel/context/request-context';
import { executeOnStream } from '../../kernel/events/decider';
import { EventStore } from '../../kernel/events/event-store';
import { DomainError, NotFoundError } from '../../kernel/http/domain-error';
import { PersonalDataVault, SealedPersonalData } from '../../kernel/privacy/personal-data-vault';
import {
  decidePlace,
  decideStatusChange,
  evolveProductRequest,
  initialProductRequestState,
  OrderStatus,
  Party,
  PRODUCT_REQUEST_STREAM,
  productRequestStreamId,
} from '../domain/product-request';
import { ProductRequestView, ProductRequestViews } from '../queries/product-request.views';
import { TradingParties } from '../trading-parties';
import { TradableProducts } from './tradable-products';

const nowIso = () => new Date().toISOString();

export interface OrderInput {
  productId: string;
  quantity: number;
  deliveryMethodId: number;
  deliveryLocation: string;
  comment?: string;
}

/** What a new order is made of, whether placed directly or from an accepted quotation. */
export interface NewOrder {
  requestId: string;
  product: ProductFacts;
  buyerId: string;
  placedBy: string;
  quantity: number;
  unitPrice: string;
  deliveryMethodId: number;
  deliveryLocation: string;
  comment: string | null;
  quotationId: string | null;
}

/** Buyers place product requests; the two sides move them through the order machine (domain/product-request.ts). */
@Injectable()
export class ProductRequestCommands {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly parties: TradingParties,
    private readonly products: TradableProducts,
    private readonly views: ProductRequestViews,
  ) {}

  /** A public product, not one's own, delivered one of the ways its seller offers, at its current price. */
  async place(actor: Actor, input: OrderInput): Promise<ProductRequestView> {
    const buyer = await this.parties.of(actor);
    const product = await this.products.forBuyer(input.productId, buyer, 'ORDER_OWN_PRODUCT');
    const order: NewOrder = {
      requestId: randomUUID(),
      product,
      buyerId: buyer.organisationId,
      placedBy: actor.id,
      quantity: input.quantity,
      unitPrice: product.price,
      deliveryMethodId: input.deliveryMethodId,
      deliveryLocation: input.deliveryLocation,
      comment: input.comment?.trim() || null,
      quotationId: null,
    };
    return this.dataSource.transaction(async (manager) => {
      await this.placeIn(manager, order);
      return this.views.view(order.requestId, ['BUYER'], manager);
    });
  }

  /** Appends the new order in the caller's transaction (an accepted quotation places its order with it). */
  async placeIn(manager: EntityManager, order: NewOrder): Promise<void> {
    const method = this.products.deliveryMethod(order.product, order.deliveryMethodId);
    const details = await this.vault.seal(order.buyerId, { deliveryLocation: order.deliveryLocation, comment: order.comment }, manager);
    const stream = { id: productRequestStreamId(order.requestId), type: PRODUCT_REQUEST_STREAM };
    await executeOnStream(
      this.store,
      stream,
      evolveProductRequest,
      initialProductRequestState,
      (state) =>
        decidePlace(state, {
          requestId: order.requestId,
          productId: order.product.id,
          productName: order.product.name,
          sellerId: order.product.ownerId,
          buyerId: order.buyerId,
          placedBy: order.placedBy,
          countryId: order.product.countryId,
          quantity: order.quantity,
          unitPrice: order.unitPrice,
          deliveryMethod: { id: method.id, name: method.name, nameFr: method.nameFr },
          details,
          quotationId: order.quotationId,
          now: nowIso(),
        }),
      { manager },
    );
  }

  /**
   * Moves an order the caller is a side of. The seller acts with `orders:manage`, the buyer with `orders:create`;
   * someone who is neither side is told there is no such order.
   */
  async changeStatus(actor: Actor, requestId: string, to: OrderStatus, reason: string | null): Promise<ProductRequestView> {
    const row = await this.views.row(requestId);
    const party = await this.parties.of(actor);
    const isSeller = !!row && party.ids.includes(row.seller_id);
    const isBuyer = !!row && party.ids.includes(row.buyer_id);
    if (!row || (!isSeller && !isBuyer)) throw new NotFoundError('ORDER_NOT_FOUND');
    const sides: Party[] = [];
    if (isSeller && (await this.parties.holds(actor, 'orders:manage'))) sides.push('SELLER');
    if (isBuyer && (await this.parties.holds(actor, 'orders:create'))) sides.push('BUYER');
    if (!sides.length) throw new DomainError('FORBIDDEN', 403);
    return this.dataSource.transaction(async (manager) => {
      const reasons: Partial<Record<Party, SealedPersonalData>> = {};
      if (reason) for (const side of sides) reasons[side] = await this.vault.seal(side === 'SELLER' ? row.seller_id : row.buyer_id, { reason }, manager);
      const stream = { id: productRequestStreamId(requestId), type: PRODUCT_REQUEST_STREAM };
      await executeOnStream(
        this.store,
        stream,
        evolveProductRequest,
        initialProductRequestState,
        (state) => decideStatusChange(state, { requestId, to, sides, by: actor.id, reasons, now: nowIso() }),
        { manager },
      );
      return this.views.view(requestId, sides, manager);
    });
  }
}
