import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { RequestContexts } from '../../kernel/context/request-context';
import { EventStore } from '../../kernel/events/event-store';
import { MailService } from '../../kernel/mail/mail.service';
import { AccountKeys, KEY_LIFETIME_HOURS } from '../account-keys';
import { decideActivate } from '../domain/user';
import { accountMail } from '../mail/account-mails';
import { UserView, UserViews } from '../queries/user-views';
import { UserRecord } from '../read-models/user.entity';
import { nowIso, onUser } from './user-stream';

export class ActivateAccountCommand {
  constructor(readonly key: string) {}
}

export class ResendActivationCommand {
  constructor(readonly email: string) {}
}

/** Activation by the mailed key: the account becomes active and its holder is signed in. */
@CommandHandler(ActivateAccountCommand)
export class ActivateAccountHandler implements ICommandHandler<ActivateAccountCommand, { accessToken: string; user: UserView }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly keys: AccountKeys,
    private readonly jwt: JwtService,
    private readonly views: UserViews,
  ) {}

  async execute({ key }: ActivateAccountCommand) {
    const userId = await this.dataSource.transaction(async (manager) => {
      const id = await this.keys.consume(key, 'activation', { unknown: 'ACTIVATION_KEY_UNKNOWN', expired: 'ACTIVATION_KEY_EXPIRED' }, manager);
      await onUser(this.store, id, (state) => decideActivate(state, id, nowIso()), manager);
      return id;
    });
    const user = await this.dataSource.getRepository(UserRecord).findOneByOrFail({ id: userId });
    return { accessToken: await this.jwt.signAsync({ sub: userId }), user: await this.views.of(user) };
  }
}

/** A fresh activation key by mail; the answer is the same whether the address is known or not. */
@CommandHandler(ResendActivationCommand)
export class ResendActivationHandler implements ICommandHandler<ResendActivationCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: AccountKeys,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email }: ResendActivationCommand): Promise<void> {
    const user = await this.dataSource
      .getRepository(UserRecord)
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email: email.trim() })
      .getOne();
    if (!user || user.status !== 'WAITING_CONFIRMATION') return;
    const key = await this.keys.issue(user.id, 'activation');
    const language = RequestContexts.currentOrSystem().language;
    const content = accountMail('activation', language, {
      name: user.firstname,
      hours: KEY_LIFETIME_HOURS.activation,
      link: `${this.config.publicUrl}/auth/activate?key=${key}`,
    });
    await this.mail.queue({ to: user.email!, ...content, dedupeKey: `activation-${key.slice(0, 16)}` });
  }
}
