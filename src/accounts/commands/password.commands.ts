import { Clock } from '../../kernel/clock/clock';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { DomainError } from '../../kernel/errors/domain-error';
import { AccountKeys } from './account-keys';
import { AccountKeyMailer } from '../mail/account-key-mailer';
import { decideChangePassword, UserStream } from '../domain/user';
import { PasswordHasher } from './password-hasher';
import { AccountsErrors } from '../accounts.errors';
import { SessionStore } from './session-store';

export class ForgotPasswordCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}

export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly key: string,
    readonly password: string,
  ) {
    super();
  }
}

export class ChangePasswordCommand extends Command<{ accessToken: string }> {
  constructor(
    readonly userId: string,
    readonly oldPassword: string,
    readonly newPassword: string,
    /** The session that asks: it goes on, every other one ends. */
    readonly sessionId?: string,
  ) {
    super();
  }
}

/** Mails a reset link to an account that is not deactivated; says nothing about whether the address exists. */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, void> {
  constructor(private readonly mailer: AccountKeyMailer) {}

  async execute({ email }: ForgotPasswordCommand): Promise<void> {
    const user = await this.mailer.findByEmail(email);
    if (!user || user.status === 'DEACTIVATED') return;
    await this.mailer.send(user, 'password-reset', 'passwordReset', '/auth/reset-password?_key=');
  }
}

/** A user's new password in the caller's transaction: its event on the user's stream, then its hash. */
async function storeNewPassword(
  store: EventStore,
  clock: Clock,
  manager: EntityManager,
  userId: string,
  hash: string,
): Promise<void> {
  await UserStream.execute(store, userId, (state) => decideChangePassword(state, userId, clock.nowIso()), manager);
  await manager.query(`UPDATE user_credentials SET password_hash = $2, changed_at = now() WHERE user_id = $1`, [
    userId,
    hash,
  ]);
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly keys: AccountKeys,
    private readonly sessions: SessionStore,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ key, password }: ResetPasswordCommand): Promise<void> {
    const hash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.keys.consume(
        key,
        'password-reset',
        { unknown: AccountsErrors.RESET_KEY_UNKNOWN, expired: AccountsErrors.RESET_KEY_EXPIRED },
        manager,
      );
      await storeNewPassword(this.store, this.clock, manager, userId, hash);
      await this.sessions.endAll(userId, 'password-reset', manager);
    });
  }
}

/**
 * Changes the password and answers a fresh access token: every other session ends, and every access token issued
 * before the change stops working (see UserActorResolver), including the one that asked.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, { accessToken: string }> {
  constructor(
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly sessions: SessionStore,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async execute({
    userId,
    oldPassword,
    newPassword,
    sessionId,
  }: ChangePasswordCommand): Promise<{ accessToken: string }> {
    const [credentials] = await this.dataSource.query<{ password_hash: string }[]>(
      `SELECT password_hash FROM user_credentials WHERE user_id = $1`,
      [userId],
    );
    if (!credentials || !(await this.hasher.verify(credentials.password_hash, oldPassword))) {
      throw new DomainError(AccountsErrors.OLD_PASSWORD_WRONG, {}, [
        { field: 'oldPassword', message: 'OLD_PASSWORD_WRONG' },
      ]);
    }
    const hash = await this.hasher.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await storeNewPassword(this.store, this.clock, manager, userId, hash);
      await this.sessions.endAll(userId, 'password-changed', manager, sessionId);
    });
    if (!sessionId)
      return {
        accessToken: (await this.sessions.open(userId, { client: 'browser', userAgent: null, address: null }))
          .accessToken,
      };
    return { accessToken: await this.sessions.accessToken(userId, sessionId) };
  }
}
