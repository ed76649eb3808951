import {
  isAdministrator,
  ROLE_ADMIN,
  ROLE_PLATFORM_MANAGER,
  ROLE_SUPER_ADMIN,
  RoleName,
  runsThePlatform,
  StaffRole,
} from '../kernel/auth/platform-roles';
import { Actor, RequestContexts } from '../kernel/context/request-context';

export { isAdministrator, ROLE_ADMIN, ROLE_PLATFORM_MANAGER, ROLE_SUPER_ADMIN, runsThePlatform };
export const ROLE_INPUT_PROVIDER = 'ROLE_INPUT_PROVIDER' satisfies RoleName;

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
} as const satisfies Record<string, { ownerRole: RoleName; staffRole: StaffRole }>;

export type StaffKind = keyof typeof STAFF_KINDS;
