import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Language } from '../../kernel/context/request-context';
import { StoredEvent } from '../../kernel/events/event.types';
import { translate } from '../../kernel/i18n/translator';
import { DomainEventSubscriber, SubscribesTo } from '../../kernel/messaging/domain-event-subscriber';
import { PersonalDataVault } from '../../kernel/privacy/personal-data-vault';
import {
  productRequestEventData,
  ProductRequestEvents,
  productRequestStatusData,
  STATUS_OF_EVENT,
} from '../domain/product-request';
import { mailName, TradeMailer } from './trade-mailer';

/** The console pages each side follows its orders on. */
export const BUYER_ORDERS_PAGE = '/admin/myorders';
export const SELLER_ORDERS_PAGE = '/admin/allorders';

/**
 * Mails both sides of an order when it is placed and at every move: the seller and the buyer each get one mail per
 * event, in the language of their country (dedupe keys: the event id and the side).
 */
@Injectable()
@SubscribesTo({ name: 'product-request-mail', events: Object.values(ProductRequestEvents) })
export class ProductRequestMailSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: TradeMailer,
    private readonly vault: PersonalDataVault,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const { requestId } = productRequestEventData(event);
    const [order] = await this.dataSource.query(
      `SELECT product_name, quantity, unit_price, (unit_price * quantity)::numeric(18, 2)::text AS total, delivery_method_name, delivery_method_name_fr,
              delivery_location, comment, buyer_id, seller_id
       FROM product_requests WHERE id = $1`,
      [requestId],
    );
    if (!order) return;
    const cards = await this.mailer.cards(order.buyer_id, order.seller_id);
    const [buyer, seller] = [cards.get(order.buyer_id), cards.get(order.seller_id)];
    const common = {
      product: order.product_name,
      quantity: order.quantity,
      buyer: mailName(buyer),
      seller: mailName(seller),
    };
    const keyOf = (side: string) => `product-request-mail-${event.eventId}-${side}`;

    if (event.type === ProductRequestEvents.placed) {
      const params = {
        ...common,
        unitPrice: order.unit_price,
        total: order.total,
        delivery: (language: Language) =>
          language === 'fr' ? order.delivery_method_name_fr : order.delivery_method_name,
        location: order.delivery_location,
        comment: (language: Language) =>
          order.comment ? translate('ORDER_MAIL_COMMENT', language, { comment: order.comment }) : '',
      };
      await this.mailer.send({
        to: seller,
        key: 'ORDER_PLACED_SELLER',
        params,
        link: SELLER_ORDERS_PAGE,
        dedupeKey: keyOf('seller'),
      });
      await this.mailer.send({
        to: buyer,
        key: 'ORDER_PLACED_BUYER',
        params,
        link: BUYER_ORDERS_PAGE,
        dedupeKey: keyOf('buyer'),
      });
      return;
    }

    const data = productRequestStatusData(event);
    const reason = data.reason ? ((await this.vault.open<{ reason: string }>(data.reason))?.reason ?? null) : null;
    const params = {
      ...common,
      status: (language: Language) => translate(`ORDER_STATUS_${STATUS_OF_EVENT[event.type]}`, language),
      reason: (language: Language) => (reason ? translate('ORDER_MAIL_REASON', language, { reason }) : ''),
    };
    await this.mailer.send({
      to: seller,
      key: 'ORDER_STATUS',
      params,
      link: SELLER_ORDERS_PAGE,
      dedupeKey: keyOf('seller'),
    });
    await this.mailer.send({
      to: buyer,
      key: 'ORDER_STATUS',
      params,
      link: BUYER_ORDERS_PAGE,
      dedupeKey: keyOf('buyer'),
    });
  }
}
