import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../context/request-context';
import { PEOPLE_DIRECTORY, PeopleDirectory } from './access.ports';
import {
  Organisation,
  organisationActedFor,
  ownedOrganisationRole,
  workingOrganisationRole,
} from './organisation-roles';

/**
 * For which organisation a caller acts, and in which role: the one place every module asks. An owner is the
 * organisation (the actor the access guard resolved says so, without a lookup); staff act for their employer, looked
 * up through the people directory (PEOPLE_DIRECTORY, which accounts answers); everyone else acts for none. Accounts
 * gives an employer to staff only, so only staff are looked up. A module that uses it lists it among its providers
 * and imports PeopleDirectoryModule.
 */
@Injectable()
export class ActingOrganisations {
  constructor(@Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory) {}

  /** The organisation the caller acts for; null for farmers, agents, administrators and platform managers. */
  async of(actor: Actor): Promise<Organisation | null> {
    const owned = ownedOrganisationRole(actor.roles);
    if (owned && actor.countryId !== null) return { id: actor.id, role: owned, countryId: actor.countryId };
    if (!workingOrganisationRole(actor.roles)) return null;
    const person = await this.people.personOf(actor.id);
    if (!person) return null;
    const employer = person.employerId ? await this.people.personOf(person.employerId) : null;
    return organisationActedFor(person, employer);
  }

  /** Whose records the caller's work belongs to: the organisation they act for, or their own when they act for none. */
  async ownerOf(actor: Actor): Promise<string> {
    return (await this.of(actor))?.id ?? actor.id;
  }
}
