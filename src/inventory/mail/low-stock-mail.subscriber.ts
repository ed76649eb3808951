import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ContactCard, ContactCardsQuery } from '../../accounts';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { StoredEvent } from '../../kernel/events/event.types';
import { translate } from '../../kernel/i18n/translator';
import { MailService } from '../../kernel/mail/mail.service';
import { DomainEventSubscriber, SubscribesTo } from '../../kernel/messaging/domain-event-subscriber';
import { StockRunningLow } from '../domain/stock';

/** Mails the owner of a warehouse, in their country's language, when a movement takes a stock to its threshold or below. Once per event. */
@Injectable()
@SubscribesTo({ name: 'low-stock-mail', events: [StockRunningLow.type] })
export class LowStockMailSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly queries: QueryBus,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const data = StockRunningLow.dataOf(event);
    const dedupeKey = `low-stock-mail-${event.eventId}`;
    const [owner]: ContactCard[] = await this.queries.execute(new ContactCardsQuery([data.ownerId]));
    if (!owner?.email || (await this.mail.ensureQueued(dedupeKey))) return;
    const [warehouse] = data.warehouseId
      ? await this.dataSource.query(`SELECT name FROM warehouses WHERE id = $1`, [data.warehouseId])
      : [];
    const language = (await this.countries.byId(owner.countryId))?.defaultLanguage ?? 'en';
    const params = {
      name: owner.firstname || owner.company || '',
      warehouse: warehouse?.name ?? translate('INVENTORY_OWN_SHOP', language),
      product: data.productName,
      size: data.size,
      quantity: data.quantity,
      threshold: data.threshold,
      link: `${this.config.publicUrl}/admin/warehouses`,
    };
    await this.mail.queue({
      to: owner.email,
      subject: translate('STOCK_LOW_MAIL_SUBJECT', language, params),
      text: translate('STOCK_LOW_MAIL_TEXT', language, params),
      dedupeKey,
    });
  }
}
