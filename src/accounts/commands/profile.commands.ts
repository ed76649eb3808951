import { Clock } from '../../kernel/clock/clock';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { NotFoundError, ValidationFailedError } from '../../kernel/errors/domain-error';
import { GeographyQueries } from '../../geography';
import { PersonalDataVault } from '../../kernel/privacy/personal-data-vault';
import { IMAGE_TYPES } from '../../kernel/storage/content-type';
import { StorageService } from '../../kernel/storage/storage.service';
import { decideEditProfile, decideEmailNotifications, UserStream } from '../domain/user';
import { UserRecord } from '../read-models/user.entity';
import { duplicateUserError } from './register-user.command';
import { AccountsErrors } from '../accounts.errors';
import { Inject } from '@nestjs/common';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { phoneFor } from './account-opening';

export interface ProfileChanges {
  firstname?: string;
  lastname?: string;
  phone?: string;
  company?: string;
  address?: string;
  stateId?: number;
  cityId?: number;
}

export class EditProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly changes: ProfileChanges,
    readonly photo: Buffer | null,
  ) {
    super();
  }
}

export class SetEmailNotificationsCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly enabled: boolean,
  ) {
    super();
  }
}

/** Edits a profile; the photo is checked by its content and size before anything is written. */
@CommandHandler(EditProfileCommand)
export class EditProfileHandler implements ICommandHandler<EditProfileCommand, void> {
  constructor(
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly storage: StorageService,
    private readonly geography: GeographyQueries,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
  ) {}

  async execute({ userId, changes: asTyped, photo }: EditProfileCommand): Promise<void> {
    const current = await this.dataSource.getRepository(UserRecord).findOneBy({ id: userId });
    if (!current) throw new NotFoundError(AccountsErrors.USER_NOT_FOUND);
    // The phone as typed, to the one stored form (the same number is never kept twice in two writings).
    const changes =
      asTyped.phone === undefined
        ? asTyped
        : { ...asTyped, phone: await phoneFor(this.countries, current.countryId, asTyped.phone) };
    await this.checkPlace(
      current.countryId,
      changes.stateId ?? current.stateId,
      changes.cityId ?? current.cityId,
      changes,
    );
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
        await UserStream.execute(
          this.store,
          userId,
          (state) =>
            decideEditProfile(state, {
              userId,
              personal,
              stateId: changes.stateId ?? current.stateId,
              cityId: changes.cityId ?? current.cityId,
              photoKey: stored?.key ?? null,
              at: this.clock.nowIso(),
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

  /** A state of the person's country, and a city of that state: only the fields being changed are reported. */
  private async checkPlace(
    countryId: number,
    stateId: number | null,
    cityId: number | null,
    changes: ProfileChanges,
  ): Promise<void> {
    if (changes.stateId === undefined && changes.cityId === undefined) return;
    const errors: { field: string; message: string }[] = [];
    const state = stateId === null ? undefined : await this.geography.findState(stateId);
    if (changes.stateId !== undefined && (!state || state.countryId !== countryId))
      errors.push({ field: 'stateId', message: 'STATE_NOT_IN_COUNTRY' });
    else if (cityId !== null && (stateId === null || !(await this.geography.cityBelongsTo(cityId, stateId, countryId))))
      errors.push({ field: 'cityId', message: 'CITY_NOT_IN_STATE' });
    if (errors.length) throw new ValidationFailedError(errors);
  }
}

@CommandHandler(SetEmailNotificationsCommand)
export class SetEmailNotificationsHandler implements ICommandHandler<SetEmailNotificationsCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}
  async execute({ userId, enabled }: SetEmailNotificationsCommand): Promise<void> {
    await UserStream.execute(this.store, userId, (state) =>
      decideEmailNotifications(state, userId, enabled, this.clock.nowIso()),
    );
  }
}
