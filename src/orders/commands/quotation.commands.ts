import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../kernel/context/request-context';
import { executeOnStream } from '../../kernel/events/decider';
import { EventStore } from '../../kernel/events/event-store';
import { NewEvent } from '../../kernel/events/event.types';
import { DomainError, NotFoundError } from '../../kernel/http/domain-error';
import { PersonalDataVault, SealedPersonalData } from '../../kernel/privacy/personal-data-vault';
import {
  decideAccept,
  decideAsk,
  decideCounter,
  decideSellerUpdate,
  evolveQuotation,
  initialQuotationState,
  QuotationAccepted,
  QUOTATION_STREAM,
  QuotationState,
  quotationStreamId,
} from '../domain/quotation';
import { ProductRequestView, ProductRequestViews } from '../queries/product-request.views';
import { QuotationRow, QuotationView, QuotationViews } from '../queries/quotation.views';
import { TradingParties } from '../trading-parties';
import { ProductRequestCommands } from './product-request.commands';
import { TradableProducts } from './tradable-products';

const nowIso = () => new Date().toISOString();
const text = (value: string | undefined) => value?.trim() || null;
/** A validated decimal ("12000", "12000.5") with its two decimals, as the read models show prices ("12000.00"). */
const money = (price: string) => {
  const [units, cents = ''] = price.split('.');
  return `${units.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
};

export interface SellerUpdateInput {
  isRead?: boolean;
  price?: string;
  comment?: string;
  productId?: string;
}

export interface DeliveryInput {
  deliveryMethodId: number;
  deliveryLocation: string;
  comment?: string;
}

/** Buyers ask sellers for a price, counter their offers and accept one; sellers answer. */
@Injectable()
export class QuotationCommands {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly parties: TradingParties,
    private readonly products: TradableProducts,
    private readonly views: QuotationViews,
    private readonly orders: ProductRequestCommands,
    private readonly orderViews: ProductRequestViews,
  ) {}

  private on(quotationId: string, decide: (state: QuotationState) => NewEvent[], manager: EntityManager) {
    return executeOnStream(this.store, { id: quotationStreamId(quotationId), type: QUOTATION_STREAM }, evolveQuotation, initialQuotationState, decide, { manager });
  }

  /** What one side writes, sealed with that side's key; null when there is nothing. */
  private async message(subject: string, comment: string | null, manager: EntityManager): Promise<SealedPersonalData | null> {
    return comment ? this.vault.seal(subject, { comment }, manager) : null;
  }

  /** The quotation, when the caller stands on `side` of it; 404 otherwise (nobody learns of others' quotations). */
  private async reached(actor: Actor, quotationId: string, side: 'BUYER' | 'SELLER'): Promise<QuotationRow> {
    const row = await this.views.row(quotationId);
    const party = await this.parties.of(actor);
    if (!row || !party.ids.includes(side === 'BUYER' ? row.buyer_id : row.seller_id)) throw new NotFoundError('QUOTATION_NOT_FOUND');
    return row;
  }

  async ask(actor: Actor, input: { productId: string; quantity: number; comment?: string }): Promise<QuotationView> {
    const buyer = await this.parties.of(actor);
    const product = await this.products.forBuyer(input.productId, buyer, 'QUOTATION_OWN_PRODUCT');
    const quotationId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const message = await this.message(buyer.organisationId, text(input.comment), manager);
      await this.on(
        quotationId,
        (state) =>
          decideAsk(state, {
            quotationId,
            productId: product.id,
            productName: product.name,
            sellerId: product.ownerId,
            buyerId: buyer.organisationId,
            askedBy: actor.id,
            countryId: product.countryId,
            quantity: input.quantity,
            message,
            now: nowIso(),
          }),
        manager,
      );
      return this.views.view(quotationId, manager);
    });
  }

  /** The seller marks it read or unread, offers a price, or writes a comment (domain/quotation.ts says how they combine). */
  async update(actor: Actor, quotationId: string, input: SellerUpdateInput): Promise<QuotationView> {
    const row = await this.reached(actor, quotationId, 'SELLER');
    if (input.productId !== undefined && input.productId !== row.product_id) {
      throw new DomainError('VALIDATION_FAILED', 400, {}, [{ field: 'productId', message: 'QUOTATION_PRODUCT_MISMATCH' }]);
    }
    return this.dataSource.transaction(async (manager) => {
      const message = await this.message(row.seller_id, text(input.comment), manager);
      await this.on(quotationId, (state) => decideSellerUpdate(state, { quotationId, by: actor.id, isRead: input.isRead, price: input.price === undefined ? undefined : money(input.price), message, now: nowIso() }), manager);
      return this.views.view(quotationId, manager);
    });
  }

  /** The buyer proposes another unit price. */
  async counter(actor: Actor, quotationId: string, input: { price: string; comment?: string }): Promise<QuotationView> {
    const row = await this.reached(actor, quotationId, 'BUYER');
    return this.dataSource.transaction(async (manager) => {
      const message = await this.message(row.buyer_id, text(input.comment), manager);
      await this.on(quotationId, (state) => decideCounter(state, { quotationId, by: actor.id, price: money(input.price), message, now: nowIso() }), manager);
      return this.views.view(quotationId, manager);
    });
  }

  /**
   * The buyer accepts the seller's standing price: the quotation closes and a product request for its quantity, at that
   * price, is placed in the same transaction (both or neither). The product must still be on sale.
   */
  async accept(actor: Actor, quotationId: string, input: DeliveryInput): Promise<ProductRequestView> {
    const row = await this.reached(actor, quotationId, 'BUYER');
    const buyer = await this.parties.of(actor);
    const product = await this.products.forBuyer(row.product_id, buyer, 'ORDER_OWN_PRODUCT');
    this.products.deliveryMethod(product, input.deliveryMethodId);
    const requestId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const [accepted] = await this.on(quotationId, (state) => decideAccept(state, { quotationId, by: actor.id, requestId, now: nowIso() }), manager);
      await this.orders.placeIn(manager, {
        requestId,
        product,
        buyerId: row.buyer_id,
        placedBy: actor.id,
        quantity: row.quantity,
        unitPrice: (accepted.data as QuotationAccepted).price,
        deliveryMethodId: input.deliveryMethodId,
        deliveryLocation: input.deliveryLocation,
        comment: text(input.comment),
        quotationId,
      });
      return this.orderViews.view(requestId, ['BUYER'], manager);
    });
  }
}
