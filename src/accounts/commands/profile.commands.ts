import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { PersonalDataVault } from '../../kernel/privacy/personal-data-vault';
import { IMAGE_TYPES } from '../../kernel/storage/content-type';
import { StorageService } from '../../kernel/storage/storage.service';
import { decideEditProfile, decideEmailNotifications } from '../domain/user';
import { UserRecord } from '../read-models/user.entity';
import { duplicateUserError } from './register-user.command';
import { nowIso, onUser } from './user-stream';
import { AccountsErrors } from '../accounts.errors';

export interface ProfileChanges {
  firstname?: string;
  lastname?: string;
  phone?: string;
  company?: string;
  address?: string;
  stateId?: number;
  cityId?: number;
}

export class EditProfileCommand {
  constructor(
    readonly userId: string,
    readonly changes: ProfileChanges,
    readonly photo: Buffer | null,
  ) {}
}

export class SetEmailNotificationsCommand {
  constructor(
    readonly userId: string,
    readonly enabled: boolean,
  ) {}
}

/** Edits a profile; the photo is checked by its content and size before anything is written. */
@CommandHandler(EditProfileCommand)
export class EditProfileHandler implements ICommandHandler<EditProfileCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly storage: StorageService,
  ) {}

  async execute({ userId, changes, photo }: EditProfileCommand): Promise<void> {
    const current = await this.dataSource.getRepository(UserRecord).findOneBy({ id: userId });
    if (!current) throw new NotFoundError(AccountsErrors.USER_NOT_FOUND);
    const stored = photo ? await this.storage.save('avatars', photo, { accept: IMAGE_TYPES }) : null;
    try {
      await this.dataSource.transaction(async (manager) => {
        const personal = await this.vault.seal(
          userId,
          {
            firstname: changes.firstname?.trim() ?? current.firstname,
            lastname: changes.lastname?.trim() ?? current.lastname,
            email: current.email ?? '',
            phone: changes.phone ?? current.phone,
            company: changes.company?.trim() ?? current.company,
            address: changes.address?.trim() ?? current.address,
          },
          manager,
        );
        await onUser(
          this.store,
          userId,
          (state) =>
            decideEditProfile(state, {
              userId,
              personal,
              stateId: changes.stateId ?? current.stateId,
              cityId: changes.cityId ?? current.cityId,
              photoKey: stored?.key ?? null,
              at: nowIso(),
            }),
          manager,
        );
      });
    } catch (error) {
      if (stored) await this.storage.remove(stored.key);
      // A phone or company name another account already uses (the read model's unique indexes).
      throw duplicateUserError(error) ?? error;
    }
    if (stored && current.photoKey) await this.storage.remove(current.photoKey);
  }
}

@CommandHandler(SetEmailNotificationsCommand)
export class SetEmailNotificationsHandler implements ICommandHandler<SetEmailNotificationsCommand, void> {
  constructor(private readonly store: EventStore) {}
  async execute({ userId, enabled }: SetEmailNotificationsCommand): Promise<void> {
    await onUser(this.store, userId, (state) => decideEmailNotifications(state, userId, enabled, nowIso()));
  }
}
