import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { StoredEvent } from '../../kernel/events/event.types';
import { translate } from '../../kernel/i18n/translator';
import { MailService } from '../../kernel/mail/mail.service';
import { DomainEventSubscriber, SubscribesTo } from '../../kernel/messaging/domain-event-subscriber';
import { ProductApprovalDecided, ProductEvents } from '../domain/product';

/**
 * Mails the seller an administrator's decision on their product (approved, or rejected with the reason), in the
 * language of the seller's country. A retried delivery queues nothing twice (the dedupe key is the event id).
 */
@Injectable()
@SubscribesTo({ name: 'product-approval-mail', events: [ProductEvents.approved, ProductEvents.rejected] })
export class ProductApprovalMailSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const dedupeKey = `product-approval-mail-${event.eventId}`;
    if (await this.mail.ensureQueued(dedupeKey)) return;
    const data = event.data as ProductApprovalDecided;
    const [row] = await this.dataSource.query(
      `SELECT p.name AS product, u.email, u.firstname, u.country_id FROM products p JOIN users u ON u.id = p.owner_id WHERE p.id = $1`,
      [data.productId],
    );
    if (!row?.email) return; // deleted since, or the seller has no address
    const language = (await this.countries.byId(row.country_id))?.defaultLanguage ?? 'en';
    const kind = event.type === ProductEvents.approved ? 'APPROVED' : 'REJECTED';
    const params = { name: row.firstname, product: row.product, reason: data.reason ?? '' };
    await this.mail.queue({
      to: row.email,
      subject: translate(`PRODUCT_${kind}_MAIL_SUBJECT`, language, params),
      text: translate(`PRODUCT_${kind}_MAIL_TEXT`, language, params),
      dedupeKey,
    });
  }
}
