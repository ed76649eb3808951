import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserEvents } from '../../accounts';
import { StoredEvent } from '../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import { PersonalDataVault, SealedPersonalData } from '../../kernel/privacy/personal-data-vault';
import {
  QuotationAccepted,
  QuotationCommented,
  quotationEventData,
  QuotationEvents,
  QuotationMessage,
  quotationPriceData,
  quotationReadData,
  QuotationRequested,
} from '../domain/quotation';

type Side = 'BUYER' | 'SELLER';
type Kind = 'REQUEST' | 'OFFER' | 'COUNTER' | 'NOTE' | 'ACCEPT';

/**
 * The quotations (one row each, with the latest prices and the seller's read flag) and their threads
 * (quotation_messages, one row per thing said, at the event's version). A comment whose writer's account is deleted
 * reads as null.
 */
@Injectable()
@Projection()
export class QuotationProjection implements InlineProjection {
  readonly name = 'quotations';
  readonly tables = ['quotation_messages', 'quotations'];
  readonly handles = [...Object.values(QuotationEvents), UserEvents.deleted];

  constructor(private readonly vault: PersonalDataVault) {}

  private async comment(sealed: SealedPersonalData | null, manager: EntityManager): Promise<string | null> {
    return sealed ? ((await this.vault.open<QuotationMessage>(sealed, manager))?.comment ?? null) : null;
  }

  private async say(
    manager: EntityManager,
    event: StoredEvent,
    side: Side,
    kind: Kind,
    by: string,
    price: string | null,
    comment: string | null,
  ) {
    await manager.query(
      `INSERT INTO quotation_messages (quotation_id, position, side, kind, author_id, price, comment, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        quotationEventData(event).quotationId,
        event.version,
        side,
        kind,
        by,
        price,
        comment,
        new Date(quotationEventData(event).at),
      ],
    );
  }

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case QuotationEvents.requested: {
        const data = QuotationRequested.dataOf(event);
        const comment = await this.comment(data.message, manager);
        await manager.query(
          `INSERT INTO quotations (id, product_id, product_name, seller_id, buyer_id, asked_by, country_id, quantity,
             comment, status, is_read, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'REQUESTED', false, $10, $10)`,
          [
            data.quotationId,
            data.productId,
            data.productName,
            data.sellerId,
            data.buyerId,
            data.askedBy,
            data.countryId,
            data.quantity,
            comment,
            new Date(data.at),
          ],
        );
        await this.say(manager, event, 'BUYER', 'REQUEST', data.askedBy, null, comment);
        return;
      }
      case QuotationEvents.offered: {
        const data = quotationPriceData(event);
        await manager.query(
          `UPDATE quotations SET status = 'OFFERED', offered_price = $2, is_read = true, updated_at = $3 WHERE id = $1`,
          [data.quotationId, data.price, new Date(data.at)],
        );
        await this.say(
          manager,
          event,
          'SELLER',
          'OFFER',
          data.by,
          data.price,
          await this.comment(data.message, manager),
        );
        return;
      }
      case QuotationEvents.countered: {
        const data = quotationPriceData(event);
        await manager.query(
          `UPDATE quotations SET status = 'COUNTERED', countered_price = $2, is_read = false, updated_at = $3 WHERE id = $1`,
          [data.quotationId, data.price, new Date(data.at)],
        );
        await this.say(
          manager,
          event,
          'BUYER',
          'COUNTER',
          data.by,
          data.price,
          await this.comment(data.message, manager),
        );
        return;
      }
      case QuotationEvents.commented: {
        const data = QuotationCommented.dataOf(event);
        await manager.query(`UPDATE quotations SET is_read = true, updated_at = $2 WHERE id = $1`, [
          data.quotationId,
          new Date(data.at),
        ]);
        await this.say(manager, event, 'SELLER', 'NOTE', data.by, null, await this.comment(data.message, manager));
        return;
      }
      case QuotationEvents.markedRead:
      case QuotationEvents.markedUnread:
        // Reading is not activity: updated_at stays.
        await manager.query(`UPDATE quotations SET is_read = $2 WHERE id = $1`, [
          quotationReadData(event).quotationId,
          event.type === QuotationEvents.markedRead,
        ]);
        return;
      case QuotationEvents.accepted: {
        const data = QuotationAccepted.dataOf(event);
        await manager.query(
          `UPDATE quotations SET status = 'ACCEPTED', request_id = $2, is_read = false, updated_at = $3 WHERE id = $1`,
          [data.quotationId, data.requestId, new Date(data.at)],
        );
        await this.say(manager, event, 'BUYER', 'ACCEPT', data.by, data.price, null);
        return;
      }
      case UserEvents.deleted: {
        const { userId } = UserDeleted.dataOf(event);
        await manager.query(
          `UPDATE quotation_messages m SET comment = NULL FROM quotations q
           WHERE q.id = m.quotation_id AND ((m.side = 'BUYER' AND q.buyer_id = $1) OR (m.side = 'SELLER' AND q.seller_id = $1))`,
          [userId],
        );
        await manager.query(`UPDATE quotations SET comment = NULL WHERE buyer_id = $1`, [userId]);
        return;
      }
    }
  }
}
