import { InventoryErrors } from '../inventory.errors';
import { keeperOf, SHOP_OWNER_ROLES, WAREHOUSE_OWNER_ROLES } from './stock-keepers';

describe('who keeps stock', () => {
  const provider = { id: 'p-1', role: 'ROLE_INPUT_PROVIDER', countryId: 1 } as const;
  const retailer = { id: 'r-1', role: 'ROLE_RETAILER', countryId: 2 } as const;

  it('keeps the stock of the organisation the caller acts for, in its owner’s role and country', () => {
    expect(keeperOf(provider, WAREHOUSE_OWNER_ROLES)).toEqual({
      organisationId: 'p-1',
      ownerRole: 'ROLE_INPUT_PROVIDER',
      countryId: 1,
    });
    expect(keeperOf(retailer)).toEqual({ organisationId: 'r-1', ownerRole: 'ROLE_RETAILER', countryId: 2 });
  });

  it('refuses (403) an organisation that runs no warehouse, or no shop, and a caller who acts for none', () => {
    expect(() => keeperOf(retailer, WAREHOUSE_OWNER_ROLES)).toThrow(InventoryErrors.STOCK_KEEPERS_ONLY);
    expect(() => keeperOf(provider, SHOP_OWNER_ROLES)).toThrow(InventoryErrors.STOCK_KEEPERS_ONLY);
    expect(() => keeperOf(null)).toThrow(InventoryErrors.STOCK_KEEPERS_ONLY);
  });
});
