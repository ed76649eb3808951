import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../kernel/clock/clock';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError, ValidationFailedError } from '../../kernel/errors/domain-error';
import { EventStore } from '../../kernel/events/event-store';
import { PersonalDataVault, SealedPersonalData } from '../../kernel/privacy/personal-data-vault';
import {
  decideAccept,
  decideAsk,
  decideCounter,
  decideSellerUpdate,
  QuotationAccepted,
  QuotationStream,
} from '../domain/quotation';
import { OrdersErrors } from '../orders.errors';
import { ProductRequestView, ProductRequestViews } from '../queries/product-request.views';
import { QuotationRow, QuotationView, QuotationViews } from '../queries/quotation.views';
import { TradingParties } from '../queries/trading-parties';
import { OrderPlacement } from './order-placement';
import { TradableProducts } from './tradable-products';

const text = (value: string | null | undefined) => value?.trim() || null;
/** A validated decimal ("12000", "12000.5") with its two decimals, as the read models show prices ("12000.00"). */
const money = (price: string) => {
  const [units, cents = ''] = price.split('.');
  return `${units.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
};

/** What the seller sends; a field left out or sent as null is not changed. */
export interface SellerUpdateInput {
  isRead?: boolean | null;
  price?: string | null;
  comment?: string | null;
  productId?: string | null;
}

export interface DeliveryInput {
  deliveryMethodId: number;
  deliveryLocation: string;
  comment?: string | null;
}

/** A buyer asks the seller of a public product (not their own) for the price of a quantity. */
export class AskQuotationCommand extends Command<QuotationView> {
  constructor(
    readonly actor: Actor,
    readonly input: { productId: string; quantity: number; comment?: string | null },
  ) {
    super();
  }
}

/** The seller marks it read or unread, offers a price, or writes a comment (domain/quotation.ts says how they combine). */
export class AnswerQuotationCommand extends Command<QuotationView> {
  constructor(
    readonly actor: Actor,
    readonly quotationId: string,
    readonly input: SellerUpdateInput,
  ) {
    super();
  }
}

/** The buyer proposes another unit price. */
export class CounterQuotationCommand extends Command<QuotationView> {
  constructor(
    readonly actor: Actor,
    readonly quotationId: string,
    readonly input: { price: string; comment?: string | null },
  ) {
    super();
  }
}

/**
 * The buyer accepts the seller's standing price: the quotation closes and a product request for its quantity, at that
 * price, is placed in the same transaction (both or neither). The product must still be on sale.
 */
export class AcceptQuotationCommand extends Command<ProductRequestView> {
  constructor(
    readonly actor: Actor,
    readonly quotationId: string,
    readonly input: DeliveryInput,
  ) {
    super();
  }
}

/** What one side writes, sealed with that side's key; null when there is nothing. */
const sealedMessage = (
  vault: PersonalDataVault,
  subject: string,
  comment: string | null,
  manager: EntityManager,
): Promise<SealedPersonalData | null> => (comment ? vault.seal(subject, { comment }, manager) : Promise.resolve(null));

/** The quotation, when the caller stands on `side` of it; 404 otherwise (nobody learns of others' quotations). */
async function reached(
  views: QuotationViews,
  parties: TradingParties,
  actor: Actor,
  quotationId: string,
  side: 'BUYER' | 'SELLER',
): Promise<QuotationRow> {
  const row = await views.row(quotationId);
  const party = await parties.of(actor);
  if (!row || !party.ids.includes(side === 'BUYER' ? row.buyer_id : row.seller_id))
    throw new DomainError(OrdersErrors.QUOTATION_NOT_FOUND);
  return row;
}

@CommandHandler(AskQuotationCommand)
export class AskQuotationHandler implements ICommandHandler<AskQuotationCommand, QuotationView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly parties: TradingParties,
    private readonly products: TradableProducts,
    private readonly views: QuotationViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, input }: AskQuotationCommand): Promise<QuotationView> {
    const buyer = await this.parties.of(actor);
    const product = await this.products.forBuyer(input.productId, buyer, 'QUOTATION_OWN_PRODUCT');
    const quotationId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const message = await sealedMessage(this.vault, buyer.organisationId, text(input.comment), manager);
      await QuotationStream.execute(
        this.store,
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
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return this.views.view(quotationId, manager);
    });
  }
}

@CommandHandler(AnswerQuotationCommand)
export class AnswerQuotationHandler implements ICommandHandler<AnswerQuotationCommand, QuotationView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly parties: TradingParties,
    private readonly views: QuotationViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, quotationId, input }: AnswerQuotationCommand): Promise<QuotationView> {
    const row = await reached(this.views, this.parties, actor, quotationId, 'SELLER');
    if (input.productId != null && input.productId !== row.product_id) {
      throw new ValidationFailedError([{ field: 'productId', message: 'QUOTATION_PRODUCT_MISMATCH' }]);
    }
    const isRead = input.isRead ?? undefined;
    const price = input.price == null ? undefined : money(input.price);
    return this.dataSource.transaction(async (manager) => {
      const message = await sealedMessage(this.vault, row.seller_id, text(input.comment), manager);
      await QuotationStream.execute(
        this.store,
        quotationId,
        (state) =>
          decideSellerUpdate(state, { quotationId, by: actor.id, isRead, price, message, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.view(quotationId, manager);
    });
  }
}

@CommandHandler(CounterQuotationCommand)
export class CounterQuotationHandler implements ICommandHandler<CounterQuotationCommand, QuotationView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly parties: TradingParties,
    private readonly views: QuotationViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, quotationId, input }: CounterQuotationCommand): Promise<QuotationView> {
    const row = await reached(this.views, this.parties, actor, quotationId, 'BUYER');
    return this.dataSource.transaction(async (manager) => {
      const message = await sealedMessage(this.vault, row.buyer_id, text(input.comment), manager);
      await QuotationStream.execute(
        this.store,
        quotationId,
        (state) =>
          decideCounter(state, {
            quotationId,
            by: actor.id,
            price: money(input.price),
            message,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return this.views.view(quotationId, manager);
    });
  }
}

@CommandHandler(AcceptQuotationCommand)
export class AcceptQuotationHandler implements ICommandHandler<AcceptQuotationCommand, ProductRequestView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly parties: TradingParties,
    private readonly products: TradableProducts,
    private readonly views: QuotationViews,
    private readonly placement: OrderPlacement,
    private readonly orderViews: ProductRequestViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, quotationId, input }: AcceptQuotationCommand): Promise<ProductRequestView> {
    const row = await reached(this.views, this.parties, actor, quotationId, 'BUYER');
    const buyer = await this.parties.of(actor);
    const product = await this.products.forBuyer(row.product_id, buyer, 'ORDER_OWN_PRODUCT');
    this.products.deliveryMethod(product, input.deliveryMethodId);
    const requestId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.nowIso();
      const [accepted] = await QuotationStream.execute(
        this.store,
        quotationId,
        (state) => decideAccept(state, { quotationId, by: actor.id, requestId, now }),
        manager,
      );
      await this.placement.placeIn(manager, {
        requestId,
        product,
        buyerId: row.buyer_id,
        placedBy: actor.id,
        quantity: row.quantity,
        unitPrice: QuotationAccepted.dataOf(accepted).price,
        deliveryMethodId: input.deliveryMethodId,
        deliveryLocation: input.deliveryLocation,
        comment: text(input.comment),
        quotationId,
        now,
      });
      return this.orderViews.view(requestId, ['BUYER'], manager);
    });
  }
}
