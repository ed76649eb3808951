import type { Organisation, OrganisationRole } from '../../kernel/auth/organisation-roles';
import { DomainError } from '../../kernel/errors/domain-error';
import { InventoryErrors } from '../inventory.errors';

/** Organisations that run warehouses. */
export const WAREHOUSE_OWNER_ROLES: readonly OrganisationRole[] = [
  'ROLE_INPUT_PROVIDER',
  'ROLE_DISTRIBUTOR',
  'ROLE_WHOLESALER',
];
/** Organisations that keep the stock of their own shop (inventory movements). */
export const SHOP_OWNER_ROLES: readonly OrganisationRole[] = [
  'ROLE_RETAILER',
  'ROLE_AGRODEALER',
  'ROLE_DISTRIBUTOR',
  'ROLE_WHOLESALER',
];

/** The organisation a caller keeps stock for: their employer when they are staff, themselves otherwise. */
export interface Keeper {
  organisationId: string;
  /** The organisation owner's role among the stock keepers' (ROLE_INPUT_PROVIDER, ROLE_RETAILER, ...). */
  ownerRole: OrganisationRole;
  countryId: number;
}

/** What a caller reads: one organisation's stock, or (administrators and platform managers) a country's. */
export type StockScope = { organisationId: string; ownerRole: OrganisationRole } | { countryId: number };

/** The organisation a caller acts for as a stock keeper, when its owner holds one of `ownerRoles`; 403 otherwise. */
export function keeperOf(
  organisation: Organisation | null,
  ownerRoles: readonly OrganisationRole[] = [...WAREHOUSE_OWNER_ROLES, ...SHOP_OWNER_ROLES],
): Keeper {
  if (!organisation || !ownerRoles.includes(organisation.role))
    throw new DomainError(InventoryErrors.STOCK_KEEPERS_ONLY);
  return { organisationId: organisation.id, ownerRole: organisation.role, countryId: organisation.countryId };
}
