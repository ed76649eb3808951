import { getSessionUser, workingRole } from '../../shared/session';
import { GET, POST, PUT, type ResourceRoutes } from '../api/routes';

/** Where the warehouses list lives for the working role (spec: owners, input provider staff, other staff). */
export function warehousesPath(): string {
  const role = workingRole(getSessionUser());
  if (role === 'ROLE_INPUT_PROVIDER_STAFF') return GET.path('/api/v1/warehouse/staff');
  if (role === 'ROLE_DISTRIBUTOR_STAFF' || role === 'ROLE_WHOLESALER_STAFF')
    return GET.path('/api/v1/warehouse/distributor/staff');
  return GET.path('/api/v1/warehouse');
}

/** The list path is the role's; a warehouse is created by its owner, read and changed at /warehouse/{id}. */
export const INVENTORY_RESOURCES: Record<string, ResourceRoutes> = {
  warehouses: {
    list: warehousesPath,
    create: POST.path('/api/v1/warehouse'),
    one: GET.byId('/api/v1/warehouse/{id}'),
    update: PUT.byId('/api/v1/warehouse/{id}'),
  },
};

/** The input provider and their staff see the summary; distributors, wholesalers and their staff the status. */
export const stockViewOf = (role: string): 'summary' | 'status' =>
  role.startsWith('ROLE_INPUT_PROVIDER') ? 'summary' : 'status';

/** Every query of the inventory screens starts with it. */
export const INVENTORY_KEY = 'inventory';
