import { Clock } from '../../kernel/clock/clock';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { AccountKeys } from './account-keys';
import { AccountKeyMailer } from '../mail/account-key-mailer';
import { decideActivate, UserStream } from '../domain/user';
import { UserView, UserViews } from '../queries/user-views';
import { UserRecord } from '../read-models/user.entity';
import { AccountsErrors } from '../accounts.errors';
import { ClientInfo, IssuedSession, SessionStore } from './session-store';

export class ActivateAccountCommand extends Command<{ accessToken: string; user: UserView; session: IssuedSession }> {
  constructor(
    readonly key: string,
    readonly client: ClientInfo = { client: 'browser', userAgent: null, address: null },
  ) {
    super();
  }
}

export class ResendActivationCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}

/** Activation by the mailed key: the account becomes active and its holder is signed in. */
@CommandHandler(ActivateAccountCommand)
export class ActivateAccountHandler implements ICommandHandler<
  ActivateAccountCommand,
  { accessToken: string; user: UserView; session: IssuedSession }
> {
  constructor(
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly keys: AccountKeys,
    private readonly sessions: SessionStore,
    private readonly views: UserViews,
  ) {}

  async execute({ key, client }: ActivateAccountCommand) {
    const userId = await this.dataSource.transaction(async (manager) => {
      const id = await this.keys.consume(
        key,
        'activation',
        { unknown: AccountsErrors.ACTIVATION_KEY_UNKNOWN, expired: AccountsErrors.ACTIVATION_KEY_EXPIRED },
        manager,
      );
      await UserStream.execute(this.store, id, (state) => decideActivate(state, id, this.clock.nowIso()), manager);
      return id;
    });
    const user = await this.dataSource.getRepository(UserRecord).findOneByOrFail({ id: userId });
    const session = await this.sessions.open(userId, client);
    return { accessToken: session.accessToken, user: await this.views.of(user), session };
  }
}

/** A fresh activation key by mail; the answer is the same whether the address is known or not. */
@CommandHandler(ResendActivationCommand)
export class ResendActivationHandler implements ICommandHandler<ResendActivationCommand, void> {
  constructor(private readonly mailer: AccountKeyMailer) {}

  async execute({ email }: ResendActivationCommand): Promise<void> {
    const user = await this.mailer.findByEmail(email);
    if (!user || user.status !== 'WAITING_CONFIRMATION') return;
    await this.mailer.send(user, 'activation', 'activation', '/auth/activate?key=');
  }
}
