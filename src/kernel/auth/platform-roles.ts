import type { Actor } from '../context/request-context';

/** The 16 roles, in the order of the roles table; defined once for every module. */
export const ROLES = [
  'ROLE_USER',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_PLATFORM_MANAGER',
  'ROLE_INPUT_PROVIDER',
  'ROLE_INPUT_PROVIDER_STAFF',
  'ROLE_DISTRIBUTOR',
  'ROLE_DISTRIBUTOR_STAFF',
  'ROLE_WHOLESALER',
  'ROLE_WHOLESALER_STAFF',
  'ROLE_RETAILER',
  'ROLE_AGRODEALER',
  'ROLE_FARMER',
  'ROLE_EXTENSION_AGENT',
  'ROLE_WAFA_PARTNER',
  'ROLE_WAFA_ADMIN',
] as const;

export type RoleName = (typeof ROLES)[number];

const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);

/** A role as read from the database, a token or a request, narrowed to the roles table's names. */
export const isRoleName = (value: string): value is RoleName => KNOWN_ROLES.has(value);

/** Stored roles (a users row's `roles`), as role names; a name the roles table does not hold is dropped. */
export const roleNamesOf = (stored: readonly string[]): RoleName[] => stored.filter(isRoleName);

/** The roles that run the platform. */
export const ROLE_USER = 'ROLE_USER' satisfies RoleName;
export const ROLE_ADMIN = 'ROLE_ADMIN' satisfies RoleName;
export const ROLE_SUPER_ADMIN = 'ROLE_SUPER_ADMIN' satisfies RoleName;
export const ROLE_PLATFORM_MANAGER = 'ROLE_PLATFORM_MANAGER' satisfies RoleName;

/** Staff roles, by the role of the organisation owner who employs them. */
export const STAFF_ROLES = [
  'ROLE_INPUT_PROVIDER_STAFF',
  'ROLE_DISTRIBUTOR_STAFF',
  'ROLE_WHOLESALER_STAFF',
] as const satisfies readonly RoleName[];
export type StaffRole = (typeof STAFF_ROLES)[number];

const STAFF: ReadonlySet<string> = new Set(STAFF_ROLES);
export const isStaffRole = (role: string): role is StaffRole => STAFF.has(role);

/** An administrator or the super administrator: every country, every organisation. */
export const isAdministrator = (actor: Pick<Actor, 'roles'>): boolean =>
  actor.roles.includes(ROLE_ADMIN) || actor.roles.includes(ROLE_SUPER_ADMIN);

/** An administrator, or a platform manager (who runs the platform in the countries they monitor). */
export const runsThePlatform = (actor: Pick<Actor, 'roles'>): boolean =>
  isAdministrator(actor) || actor.roles.includes(ROLE_PLATFORM_MANAGER);

/** A platform manager who is not also an administrator: limited to the countries they monitor. */
export const isPlatformManagerOnly = (actor: Pick<Actor, 'roles'>): boolean =>
  !isAdministrator(actor) && actor.roles.includes(ROLE_PLATFORM_MANAGER);

/** The role a person works in: their one role besides ROLE_USER, which every account holds. */
export const workingRole = (roles: readonly RoleName[]): RoleName =>
  roles.find((role) => role !== ROLE_USER) ?? ROLE_USER;
