import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import { PersonalDataVault } from '../../kernel/privacy/personal-data-vault';
import { PersonalDetails, UserEvents, UserRegistered, UserSignedIn } from '../domain/user.events';
import { UserRecord } from './user.entity';

const ERASED: PersonalDetails = { firstname: '', lastname: '', email: '', phone: null, company: null };

@Injectable()
@Projection()
export class UserProjection implements InlineProjection {
  readonly name = 'users';
  readonly tables = ['users'];
  readonly handles = [UserEvents.registered, UserEvents.signedIn];

  constructor(private readonly vault: PersonalDataVault) {}

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    const users = manager.getRepository(UserRecord);
    switch (event.type) {
      case UserEvents.registered: {
        const data = event.data as UserRegistered;
        const personal = (await this.vault.open<PersonalDetails>(data.personal, manager)) ?? ERASED;
        await users.insert({
          id: data.userId,
          email: personal.email || null,
          phone: personal.phone,
          firstname: personal.firstname,
          lastname: personal.lastname,
          company: personal.company,
          countryId: data.countryId,
          roles: data.roles,
          status: data.status,
          termsAccepted: data.termsAccepted,
          createdAt: new Date(data.registeredAt),
          lastLoginAt: null,
        });
        return;
      }
      case UserEvents.signedIn: {
        const data = event.data as UserSignedIn;
        await users.update({ id: data.userId }, { lastLoginAt: new Date(data.at) });
        return;
      }
    }
  }
}
