import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserEvents } from '../../accounts';
import { StoredEvent } from '../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import { PersonalDataVault } from '../../kernel/privacy/personal-data-vault';
import {
  OrderDetails,
  ProductRequestEvents,
  ProductRequestPlaced,
  productRequestStatusData,
} from '../domain/product-request';

/** One step of an order's history, as product_requests.history keeps it. */
export interface HistoryEntry {
  status: string;
  side: 'BUYER' | 'SELLER';
  at: string;
}

/**
 * The product requests (product_requests), with their status history. What the buyer wrote (delivery location,
 * comment) and the reasons each side gave are blanked when that side's account is deleted.
 */
@Injectable()
@Projection()
export class ProductRequestProjection implements InlineProjection {
  readonly name = 'product-requests';
  readonly tables = ['product_requests'];
  readonly handles = [...Object.values(ProductRequestEvents), UserEvents.deleted];

  constructor(private readonly vault: PersonalDataVault) {}

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (event.type === ProductRequestEvents.placed) {
      const data = ProductRequestPlaced.dataOf(event);
      const details = await this.vault.open<OrderDetails>(data.details, manager);
      const history: HistoryEntry[] = [{ status: 'PENDING', side: 'BUYER', at: data.at }];
      await manager.query(
        `INSERT INTO product_requests (id, product_id, product_name, seller_id, buyer_id, placed_by, country_id, quantity, unit_price,
           delivery_method_id, delivery_method_name, delivery_method_name_fr, delivery_location, comment, quotation_id, status, history, ordered_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'PENDING', $16::jsonb, $17, $17)`,
        [
          data.requestId,
          data.productId,
          data.productName,
          data.sellerId,
          data.buyerId,
          data.placedBy,
          data.countryId,
          data.quantity,
          data.unitPrice,
          data.deliveryMethod.id,
          data.deliveryMethod.name,
          data.deliveryMethod.nameFr,
          details?.deliveryLocation ?? '',
          details?.comment ?? null,
          data.quotationId,
          JSON.stringify(history),
          new Date(data.at),
        ],
      );
      return;
    }
    if (event.type === UserEvents.deleted) {
      const { userId } = UserDeleted.dataOf(event);
      await manager.query(`UPDATE product_requests SET delivery_location = '', comment = NULL WHERE buyer_id = $1`, [
        userId,
      ]);
      await manager.query(
        `UPDATE product_requests SET reason = NULL, reason_side = NULL
         WHERE (reason_side = 'BUYER' AND buyer_id = $1) OR (reason_side = 'SELLER' AND seller_id = $1)`,
        [userId],
      );
      return;
    }
    const data = productRequestStatusData(event);
    const reason = data.reason
      ? ((await this.vault.open<{ reason: string }>(data.reason, manager))?.reason ?? null)
      : null;
    const step: HistoryEntry = { status: data.to, side: data.side, at: data.at };
    await manager.query(
      `UPDATE product_requests SET status = $2, reason = $3, reason_side = $4, history = history || $5::jsonb, updated_at = $6 WHERE id = $1`,
      [data.requestId, data.to, reason, reason === null ? null : data.side, JSON.stringify([step]), new Date(data.at)],
    );
  }
}
