import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CountryAdministratorsQuery } from '../../../accounts';
import { CountryDirectory } from '../../../geography';
import { Clock } from '../../../kernel/clock/clock';
import { RequestContexts } from '../../../kernel/context/request-context';
import { translate } from '../../../kernel/i18n/translator';
import { MailService } from '../../../kernel/mail/mail.service';

/** A message of the contact form, as its DTO checked it. */
export interface ContactMessage {
  requestType: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  /** The field people never see: filled only by robots. */
  website?: string;
}

/**
 * The messages of the public contact form: kept in contact_requests and mailed, in the same transaction, to the
 * administrators of the visitor's country (the Country header). A message whose hidden `website` field is filled came
 * from a robot: it is answered like any other and neither kept nor mailed.
 */
@Injectable()
export class ContactInbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly queries: QueryBus,
    private readonly countries: CountryDirectory,
    private readonly clock: Clock,
  ) {}

  async receive(form: ContactMessage): Promise<{ id: string }> {
    const id = randomUUID();
    if (form.website) return { id };
    const context = RequestContexts.currentOrSystem();
    const country =
      (context.countryId !== null ? this.countries.byId(context.countryId) : undefined) ??
      this.countries.byName(context.country);
    const countryId = country?.id ?? 1;
    const recipients: string[] = await this.queries.execute(new CountryAdministratorsQuery(countryId));
    const language = country?.defaultLanguage ?? 'en';
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO contact_requests (id, country_id, request_type, name, phone, email, message, language, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          countryId,
          form.requestType,
          form.name,
          form.phone,
          form.email,
          form.message,
          context.language,
          this.clock.now(),
        ],
      );
      const params = {
        type: translate(`CONTACT_TYPE_${form.requestType}`, language),
        name: form.name,
        phone: form.phone,
        email: form.email,
        country: country?.name ?? '',
        message: form.message,
      };
      for (const to of recipients) {
        await this.mail.queue(
          {
            to,
            subject: translate('CONTACT_MAIL_SUBJECT', language, params),
            text: translate('CONTACT_MAIL_TEXT', language, params),
            dedupeKey: `contact-${id}-${to}`,
          },
          manager,
        );
      }
    });
    return { id };
  }
}
