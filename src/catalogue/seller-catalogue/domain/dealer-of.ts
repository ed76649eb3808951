import { Inject, Injectable } from '@nestjs/common';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../kernel/auth/access.ports';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { CatalogueErrors } from '../catalogue.errors';

/** The roles that keep a catalogue of input providers' products. */
export const DEALER_ROLES: readonly string[] = [
  'ROLE_DISTRIBUTOR',
  'ROLE_WHOLESALER',
  'ROLE_RETAILER',
  'ROLE_AGRODEALER',
];

export interface Dealer {
  id: string;
  role: string;
  countryId: number;
}

/** The organisation a caller keeps a catalogue for: their own, or their employer's when they are staff. */
@Injectable()
export class DealerOf {
  constructor(@Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory) {}

  /** Null when the caller is not a dealer nor works for one. */
  async find(actor: Actor): Promise<Dealer | null> {
    // An owner is the organisation: the actor the access guard resolved for this request says so, without a lookup.
    const ownRole = actor.roles.find((r) => DEALER_ROLES.includes(r));
    if (ownRole && actor.countryId !== null) return { id: actor.id, role: ownRole, countryId: actor.countryId };
    const person = await this.people.personOf(actor.id);
    const organisation = person?.employerId ? await this.people.personOf(person.employerId) : person;
    const role = organisation?.roles.find((r) => DEALER_ROLES.includes(r));
    return organisation && role ? { id: organisation.id, role, countryId: organisation.countryId } : null;
  }

  /** Refuses (403) callers who have no catalogue, such as administrators. */
  async get(actor: Actor): Promise<Dealer> {
    const dealer = await this.find(actor);
    if (!dealer) throw new DomainError(CatalogueErrors.CATALOG_DEALERS_ONLY);
    return dealer;
  }
}
