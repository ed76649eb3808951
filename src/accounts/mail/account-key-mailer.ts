import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { RequestContexts } from '../../kernel/context/request-context';
import { MailService } from '../../kernel/mail/mail.service';
import { AccountKeys, KEY_LIFETIME_HOURS, KeyPurpose } from '../commands/account-keys';
import { accountMail, AccountMailKind } from './account-mails';
import { UserRecord } from '../read-models/user.entity';

/** Issues a single-use key and mails its link (activation, password reset) in the caller's language. */
@Injectable()
export class AccountKeyMailer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: AccountKeys,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.dataSource
      .getRepository(UserRecord)
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  /** `path` is the console page the link opens, e.g. `/auth/activate?key=`; the key is appended. */
  async send(
    user: UserRecord,
    purpose: KeyPurpose,
    kind: AccountMailKind,
    path: string,
    params: Record<string, string | number> = {},
  ): Promise<void> {
    const key = await this.keys.issue(user.id, purpose);
    const content = accountMail(kind, RequestContexts.currentOrSystem().language, {
      name: user.firstname,
      hours: KEY_LIFETIME_HOURS[purpose],
      link: `${this.config.publicUrl}${path}${key}`,
      ...params,
    });
    // The key itself is the dedupe key's tail: each issued key is mailed once.
    await this.mail.queue({ to: user.email!, ...content, dedupeKey: `${purpose}-${key.slice(0, 16)}` });
  }
}
