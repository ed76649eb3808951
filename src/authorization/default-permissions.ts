/**
 * The permissions each role holds until an administrator changes them for a country.
 * Administrators and super administrators hold every permission. Modules add their permissions here
 * as they add routes; docs/permissions.md is the readable copy.
 */
export const ALL_PERMISSIONS = '*';

export const DEFAULT_PERMISSIONS: Record<string, readonly string[]> = {
  ROLE_SUPER_ADMIN: [ALL_PERMISSIONS],
  ROLE_ADMIN: [ALL_PERMISSIONS],
  ROLE_PLATFORM_MANAGER: ['queues:monitor'],
  ROLE_INPUT_PROVIDER: [],
  ROLE_INPUT_PROVIDER_STAFF: [],
  ROLE_DISTRIBUTOR: [],
  ROLE_DISTRIBUTOR_STAFF: [],
  ROLE_WHOLESALER: [],
  ROLE_WHOLESALER_STAFF: [],
  ROLE_RETAILER: [],
  ROLE_AGRODEALER: [],
  ROLE_FARMER: [],
  ROLE_EXTENSION_AGENT: [],
  ROLE_WAFA_PARTNER: [],
  ROLE_WAFA_ADMIN: [],
};
