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
import { loadAlertFacts, noticeParams } from '../consumers/price-alert-notice';

/**
 * Mails the owner of a price alert that fired (what it crossed, and what they asked to hear of), in the language of
 * their country; once per crossing (dedupe key: the event).
 */
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
    const alert = await loadAlertFacts(this.dataSource, this.geography, data.alertId);
    if (!alert) return; // deleted since
    const language = (await this.countries.byId(owner.countryId))?.defaultLanguage ?? 'en';
    const params = noticeParams(alert, data, language);
    await this.mail.queue({
      to: owner.email,
      subject: translate('MARKET_ALERT_MAIL_SUBJECT', language, params),
      text: translate('MARKET_ALERT_MAIL_TEXT', language, params),
      dedupeKey,
    });
  }
}
