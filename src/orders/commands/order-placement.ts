import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ProductFacts } from '../../catalogue';
import { EventStore } from '../../kernel/events/event-store';
import { PersonalDataVault } from '../../kernel/privacy/personal-data-vault';
import { decidePlace, ProductRequestStream } from '../domain/product-request';
import { TradableProducts } from './tradable-products';

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
  now: string;
}

/** Appends a new order in the caller's transaction (an accepted quotation places its order with it). */
@Injectable()
export class OrderPlacement {
  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly products: TradableProducts,
  ) {}

  async placeIn(manager: EntityManager, order: NewOrder): Promise<void> {
    const method = this.products.deliveryMethod(order.product, order.deliveryMethodId);
    const details = await this.vault.seal(
      order.buyerId,
      { deliveryLocation: order.deliveryLocation, comment: order.comment },
      manager,
    );
    await ProductRequestStream.execute(
      this.store,
      order.requestId,
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
          now: order.now,
        }),
      manager,
    );
  }
}
