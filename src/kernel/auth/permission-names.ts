/**
 * The names of the permissions a role or a staff member can hold ('resource:action', or a console page name such as
 * 'admindashboard'), in the order the console lists them. Authorization describes each one and sets the default
 * matrix (src/authorization/domain/default-permissions.ts); routes name the one they require (RequirePermission).
 */
export const PERMISSION_NAMES = [
  // Dashboards
  'admindashboard',
  'dashboard',
  'mydashboard',
  'extensionagentdashboard',
  'account-settings',
  // Users
  'users:list',
  'users:manage',
  'users:approve',
  'users:export',
  'input-providers:list',
  'input-providers:manage',
  'platform-managers:list',
  'platform-managers:manage',
  'salesmen:list',
  'salesmen:manage',
  // Staff of an organisation
  'staff:list',
  'staff:create',
  'staff:edit',
  'staff:delete',
  'staff:permissions',
  // Authorization
  'countries:list',
  'countries:manage',
  // Catalogue
  'categories:list',
  'categories:create',
  'categories:edit',
  'categories:delete',
  'products:list',
  'products:create',
  'products:edit',
  'products:delete',
  'products:approve',
  'reviews:moderate',
  // Trade
  'quotations:list',
  'quotations:answer',
  'quotations:create',
  'orders:list',
  'orders:manage',
  'orders:create',
  'inputs:list',
  'catalog:manage',
  'affiliations:manage',
  'invitations:manage',
  'visits:manage',
  'warehouses:list',
  'warehouses:manage',
  'inventory:list',
  'inventory:manage',
  'inventory:export',
  // Farmers (extension agents)
  'farmers:list',
  'farmers:view',
  'farmers:create',
  'farmers:edit',
  'farmers:delete',
  'farmers:import',
  'farmers:export',
  'farmer-lists:manage',
  // Content and operations
  'market-updates:manage',
  'trust-us:manage',
  'agronomy-content:manage',
  'agronomy-content:write',
  'app-versions:manage',
  'fertilizer-recommendations:manage',
  'hubs:manage',
  'push-notifications:send',
  'queues:monitor',
] as const;

export type PermissionName = (typeof PERMISSION_NAMES)[number];

const KNOWN_PERMISSIONS: ReadonlySet<string> = new Set(PERMISSION_NAMES);

/** A permission name as read from the database or a request, narrowed to the catalogue's names. */
export const isPermissionName = (value: string): value is PermissionName => KNOWN_PERMISSIONS.has(value);
