import { Inject, Injectable } from '@nestjs/common';
import { COUNTRY_LOOKUP, CountryLookup } from '../../../kernel/auth/access.ports';
import { APP_CONFIG, AppConfig } from '../../../kernel/config/app-config';
import { StoredEvent } from '../../../kernel/events/event.types';
import { translate } from '../../../kernel/i18n/translator';
import { MailService } from '../../../kernel/mail/mail.service';
import { DomainEventSubscriber, SubscribesTo } from '../../../kernel/messaging/domain-event-subscriber';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { People } from '../../queries/people';
import { INVITATION_LIFETIME_DAYS, InvitationEvents, InvitationSent, Invitee } from '../domain/invitation';
import { InvitationKeys } from '../commands/invitation-keys';
import { InvitationViews } from '../queries/invitation.views';

/**
 * Mails the invitee their link as the invitation commits: the sign-up page, prefilled from the invitation, with a
 * single-use key valid as long as the invitation. In the language of the inviter's country. An invitation without an
 * e-mail address (a phone number only) is recorded but not sent. A retried delivery queues nothing twice (the dedupe
 * key is the event id) and issues no second key.
 */
@Injectable()
@SubscribesTo({ name: 'invitation-mail', events: [InvitationEvents.sent] })
export class InvitationMailSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly mail: MailService,
    private readonly vault: PersonalDataVault,
    private readonly keys: InvitationKeys,
    private readonly views: InvitationViews,
    private readonly people: People,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const dedupeKey = `invitation-mail-${event.eventId}`;
    if (await this.mail.ensureQueued(dedupeKey)) return;
    const data = InvitationSent.dataOf(event);
    const invitee = await this.vault.open<Invitee>(data.invitee);
    const invitation = await this.views.row(data.invitationId);
    if (!invitee?.email || invitation?.status !== 'PENDING') return; // no address, or accepted, replaced or withdrawn since
    const inviter = (await this.people.cards([data.organisationId])).get(data.organisationId);
    const language = (await this.countries.byId(data.countryId))?.defaultLanguage ?? 'en';
    const key = await this.keys.issue(data.invitationId, new Date(data.expiresAt));
    const params = {
      name: invitee.fullName,
      inviter: inviter?.company || (inviter ? `${inviter.firstname} ${inviter.lastname}`.trim() : 'Kasuwa'),
      type: translate(`INVITATION_TYPE_${data.type.replace(' ', '_')}`, language),
      days: INVITATION_LIFETIME_DAYS,
      link: `${this.config.publicUrl}/auth/register?invitation=${key}`,
    };
    await this.mail.queue({
      to: invitee.email,
      subject: translate('INVITATION_MAIL_SUBJECT', language, params),
      text: translate('INVITATION_MAIL_TEXT', language, params),
      dedupeKey,
    });
  }
}
