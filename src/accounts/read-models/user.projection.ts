import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import { PersonalDataVault } from '../../kernel/privacy/personal-data-vault';
import { EVERY_COUNTRY } from '../../kernel/search/versioned-cache';
import {
  EmailNotificationsChanged,
  PersonalDetails,
  UserApprovalDecided,
  UserEvents,
  UserProfileEdited,
  UserRegistered,
  userEventData,
} from '../domain/user.events';
import { PEOPLE_VERSIONS } from '../queries/people-directory';
import { UserRecord } from './user.entity';

const ERASED: PersonalDetails = { firstname: '', lastname: '', email: '', phone: null, company: null, address: null };

@Injectable()
@Projection()
export class UserProjection implements InlineProjection {
  readonly name = 'users';
  readonly tables = ['users'];
  readonly handles = Object.values(UserEvents);
  /** The people directory keeps each person read until a deletion moves its version. */
  readonly cacheVersions = [
    {
      table: PEOPLE_VERSIONS,
      partitionsOf: (events: readonly StoredEvent[]) =>
        events.some((event) => event.type === UserEvents.deleted) ? [EVERY_COUNTRY] : [],
    },
  ];

  constructor(private readonly vault: PersonalDataVault) {}

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    const users = manager.getRepository(UserRecord);
    const { userId, at } = userEventData(event);
    const update = (changes: Partial<UserRecord>) =>
      users.update({ id: userId }, { ...changes, updatedAt: new Date(at ?? event.metadata.occurredAt) });
    switch (event.type) {
      case UserEvents.registered: {
        const data = UserRegistered.dataOf(event);
        const personal = (await this.vault.open<PersonalDetails>(data.personal, manager)) ?? ERASED;
        await users.insert({
          id: data.userId,
          email: personal.email || null,
          phone: personal.phone,
          firstname: personal.firstname,
          lastname: personal.lastname,
          company: personal.company,
          address: personal.address ?? null,
          countryId: data.countryId,
          stateId: null,
          cityId: null,
          roles: data.roles,
          status: data.status,
          approvalStatus: data.approvalStatus ?? null,
          termsAccepted: data.termsAccepted,
          organisationOwner: data.organisationOwner ?? false,
          employerId: data.employerId ?? null,
          photoKey: null,
          emailNotifications: true,
          createdAt: new Date(data.registeredAt),
          updatedAt: new Date(data.registeredAt),
          lastLoginAt: null,
        });
        return;
      }
      case UserEvents.signedIn:
        await users.update({ id: userId }, { lastLoginAt: new Date(at!) });
        return;
      case UserEvents.activated:
      case UserEvents.reactivated:
        await update({ status: 'ACTIVE' });
        return;
      case UserEvents.deactivated:
        await update({ status: 'DEACTIVATED' });
        return;
      case UserEvents.approvalDecided: {
        const { approvalStatus } = UserApprovalDecided.dataOf(event);
        await update({ approvalStatus, status: approvalStatus === 'APPROVED' ? 'ACTIVE' : 'WAITING_APPROVAL' });
        return;
      }
      case UserEvents.termsAccepted:
        await update({ termsAccepted: true });
        return;
      case UserEvents.emailNotificationsChanged:
        await update({ emailNotifications: EmailNotificationsChanged.dataOf(event).enabled });
        return;
      case UserEvents.profileEdited: {
        const data = UserProfileEdited.dataOf(event);
        const personal = await this.vault.open<PersonalDetails>(data.personal, manager);
        if (!personal) return;
        await update({
          firstname: personal.firstname,
          lastname: personal.lastname,
          phone: personal.phone,
          company: personal.company,
          address: personal.address ?? null,
          stateId: data.stateId,
          cityId: data.cityId,
          ...(data.photoKey ? { photoKey: data.photoKey } : {}),
        });
        return;
      }
      case UserEvents.deleted:
        await users.delete({ id: userId });
        return;
      case UserEvents.passwordChanged:
        await update({});
        return;
    }
  }
}
