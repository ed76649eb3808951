import { getSessionUser, workingRole } from '../../shared/session';

/** Where the warehouses list lives for the working role (spec: owners, input provider staff, other staff). */
export function warehousesPath(): string {
  const role = workingRole(getSessionUser());
  if (role === 'ROLE_INPUT_PROVIDER_STAFF') return '/warehouse/staff';
  if (role === 'ROLE_DISTRIBUTOR_STAFF' || role === 'ROLE_WHOLESALER_STAFF') return '/warehouse/distributor/staff';
  return '/warehouse';
}

/** The list path is the role's; one warehouse is read and changed at /warehouse/{id}. */
export const INVENTORY_RESOURCE_PATHS = { warehouses: warehousesPath };
export const INVENTORY_ITEM_PATHS = { warehouses: (id: string | number) => `/warehouse/${encodeURIComponent(String(id))}` };

/** The input provider and their staff see the summary; distributors, wholesalers and their staff the status. */
export const stockViewOf = (role: string): 'summary' | 'status' => (role.startsWith('ROLE_INPUT_PROVIDER') ? 'summary' : 'status');

/** Every query of the inventory screens starts with it. */
export const INVENTORY_KEY = 'inventory';
