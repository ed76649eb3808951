import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ContactCard, ContactCardsQuery } from '../../accounts';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { StoredEvent } from '../../kernel/events/event.types';
import { translate } from '../../kernel/i18n/translator';
import { MailService } from '../../kernel/mail/mail.service';
import { DomainEventSubscriber, SubscribesTo } from '../../kernel/messaging/domain-event-subscriber';
import { productApprovalData, ProductEvents } from '../domain/product';

/**
 * Mails the seller an administrator's decision on their product (approved, or rejected with the reason), in the
 * language of the seller's country. A retried delivery queues nothing twice (the dedupe key is the event id).
 */
@Injectable()
@SubscribesTo({ name: 'product-approval-mail', events: [ProductEvents.approved, ProductEvents.rejected] })
export class ProductApprovalMailSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
    private readonly mail: MailService,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const dedupeKey = `product-approval-mail-${event.eventId}`;
    if (await this.mail.ensureQueued(dedupeKey)) return;
    const data = productApprovalData(event);
    const [product] = await this.dataSource.query(`SELECT name, owner_id FROM products WHERE id = $1`, [
      data.productId,
    ]);
    const [seller]: ContactCard[] = product
      ? await this.queries.execute(new ContactCardsQuery([product.owner_id]))
      : [];
    if (!seller?.email) return; // deleted since, or the seller has no address
    const language = (await this.countries.byId(seller.countryId))?.defaultLanguage ?? 'en';
    const kind = event.type === ProductEvents.approved ? 'APPROVED' : 'REJECTED';
    const params = { name: seller.firstname, product: product.name, reason: data.reason ?? '' };
    await this.mail.queue({
      to: seller.email,
      subject: translate(`PRODUCT_${kind}_MAIL_SUBJECT`, language, params),
      text: translate(`PRODUCT_${kind}_MAIL_TEXT`, language, params),
      dedupeKey,
    });
  }
}
