import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../kernel/events/event.types';
import { AsyncEventConsumer, EventConsumer } from '../../kernel/events/projection';
import { translate } from '../../kernel/i18n/translator';
import {
  ProductRequestEvents,
  ProductRequestPlaced,
  productRequestStatusData,
  QuotationEvents,
  quotationEventData,
  QuotationRequested,
} from '../../orders';
import { SmsOutbox } from '../commands/sms-outbox';

/** The status each order event moves an order to (PENDING is where it starts). */
const ORDER_STATUS_OF: Record<string, string> = {
  [ProductRequestEvents.approved]: 'APPROVED',
  [ProductRequestEvents.declined]: 'DECLINED',
  [ProductRequestEvents.rejected]: 'REJECTED',
  [ProductRequestEvents.canceled]: 'CANCELED',
  [ProductRequestEvents.shipped]: 'SHIPPED',
  [ProductRequestEvents.delivered]: 'DELIVERED',
};
/** The quotation moves a buyer waits for: the seller's price, and the deal. */
const QUOTATION_STATUS_OF: Record<string, string> = {
  [QuotationEvents.offered]: 'OFFERED',
  [QuotationEvents.accepted]: 'ACCEPTED',
};

/**
 * Order and quotation status by SMS: keeps who placed each order and asked each quotation (`sms_trade_parties`, in commit
 * order, so a status change always finds its order; never replayed, as it sends SMS), and tells the buyer's numbers subscribed to order status of each
 * move, in their language. Once per event and number (the dedupe key), whatever a replay does.
 */
@Injectable()
@EventConsumer()
export class OrderStatusSms implements AsyncEventConsumer {
  readonly name = 'feature-phones-order-status-sms';
  readonly handles = [
    ProductRequestEvents.placed,
    ...Object.keys(ORDER_STATUS_OF),
    QuotationEvents.requested,
    ...Object.keys(QUOTATION_STATUS_OF),
  ];

  constructor(private readonly outbox: SmsOutbox) {}

  async handle(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (ProductRequestPlaced.is(event)) {
      const placed = ProductRequestPlaced.dataOf(event);
      return this.keep(manager, placed.requestId, 'ORDER', placed.buyerId, placed.placedBy, placed.productName);
    }
    if (QuotationRequested.is(event)) {
      const asked = QuotationRequested.dataOf(event);
      return this.keep(manager, asked.quotationId, 'QUOTATION', asked.buyerId, asked.askedBy, asked.productName);
    }
    const tradeId =
      event.type in ORDER_STATUS_OF ? productRequestStatusData(event).requestId : quotationEventData(event).quotationId;
    const [trade] = await manager.query<{ kind: string; buyer_id: string; placed_by: string; product_name: string }[]>(
      `SELECT kind, buyer_id, placed_by, product_name FROM sms_trade_parties WHERE trade_id = $1`,
      [tradeId],
    );
    if (!trade) return;
    const subscribers = await manager.query<{ country_id: number; phone: string; language: 'en' | 'fr' }[]>(
      `SELECT country_id, phone, language FROM sms_subscriptions
        WHERE user_id = ANY($1::uuid[]) AND order_status AND opted_out_at IS NULL`,
      [[trade.buyer_id, trade.placed_by]],
    );
    const order = trade.kind === 'ORDER';
    const status = order ? ORDER_STATUS_OF[event.type] : QUOTATION_STATUS_OF[event.type];
    for (const subscriber of subscribers) {
      const params = {
        product: trade.product_name,
        status: translate(`USSD_${order ? 'ORDER' : 'QUOTATION'}_${status}`, subscriber.language),
      };
      await this.outbox.queue(
        {
          dedupeKey: `order-status:${event.eventId}:${subscriber.phone}`,
          countryId: subscriber.country_id,
          phone: subscriber.phone,
          kind: 'ORDER_STATUS',
          text: translate(order ? 'SMS_ORDER_STATUS' : 'SMS_QUOTATION_STATUS', subscriber.language, params),
        },
        manager,
      );
    }
  }

  private async keep(
    manager: EntityManager,
    tradeId: string,
    kind: string,
    buyerId: string,
    placedBy: string,
    productName: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO sms_trade_parties (trade_id, kind, buyer_id, placed_by, product_name) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (trade_id) DO NOTHING`,
      [tradeId, kind, buyerId, placedBy, productName],
    );
  }
}
