import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../kernel/config/app-config';
import { COUNTRY_LOOKUP, CountryLookup } from '../../../kernel/auth/access.ports';
import { StoredEvent } from '../../../kernel/events/event.types';
import { translate } from '../../../kernel/i18n/translator';
import { MailService } from '../../../kernel/mail/mail.service';
import { DomainEventSubscriber, SubscribesTo } from '../../../kernel/messaging/domain-event-subscriber';
import { People } from '../../queries/people';
import { affiliationDecisionData, AffiliationEvents } from '../domain/partnership';

/**
 * Mails the dealer who asked the input provider's answer to their affiliation request, in the language of the dealer's
 * country. A retried delivery queues nothing twice (the dedupe key is the event id).
 */
@Injectable()
@SubscribesTo({ name: 'affiliation-decision-mail', events: [AffiliationEvents.approved, AffiliationEvents.declined] })
export class AffiliationDecisionMailSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly mail: MailService,
    private readonly people: People,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const dedupeKey = `affiliation-decision-mail-${event.eventId}`;
    if (await this.mail.ensureQueued(dedupeKey)) return;
    const data = affiliationDecisionData(event);
    const cards = await this.people.cards([data.dealerId, data.inputProviderId]);
    const dealer = cards.get(data.dealerId);
    if (!dealer?.email) return; // deleted since, or no address
    const provider = cards.get(data.inputProviderId);
    const language = (await this.countries.byId(dealer.countryId))?.defaultLanguage ?? 'en';
    const kind = event.type === AffiliationEvents.approved ? 'APPROVED' : 'DECLINED';
    const params = {
      name: dealer.firstname,
      company: provider?.company ?? (provider ? `${provider.firstname} ${provider.lastname}`.trim() : '—'),
      link: `${this.config.publicUrl}/admin/inputs`,
    };
    await this.mail.queue({
      to: dealer.email,
      subject: translate(`AFFILIATION_${kind}_MAIL_SUBJECT`, language, params),
      text: translate(`AFFILIATION_${kind}_MAIL_TEXT`, language, params),
      dedupeKey,
    });
  }
}
