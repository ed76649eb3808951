import { Clock } from '../../kernel/clock/clock';
import { Inject, Optional } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { DomainError, NotFoundError } from '../../kernel/errors/domain-error';
import { PersonalDataVault } from '../../kernel/privacy/personal-data-vault';
import { INVITATION_REDEEMER, InvitationRedeemer } from './invitation-redeemer.port';
import { decideRegister, UserStream } from '../domain/user';
import { ApprovalStatus, PersonalDetails, UserStatus } from '../domain/user.events';
import { PasswordHasher } from './password-hasher';
import type { RoleName } from '../../kernel/auth/platform-roles';

export interface RegistrationOptions {
  approvalStatus?: ApprovalStatus | null;
  organisationOwner?: boolean;
  employerId?: string | null;
  /** The person who opened the account for its holder: they are mailed a link to choose their password. */
  invitedBy?: string | null;
  /** The key of the invitation the holder accepts by signing up: it links them to whoever invited them. */
  invitationKey?: string;
}

export class RegisterUserCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly roles: RoleName[],
    readonly countryId: number,
    readonly status: UserStatus,
    readonly termsAccepted: boolean,
    readonly personal: PersonalDetails,
    readonly password: string,
    readonly options: RegistrationOptions = {},
  ) {
    super();
  }
}

/** Which unique index a duplicate hit, as the field the person must change. */
const DUPLICATES: Record<string, { field: string; code: string }> = {
  users_email: { field: 'email', code: 'EMAIL_TAKEN' },
  users_phone: { field: 'phone', code: 'PHONE_TAKEN' },
  users_company: { field: 'company', code: 'COMPANY_TAKEN' },
};

/** A unique-index violation on `users` as the error naming the field, or null for any other error. */
export function duplicateUserError(error: unknown): DomainError | null {
  const duplicate = DUPLICATES[(error as { constraint?: string }).constraint ?? ''];
  return duplicate ? new DomainError(duplicate.code, {}, [{ field: duplicate.field, message: duplicate.code }]) : null;
}

/** Writes the registration event (personal data sealed) and the password hash in one transaction. */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, string> {
  constructor(
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Optional() @Inject(INVITATION_REDEEMER) private readonly invitations?: InvitationRedeemer,
  ) {}

  async execute(command: RegisterUserCommand): Promise<string> {
    const passwordHash = await this.hasher.hash(command.password);
    const { invitationKey, ...options } = command.options;
    try {
      await this.dataSource.transaction(async (manager) => {
        if (invitationKey)
          options.invitedBy = (await this.redeemer().redeem(invitationKey, command.userId, manager)).invitedBy;
        const personal = await this.vault.seal(
          command.userId,
          { ...command.personal, email: command.personal.email.toLowerCase() },
          manager,
        );
        await UserStream.execute(
          this.store,
          command.userId,
          (state) =>
            decideRegister(state, {
              userId: command.userId,
              roles: command.roles,
              countryId: command.countryId,
              status: command.status,
              termsAccepted: command.termsAccepted,
              personal,
              now: this.clock.nowIso(),
              ...options,
            }),
          manager,
        );
        await manager.query(`INSERT INTO user_credentials (user_id, password_hash) VALUES ($1, $2)`, [
          command.userId,
          passwordHash,
        ]);
      });
    } catch (error) {
      throw duplicateUserError(error) ?? error;
    }
    return command.userId;
  }

  private redeemer(): InvitationRedeemer {
    if (!this.invitations) throw new NotFoundError('INVITATION_UNKNOWN'); // the affiliation module's code
    return this.invitations;
  }
}
