/** Which farmer lists (tabs) the working role has (the API's scopes, src/farmers/registry). */

export const FARMER_TABS = ['USERS', 'COUNTRY', 'MINE', 'REFERRED'] as const;
export type FarmerTab = (typeof FARMER_TABS)[number];

const ADMINISTRATORS = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_PLATFORM_MANAGER'];
const PROVIDERS = ['ROLE_INPUT_PROVIDER', 'ROLE_INPUT_PROVIDER_STAFF'];

/**
 * Administrators and platform managers: the farmers who use the platform, a country's farmers, their own; extension
 * agents: their own and those who use the platform; input providers: the farmers referred by their agents.
 */
export function tabsOf(role: string): FarmerTab[] {
  if (ADMINISTRATORS.includes(role)) return ['USERS', 'COUNTRY', 'MINE'];
  if (PROVIDERS.includes(role)) return ['REFERRED'];
  if (role === 'ROLE_EXTENSION_AGENT') return ['MINE', 'USERS'];
  return [];
}

/** Who may enrol, change and delete farmers (the API says so too: farmers:create / edit / delete). */
export const changesFarmers = (role: string) => ADMINISTRATORS.includes(role) || role === 'ROLE_EXTENSION_AGENT';

/** Who imports farmers for an extension agent they name (an agent imports into their own list). */
export const adminsFarmers = (role: string) => ADMINISTRATORS.includes(role);
