import { Actor, RequestContexts } from '../kernel/context/request-context';

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_SUPER_ADMIN = 'ROLE_SUPER_ADMIN';
export const ROLE_PLATFORM_MANAGER = 'ROLE_PLATFORM_MANAGER';
export const ROLE_INPUT_PROVIDER = 'ROLE_INPUT_PROVIDER';

/** Administrators and super administrators. */
export const isAdministrator = (actor: Pick<Actor, 'roles'>) => actor.roles.includes(ROLE_ADMIN) || actor.roles.includes(ROLE_SUPER_ADMIN);

/** Those who run the platform: administrators and platform managers (the access guard keeps the latter to their countries). */
export const runsThePlatform = (actor: Pick<Actor, 'roles'>) => isAdministrator(actor) || actor.roles.includes(ROLE_PLATFORM_MANAGER);

/**
 * The country an actor works in, as the permission checker sees it: the request's (Country header) for those who run
 * the platform, their own for everyone else. Lists and look-ups of people and salesmen are kept to it.
 */
export function workingCountryOf(actor: Actor): number {
  const requested = RequestContexts.currentOrSystem().countryId;
  if (runsThePlatform(actor)) return requested ?? actor.countryId!;
  return actor.countryId ?? requested!;
}

/** The organisations that have staff: their owner's role and their staff's role. */
export const STAFF_KINDS = {
  'input-provider': { ownerRole: 'ROLE_INPUT_PROVIDER', staffRole: 'ROLE_INPUT_PROVIDER_STAFF' },
  distributor: { ownerRole: 'ROLE_DISTRIBUTOR', staffRole: 'ROLE_DISTRIBUTOR_STAFF' },
  wholesaler: { ownerRole: 'ROLE_WHOLESALER', staffRole: 'ROLE_WHOLESALER_STAFF' },
} as const;

export type StaffKind = keyof typeof STAFF_KINDS;
