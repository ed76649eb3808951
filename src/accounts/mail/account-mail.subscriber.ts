import { Clock } from '../../kernel/clock/clock';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { ROLE_PLATFORM_MANAGER } from '../../kernel/auth/platform-roles';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { StoredEvent } from '../../kernel/events/event.types';
import { MailService } from '../../kernel/mail/mail.service';
import { DomainEventSubscriber, SubscribesTo } from '../../kernel/messaging/domain-event-subscriber';
import { AccountKeys, INVITATION_KEY_LIFETIME_HOURS, KEY_LIFETIME_HOURS } from '../commands/account-keys';
import { UserApprovalDecided, UserEvents, UserRegistered, userEventData } from '../domain/user.events';
import { UserRecord } from '../read-models/user.entity';
import { accountMail, AccountMailKind } from './account-mails';

/**
 * Mails people about their own account as its events commit: the activation link after sign-up, the
 * acknowledgement of a request for approval, the approval decision, and the link to choose a first password
 * when someone else opened the account (staff, input providers and platform managers: no password is ever
 * mailed in clear). Mails are in the language of the person's country. A retried delivery queues nothing
 * twice (the mail's dedupe key is the event id).
 */
@Injectable()
@SubscribesTo({ name: 'account-mail', events: [UserEvents.registered, UserEvents.approvalDecided] })
export class AccountMailSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: AccountKeys,
    private readonly mail: MailService,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const dedupeKey = `account-mail-${event.eventId}`;
    if (await this.mail.ensureQueued(dedupeKey)) return;
    const user = await this.dataSource.getRepository(UserRecord).findOneBy({ id: userEventData(event).userId });
    if (!user?.email) return; // deleted since, or never had an address
    const language = (await this.countries.byId(user.countryId))?.defaultLanguage ?? 'en';
    const send = (kind: AccountMailKind, params: Record<string, string | number>) =>
      this.mail.queue({
        to: user.email!,
        ...accountMail(kind, language, { name: user.firstname, ...params }),
        dedupeKey,
      });

    if (event.type === UserEvents.registered) {
      const data = UserRegistered.dataOf(event);
      if (data.status === 'WAITING_CONFIRMATION' && user.status === 'WAITING_CONFIRMATION') {
        const key = await this.keys.issue(user.id, 'activation');
        await send('activation', {
          hours: KEY_LIFETIME_HOURS.activation,
          link: `${this.config.publicUrl}/auth/activate?key=${key}`,
        });
      } else if (data.status === 'WAITING_APPROVAL') {
        await send('awaitingApproval', {});
      } else if (data.invitedBy && data.status === 'ACTIVE' && user.status === 'ACTIVE') {
        // Opened by someone else: active at once, with a password to choose. (Someone who signed up from an invitation
        // is invitedBy too, but chose their password and got the activation link above.)
        const key = await this.keys.issue(
          user.id,
          'password-reset',
          this.clock.now(),
          undefined,
          INVITATION_KEY_LIFETIME_HOURS,
        );
        const kind: AccountMailKind = user.roles.includes(ROLE_PLATFORM_MANAGER)
          ? 'platformManagerInvitation'
          : 'invitation';
        await send(kind, {
          company: user.company ?? 'Kasuwa',
          email: user.email,
          hours: INVITATION_KEY_LIFETIME_HOURS,
          link: `${this.config.publicUrl}/auth/reset-password?_key=${key}`,
        });
      }
      return;
    }
    const decision = UserApprovalDecided.dataOf(event).approvalStatus;
    await send(decision === 'APPROVED' ? 'approved' : 'declined', { link: `${this.config.publicUrl}/auth/login` });
  }
}
