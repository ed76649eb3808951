import { Inject, Injectable } from '@nestjs/common';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../kernel/auth/access.ports';
import type { RoleName } from '../kernel/auth/platform-roles';
import type { Actor } from '../kernel/context/request-context';

export const ROLE_INPUT_PROVIDER = 'ROLE_INPUT_PROVIDER' satisfies RoleName;
/** The organisations that sell input providers' products and ask them for an affiliation. */
export const DEALER_ROLES: readonly RoleName[] = [
  'ROLE_DISTRIBUTOR',
  'ROLE_WHOLESALER',
  'ROLE_RETAILER',
  'ROLE_AGRODEALER',
];

export interface Organisation {
  /** The owner's user id: what affiliations, invitations and visits belong to. */
  id: string;
  roles: RoleName[];
  countryId: number;
}

/** Which side of an affiliation an organisation stands on, if any. */
export type AffiliationSide = 'INPUT_PROVIDER' | 'DEALER';

export function sideOf(organisation: Pick<Organisation, 'roles'>): AffiliationSide | null {
  if (organisation.roles.includes(ROLE_INPUT_PROVIDER)) return 'INPUT_PROVIDER';
  if (organisation.roles.some((role) => DEALER_ROLES.includes(role))) return 'DEALER';
  return null;
}

/** The dealer's role (ROLE_DISTRIBUTOR, ...), for an organisation on the dealer side. */
export const dealerRoleOf = (organisation: Pick<Organisation, 'roles'>) =>
  organisation.roles.find((role) => DEALER_ROLES.includes(role)) ?? null;

/** The organisation a caller acts for: their employer when they are staff, themselves otherwise. */
@Injectable()
export class OrganisationOf {
  constructor(@Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory) {}

  async of(actor: Actor): Promise<Organisation> {
    const person = await this.people.personOf(actor.id);
    const organisation = person?.employerId ? await this.people.personOf(person.employerId) : person;
    if (!organisation) return { id: actor.id, roles: actor.roles, countryId: actor.countryId! };
    return { id: organisation.id, roles: organisation.roles, countryId: organisation.countryId };
  }
}
