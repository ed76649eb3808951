import { Inject, Injectable } from '@nestjs/common';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { UserRecord } from '../read-models/user.entity';

/** The user as clients receive it (login answer, users/me). */
export interface UserView {
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  photoFilename: string | null;
  status: string;
  authorities: { authority: string }[];
  roles: { value: string }[];
  /** The first role that is not ROLE_USER. */
  roleType: string;
  country: { id: number; name: string } | null;
  termsAccepted: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export const workingRole = (roles: string[]) => roles.find((r) => r !== 'ROLE_USER') ?? 'ROLE_USER';

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
      photoFilename: null,
      status: user.status,
      authorities: user.roles.map((authority) => ({ authority })),
      roles: user.roles.map((value) => ({ value })),
      roleType: workingRole(user.roles),
      country: country ? { id: country.id, name: country.name } : null,
      termsAccepted: user.termsAccepted,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    };
  }
}
