import { Inject, Injectable } from '@nestjs/common';
import { workingCountryOf } from '../../accounts';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../kernel/auth/access.ports';
import { ActingOrganisations } from '../../kernel/auth/acting-organisations';
import { organisationIdOf, OrganisationRole } from '../../kernel/auth/organisation-roles';
import { runsThePlatform } from '../../kernel/auth/platform-roles';
import type { Actor } from '../../kernel/context/request-context';
import { Keeper, keeperOf, StockScope } from '../domain/stock-keepers';

/**
 * Who keeps which stock. A staff member acts for their employer only (and not at all once deactivated: the access
 * guard no longer resolves them); administrators and platform managers read the stock of the country they work in
 * and change none.
 */
@Injectable()
export class StockKeepers {
  constructor(
    private readonly organisations: ActingOrganisations,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
  ) {}

  /** The organisation the caller keeps stock for, whose owner holds one of `ownerRoles`; 403 otherwise. */
  async keeper(actor: Actor, ownerRoles?: readonly OrganisationRole[]): Promise<Keeper> {
    return keeperOf(await this.organisations.of(actor), ownerRoles);
  }

  /** What the caller may read: their organisation's stock, or for those who run the platform, a country's. */
  async scope(actor: Actor): Promise<StockScope> {
    if (runsThePlatform(actor)) return { countryId: workingCountryOf(actor) };
    const keeper = await this.keeper(actor);
    return { organisationId: keeper.organisationId, ownerRole: keeper.ownerRole };
  }

  /** The organisation of a staff member (or its owner) the caller reaches, or null. */
  async colleague(actor: Actor, personId: string): Promise<{ organisationId: string } | null> {
    const scope = await this.scope(actor);
    const person = await this.people.personOf(personId);
    if (!person) return null;
    const organisationId = organisationIdOf(person);
    if ('organisationId' in scope) return organisationId === scope.organisationId ? { organisationId } : null;
    return person.countryId === scope.countryId ? { organisationId } : null;
  }
}
