import type { Actor } from '../context/request-context';

/** The roles that run the platform, defined once for every module. */
export const ROLE_USER = 'ROLE_USER';
export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_SUPER_ADMIN = 'ROLE_SUPER_ADMIN';
export const ROLE_PLATFORM_MANAGER = 'ROLE_PLATFORM_MANAGER';

/** An administrator or the super administrator: every country, every organisation. */
export const isAdministrator = (actor: Pick<Actor, 'roles'>): boolean => actor.roles.includes(ROLE_ADMIN) || actor.roles.includes(ROLE_SUPER_ADMIN);

/** An administrator, or a platform manager (who runs the platform in the countries they monitor). */
export const runsThePlatform = (actor: Pick<Actor, 'roles'>): boolean => isAdministrator(actor) || actor.roles.includes(ROLE_PLATFORM_MANAGER);

/** The role a person works in: their one role besides ROLE_USER, which every account holds. */
export const workingRole = (roles: readonly string[]): string => roles.find((role) => role !== ROLE_USER) ?? ROLE_USER;
