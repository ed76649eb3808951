import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ContactCard, ContactCardsQuery } from '../../accounts';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { Language } from '../../kernel/context/request-context';
import { translate } from '../../kernel/i18n/translator';
import { MailService } from '../../kernel/mail/mail.service';

/** One mail to one side of a trade: message keys `<key>_MAIL_SUBJECT` and `<key>_MAIL_TEXT`, and their parameters. */
export interface TradeMail {
  to: ContactCard | undefined;
  key: string;
  /** Parameters; those given as functions are worded in the recipient's language. */
  params: Record<string, string | number | ((language: Language) => string)>;
  /** Path of the console page to link to. */
  link: string;
  dedupeKey: string;
}

/** How someone is named in a mail: their company, else their name. */
export const mailName = (card: ContactCard | undefined) =>
  card?.company?.trim() || `${card?.firstname ?? ''} ${card?.lastname ?? ''}`.trim() || '—';

/**
 * Writes trade mails in the language of each recipient's country and queues them once per dedupe key, so a retried
 * delivery sends nothing twice. A recipient without an address (or a deleted account) gets nothing.
 */
@Injectable()
export class TradeMailer {
  constructor(
    private readonly mail: MailService,
    private readonly queries: QueryBus,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async cards(...ids: string[]): Promise<Map<string, ContactCard>> {
    const cards: ContactCard[] = await this.queries.execute(new ContactCardsQuery(ids));
    return new Map(cards.map((card) => [card.id, card]));
  }

  async send(mail: TradeMail): Promise<void> {
    if (!mail.to?.email || (await this.mail.ensureQueued(mail.dedupeKey))) return;
    const language = (await this.countries.byId(mail.to.countryId))?.defaultLanguage ?? 'en';
    const params: Record<string, string | number> = {
      name: mail.to.firstname || mailName(mail.to),
      link: `${this.config.publicUrl}${mail.link}`,
    };
    for (const [key, value] of Object.entries(mail.params))
      params[key] = typeof value === 'function' ? value(language) : value;
    await this.mail.queue({
      to: mail.to.email,
      subject: translate(`${mail.key}_MAIL_SUBJECT`, language, params),
      text: translate(`${mail.key}_MAIL_TEXT`, language, params),
      dedupeKey: mail.dedupeKey,
    });
  }
}
