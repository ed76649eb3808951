import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { executeOnStream } from '../../kernel/events/decider';
import { EventStore } from '../../kernel/events/event-store';
import { PersonalDataVault } from '../../kernel/privacy/personal-data-vault';
import { decideRegister, evolve, initialUserState } from '../domain/user';
import { PersonalDetails, USER_STREAM, userStreamId, UserStatus } from '../domain/user.events';
import { PasswordHasher } from '../password-hasher';

export class RegisterUserCommand {
  constructor(
    readonly userId: string,
    readonly roles: string[],
    readonly countryId: number,
    readonly status: UserStatus,
    readonly termsAccepted: boolean,
    readonly personal: PersonalDetails,
    readonly password: string,
  ) {}
}

/** Writes the registration event (personal data sealed) and the password hash in one transaction. */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, string> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: RegisterUserCommand): Promise<string> {
    const passwordHash = await this.hasher.hash(command.password);
    await this.dataSource.transaction(async (manager) => {
      const personal = await this.vault.seal(command.userId, { ...command.personal, email: command.personal.email.toLowerCase() }, manager);
      await executeOnStream(
        this.store,
        { id: userStreamId(command.userId), type: USER_STREAM },
        evolve,
        initialUserState,
        (state) =>
          decideRegister(state, {
            userId: command.userId,
            roles: command.roles,
            countryId: command.countryId,
            status: command.status,
            termsAccepted: command.termsAccepted,
            personal,
            now: new Date().toISOString(),
          }),
        { manager },
      );
      await manager.query(`INSERT INTO user_credentials (user_id, password_hash) VALUES ($1, $2)`, [command.userId, passwordHash]);
    });
    return command.userId;
  }
}
