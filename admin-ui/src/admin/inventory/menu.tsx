import type { ReactNode } from 'react';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import InventoryIcon from '@mui/icons-material/Inventory';
import { INVENTORY_PERMISSIONS } from './permissions';

export const INVENTORY_MENU_SECTION = 'kasuwa.inventory.menu.section';

export interface InventoryMenuEntry {
  to: string;
  label: string;
  icon: ReactNode;
  permission: string;
}

const WAREHOUSE_ROLES = [
  'ROLE_INPUT_PROVIDER',
  'ROLE_INPUT_PROVIDER_STAFF',
  'ROLE_DISTRIBUTOR',
  'ROLE_DISTRIBUTOR_STAFF',
  'ROLE_WHOLESALER',
  'ROLE_WHOLESALER_STAFF',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_PLATFORM_MANAGER',
];
/** Distributors and wholesalers keep their shop's inventory; retailers and agro-dealers theirs (agroinventory). */
const SHOP_ROLES = ['ROLE_DISTRIBUTOR', 'ROLE_DISTRIBUTOR_STAFF', 'ROLE_WHOLESALER', 'ROLE_WHOLESALER_STAFF'];
const AGRO_ROLES = ['ROLE_RETAILER', 'ROLE_AGRODEALER'];

/** The section's entries for the working `role`; the menu keeps those whose permission the role holds. */
export function inventoryMenu(role: string): InventoryMenuEntry[] {
  const entries: InventoryMenuEntry[] = [];
  if (WAREHOUSE_ROLES.includes(role))
    entries.push({
      to: '/warehouses',
      label: 'resources.warehouses.name',
      icon: <WarehouseIcon />,
      permission: INVENTORY_PERMISSIONS.warehousesList,
    });
  if (SHOP_ROLES.includes(role))
    entries.push({
      to: '/inventory',
      label: 'resources.inventory.name',
      icon: <InventoryIcon />,
      permission: INVENTORY_PERMISSIONS.inventoryList,
    });
  if (AGRO_ROLES.includes(role))
    entries.push({
      to: '/agroinventory',
      label: 'resources.agroinventory.name',
      icon: <InventoryIcon />,
      permission: INVENTORY_PERMISSIONS.inventoryList,
    });
  return entries;
}
