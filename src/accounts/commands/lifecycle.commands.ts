import { Clock } from '../../kernel/clock/clock';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { DomainError } from '../../kernel/errors/domain-error';
import { PersonalDataVault } from '../../kernel/privacy/personal-data-vault';
import { StorageService } from '../../kernel/storage/storage.service';
import { AccountKeys } from './account-keys';
import { decideApproval, decideDeactivate, decideDelete, decideReactivate, UserStream } from '../domain/user';
import { PasswordHasher } from './password-hasher';
import { UserRecord } from '../read-models/user.entity';
import { AccountsErrors } from '../accounts.errors';
import { SessionStore } from './session-store';

export class DeactivateUserCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
export class ReactivateUserCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
export class DecideApprovalCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly decision: 'APPROVED' | 'DECLINED',
  ) {
    super();
  }
}
/** Deletion is permanent: the person's key is destroyed, so their details in the log become unreadable. */
export class DeleteUserCommand extends Command<void> {
  constructor(
    readonly userId: string,
    /** For people deleting their own account: the password they confirmed with. */
    readonly confirmPassword?: string,
  ) {
    super();
  }
}

/** Deactivation ends every session of the account in the same transaction. */
@CommandHandler(DeactivateUserCommand)
export class DeactivateUserHandler implements ICommandHandler<DeactivateUserCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly sessions: SessionStore,
  ) {}
  async execute({ userId }: DeactivateUserCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await UserStream.execute(
        this.store,
        userId,
        (state) => decideDeactivate(state, userId, this.clock.nowIso()),
        manager,
      );
      await this.sessions.endAll(userId, 'deactivated', manager);
    });
  }
}

@CommandHandler(ReactivateUserCommand)
export class ReactivateUserHandler implements ICommandHandler<ReactivateUserCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}
  async execute({ userId }: ReactivateUserCommand): Promise<void> {
    await UserStream.execute(this.store, userId, (state) => decideReactivate(state, userId, this.clock.nowIso()));
  }
}

@CommandHandler(DecideApprovalCommand)
export class DecideApprovalHandler implements ICommandHandler<DecideApprovalCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}
  async execute({ userId, decision }: DecideApprovalCommand): Promise<void> {
    await UserStream.execute(this.store, userId, (state) =>
      decideApproval(state, userId, decision, this.clock.nowIso()),
    );
  }
}

@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, void> {
  constructor(
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly keys: AccountKeys,
    private readonly storage: StorageService,
    private readonly sessions: SessionStore,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ userId, confirmPassword }: DeleteUserCommand): Promise<void> {
    const bySelf = confirmPassword !== undefined;
    if (bySelf) {
      const [credentials] = await this.dataSource.query<{ password_hash: string }[]>(
        `SELECT password_hash FROM user_credentials WHERE user_id = $1`,
        [userId],
      );
      if (!credentials || !(await this.hasher.verify(credentials.password_hash, confirmPassword)))
        throw new DomainError(AccountsErrors.INVALID_PASSWORD);
    }
    const photo = await this.dataSource
      .getRepository(UserRecord)
      .findOne({ where: { id: userId }, select: ['id', 'photoKey'] });
    await this.dataSource.transaction(async (manager) => {
      await UserStream.execute(
        this.store,
        userId,
        (state) => decideDelete(state, userId, this.clock.nowIso(), bySelf),
        manager,
      );
      await manager.query(`DELETE FROM user_credentials WHERE user_id = $1`, [userId]);
      await this.sessions.endAll(userId, 'deleted', manager);
      await this.keys.forget(userId, manager);
      await this.vault.forget(userId, manager);
    });
    if (photo?.photoKey) await this.storage.remove(photo.photoKey);
  }
}
