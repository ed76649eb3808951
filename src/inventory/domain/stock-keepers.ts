import { Inject, Injectable } from '@nestjs/common';
import { workingCountryOf } from '../accounts';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../kernel/auth/access.ports';
import { runsThePlatform } from '../kernel/auth/platform-roles';
import type { Actor } from '../kernel/context/request-context';
import { DomainError } from '../kernel/errors/domain-error';
import { InventoryErrors } from './inventory.errors';

/** Organisations that run warehouses. */
export const WAREHOUSE_OWNER_ROLES = ['ROLE_INPUT_PROVIDER', 'ROLE_DISTRIBUTOR', 'ROLE_WHOLESALER'];
/** Organisations that keep the stock of their own shop (inventory movements). */
export const SHOP_OWNER_ROLES = ['ROLE_RETAILER', 'ROLE_AGRODEALER', 'ROLE_DISTRIBUTOR', 'ROLE_WHOLESALER'];

/** The organisation a caller keeps stock for: their employer when they are staff, themselves otherwise. */
export interface Keeper {
  organisationId: string;
  /** The organisation owner's role among the stock keepers' (ROLE_INPUT_PROVIDER, ROLE_RETAILER, ...). */
  ownerRole: string;
  countryId: number;
}

/** What a caller reads: one organisation's stock, or (administrators and platform managers) a country's. */
export type StockScope = { organisationId: string; ownerRole: string } | { countryId: number };

export const inScope = (scope: StockScope, row: { owner_id: string; country_id: number }) =>
  'organisationId' in scope ? row.owner_id === scope.organisationId : row.country_id === scope.countryId;

/**
 * Who keeps which stock. A staff member acts for their employer only (and not at all once deactivated: the access
 * guard no longer resolves them); administrators and platform managers read the stock of the country they work in
 * and change none.
 */
@Injectable()
export class StockKeepers {
  constructor(@Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory) {}

  /** The organisation the caller keeps stock for, whose owner holds one of `ownerRoles`; 403 otherwise. */
  async keeper(actor: Actor, ownerRoles: string[] = [...WAREHOUSE_OWNER_ROLES, ...SHOP_OWNER_ROLES]): Promise<Keeper> {
    const self = await this.people.personOf(actor.id);
    const owner = self?.employerId ? await this.people.personOf(self.employerId) : self;
    const ownerRole = owner?.roles.find((role) => ownerRoles.includes(role));
    if (!owner || !ownerRole) throw new DomainError(InventoryErrors.STOCK_KEEPERS_ONLY);
    return { organisationId: owner.id, ownerRole, countryId: owner.countryId };
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
    const organisationId = person.employerId ?? person.id;
    if ('organisationId' in scope) return organisationId === scope.organisationId ? { organisationId } : null;
    return person.countryId === scope.countryId ? { organisationId } : null;
  }
}
