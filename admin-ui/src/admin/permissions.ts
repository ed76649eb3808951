/**
 * Which permission (from GET authorizations/features) each console page needs.
 *
 * Permissions are `resource:action` strings (`users:list`, `countries:manage`) or a bare page
 * name for the dashboards (`admindashboard`). `*` grants everything and `users:*` every action
 * on users (the API gives administrators `*`).
 */
import { usePermissions } from 'react-admin';
import { CATALOGUE_RESOURCE_ACTIONS, CATALOGUE_RESOURCE_PREFIX } from './catalogue/permissions';
import { PARTNERS_RESOURCE_ACTIONS, PARTNERS_RESOURCE_PREFIX } from './affiliation/permissions';
import { TRADE_RESOURCE_ACTIONS, TRADE_RESOURCE_PREFIX } from './orders/permissions';
import { FARMERS_RESOURCE_ACTIONS, FARMERS_RESOURCE_PREFIX } from './farmers/permissions';
import { CONTENT_RESOURCE_ACTIONS, CONTENT_RESOURCE_PREFIX } from './content/permissions';
import { INVENTORY_RESOURCE_ACTIONS, INVENTORY_RESOURCE_PREFIX } from './inventory/permissions';
import { MESSAGING_RESOURCE_ACTIONS, MESSAGING_RESOURCE_PREFIX } from './feature-phones/permissions';
import { NOTIFICATIONS_RESOURCE_ACTIONS, NOTIFICATIONS_RESOURCE_PREFIX } from './notifications/permissions';

/** Pages whose permission is their own name. */
export const BARE_PERMISSIONS = [
  'admindashboard',
  'dashboard',
  'mydashboard',
  'extensionagentdashboard',
  'account-settings',
] as const;

/** The permission prefix of react-admin resources named otherwise. */
const RESOURCE_PREFIX: Record<string, string> = {
  users: 'users',
  'users/distributors': 'users',
  'users/wholesalers': 'users',
  'users/retailers': 'users',
  'users/extensionagents': 'users',
  'users/inputproviders': 'input-providers',
  'platform-managers': 'platform-managers',
  staff: 'staff',
  'dealers/staff': 'staff',
  countries: 'countries',
  queues: 'queues',
  ...CATALOGUE_RESOURCE_PREFIX,
  ...TRADE_RESOURCE_PREFIX,
  ...PARTNERS_RESOURCE_PREFIX,
  ...FARMERS_RESOURCE_PREFIX,
  ...CONTENT_RESOURCE_PREFIX,
  ...INVENTORY_RESOURCE_PREFIX,
  ...NOTIFICATIONS_RESOURCE_PREFIX,
  ...MESSAGING_RESOURCE_PREFIX,
};

/** react-admin's actions to the API's: reading is `list`, changing is `manage`. */
const ACTIONS: Record<string, string> = {
  list: 'list',
  show: 'list',
  read: 'list',
  edit: 'manage',
  delete: 'manage',
  manage: 'manage',
};

/** Per-resource exceptions to ACTIONS. */
const RESOURCE_ACTIONS: Record<string, Record<string, string>> = {
  staff: { create: 'create', edit: 'edit', delete: 'delete', permissions: 'permissions' },
  'dealers/staff': { create: 'create', edit: 'edit', delete: 'delete', permissions: 'permissions' },
  salesmen: { create: 'manage' },
  'users/inputproviders': { create: 'manage' },
  queues: { list: 'monitor', show: 'monitor' },
  ...CATALOGUE_RESOURCE_ACTIONS,
  ...TRADE_RESOURCE_ACTIONS,
  ...PARTNERS_RESOURCE_ACTIONS,
  ...FARMERS_RESOURCE_ACTIONS,
  ...CONTENT_RESOURCE_ACTIONS,
  ...INVENTORY_RESOURCE_ACTIONS,
  ...NOTIFICATIONS_RESOURCE_ACTIONS,
  ...MESSAGING_RESOURCE_ACTIONS,
};

export function permissionFor(resource: string, action = 'list'): string {
  if ((BARE_PERMISSIONS as readonly string[]).includes(resource)) return resource;
  const prefix = RESOURCE_PREFIX[resource] ?? resource;
  const mapped = RESOURCE_ACTIONS[resource]?.[action] ?? ACTIONS[action] ?? action;
  return `${prefix}:${mapped}`;
}

export function holds(permissions: readonly string[] | undefined | null, permission: string): boolean {
  if (!permissions) return false;
  if (permissions.includes('*') || permissions.includes(permission)) return true;
  const [resource] = permission.split(':');
  return permission.includes(':') && permissions.includes(`${resource}:*`);
}

export function isWildcard(permissions: readonly string[] | undefined | null): boolean {
  return !!permissions?.includes('*');
}

/** The caller's permissions and a checker; `has` answers false while they load. */
export function usePermissionCheck() {
  const { permissions, isPending, error } = usePermissions<string[]>();
  const list = Array.isArray(permissions) ? permissions : [];
  return {
    permissions: list,
    isPending,
    error,
    has: (permission: string) => holds(list, permission),
    wildcard: isWildcard(list),
  };
}
