import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Language } from '../../kernel/context/request-context';
import { StoredEvent } from '../../kernel/events/event.types';
import { translate } from '../../kernel/i18n/translator';
import { DomainEventSubscriber, SubscribesTo } from '../../kernel/messaging/domain-event-subscriber';
import { PersonalDataVault } from '../../kernel/privacy/personal-data-vault';
import { QuotationEvents, QuotationMessage, quotationMessageData } from '../domain/quotation';
import { mailName, TradeMailer } from './trade-mailer';

/** Who hears of each step of a quotation (the other side), and the mail's message key. An acceptance is mailed as the product request it places. */
const STEPS: Record<string, { to: 'BUYER' | 'SELLER'; key: string }> = {
  [QuotationEvents.requested]: { to: 'SELLER', key: 'QUOTATION_REQUESTED' },
  [QuotationEvents.countered]: { to: 'SELLER', key: 'QUOTATION_COUNTERED' },
  [QuotationEvents.offered]: { to: 'BUYER', key: 'QUOTATION_OFFERED' },
  [QuotationEvents.commented]: { to: 'BUYER', key: 'QUOTATION_COMMENTED' },
};

/** Mails the other side when a buyer asks or counters and when the seller offers a price or writes, in their language. */
@Injectable()
@SubscribesTo({ name: 'quotation-mail', events: Object.keys(STEPS) })
export class QuotationMailSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: TradeMailer,
    private readonly vault: PersonalDataVault,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const data = quotationMessageData(event);
    const [quotation] = await this.dataSource.query(
      `SELECT product_id, product_name, quantity, buyer_id, seller_id FROM quotations WHERE id = $1`,
      [data.quotationId],
    );
    if (!quotation) return;
    const cards = await this.mailer.cards(quotation.buyer_id, quotation.seller_id);
    const comment = data.message ? ((await this.vault.open<QuotationMessage>(data.message))?.comment ?? null) : null;
    const step = STEPS[event.type];
    const toSeller = step.to === 'SELLER';
    await this.mailer.send({
      to: cards.get(toSeller ? quotation.seller_id : quotation.buyer_id),
      key: step.key,
      params: {
        product: quotation.product_name,
        quantity: quotation.quantity,
        price: data.price ?? '',
        buyer: mailName(cards.get(quotation.buyer_id)),
        seller: mailName(cards.get(quotation.seller_id)),
        comment: (language: Language) => (comment ? translate('ORDER_MAIL_COMMENT', language, { comment }) : ''),
      },
      // Sellers answer on the console's quotations page; buyers on the product's page, where they asked.
      link: toSeller ? '/admin/quotations' : `/products/${quotation.product_id}`,
      dedupeKey: `quotation-mail-${event.eventId}`,
    });
  }
}
