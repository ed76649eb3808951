import { Inject, Injectable } from '@nestjs/common';
import { RoleName, roleNamesOf, workingRole } from '../../kernel/auth/platform-roles';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { UserRecord } from '../read-models/user.entity';

/** The user as clients receive it (login answer, users/me, admin lists). */
export interface UserView {
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  photoUrl: string | null;
  status: string;
  approvalStatus: string | null;
  authorities: { authority: string }[];
  roles: { value: string }[];
  /** The first role that is not ROLE_USER. */
  roleType: RoleName;
  country: { id: number; name: string } | null;
  employerId: string | null;
  termsAccepted: boolean;
  isActive: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** A person as an administrator or their organisation sees them: the user and their address. */
export interface PersonView extends UserView {
  address: string | null;
  stateId: number | null;
  cityId: number | null;
  organisationOwner: boolean;
}

export interface ProfileView {
  id: string;
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  address: string | null;
  stateId: number | null;
  cityId: number | null;
  photoUrl: string | null;
  emailNotifications: boolean;
}

export const photoUrlOf = (user: Pick<UserRecord, 'id' | 'photoKey' | 'updatedAt'>) =>
  user.photoKey ? `/api/v1/users/${user.id}/photo?v=${user.updatedAt.getTime()}` : null;

@Injectable()
export class UserViews {
  constructor(@Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup) {}

  async of(user: UserRecord): Promise<UserView> {
    const country = await this.countries.byId(user.countryId);
    return {
      id: user.id,
      username: user.email ?? user.phone ?? user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone,
      company: user.company,
      photoUrl: photoUrlOf(user),
      status: user.status,
      approvalStatus: user.approvalStatus,
      authorities: user.roles.map((authority) => ({ authority })),
      roles: user.roles.map((value) => ({ value })),
      roleType: workingRole(roleNamesOf(user.roles)),
      country: country ? { id: country.id, name: country.name } : null,
      employerId: user.employerId,
      termsAccepted: user.termsAccepted,
      isActive: user.status === 'ACTIVE',
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    };
  }

  async person(user: UserRecord): Promise<PersonView> {
    return {
      ...(await this.of(user)),
      address: user.address,
      stateId: user.stateId,
      cityId: user.cityId,
      organisationOwner: user.organisationOwner,
    };
  }

  async many(users: UserRecord[]): Promise<UserView[]> {
    return Promise.all(users.map((u) => this.of(u)));
  }

  profile(user: UserRecord): ProfileView {
    return {
      id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone,
      company: user.company,
      address: user.address,
      stateId: user.stateId,
      cityId: user.cityId,
      photoUrl: photoUrlOf(user),
      emailNotifications: user.emailNotifications,
    };
  }
}
