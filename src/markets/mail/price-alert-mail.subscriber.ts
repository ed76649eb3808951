import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ContactCard, ContactCardsQuery } from '../../accounts';
import { GeographyQueries } from '../../geography';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { StoredEvent } from '../../kernel/events/event.types';
import { translate } from '../../kernel/i18n/translator';
import { MailService } from '../../kernel/mail/mail.service';
import { DomainEventSubscriber, SubscribesTo } from '../../kernel/messaging/domain-event-subscriber';
import { PriceAlertCrossed, PriceAlertEvents } from '../domain/price-alert';

/** Mails the owner of a price alert that fired, in the language of their country; once per crossing (dedupe key: the event). */
@Injectable()
@SubscribesTo({ name: 'market-price-alert-mail', events: [PriceAlertEvents.crossed] })
export class PriceAlertMailSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly queries: QueryBus,
    private readonly geography: GeographyQueries,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const dedupeKey = `market-price-alert-mail-${event.eventId}`;
    if (await this.mail.ensureQueued(dedupeKey)) return;
    const data = PriceAlertCrossed.dataOf(event);
    const [owner]: ContactCard[] = await this.queries.execute(new ContactCardsQuery([data.userId]));
    if (!owner?.email) return;
    const [alert]: { product: string; state_id: number; threshold: string }[] = await this.dataSource.query(
      `SELECT product, state_id, threshold FROM market_price_alerts WHERE id = $1`,
      [data.alertId],
    );
    if (!alert) return; // deleted since
    const state = await this.geography.findState(alert.state_id);
    const language = (await this.countries.byId(owner.countryId))?.defaultLanguage ?? 'en';
    const params = {
      product: alert.product,
      state: state?.name ?? '',
      period: data.period,
      price: data.price,
      currency: data.currency,
      measure: data.measure === 'L' ? 'L' : 'kg',
      threshold: Number(alert.threshold),
      direction: translate(data.to === 'ABOVE' ? 'MARKET_ALERT_ABOVE' : 'MARKET_ALERT_BELOW', language),
    };
    await this.mail.queue({
      to: owner.email,
      subject: translate('MARKET_ALERT_MAIL_SUBJECT', language, params),
      text: translate('MARKET_ALERT_MAIL_TEXT', language, params),
      dedupeKey,
    });
  }
}
