import { EMPLOYER_ROLES } from '../../kernel/auth/organisation-roles';
import { runsThePlatform } from '../../kernel/auth/platform-roles';
import { Actor, RequestContexts } from '../../kernel/context/request-context';

/**
 * The country an actor works in, as the permission checker sees it: the request's (Country header) for those who run
 * the platform, their own for everyone else. Lists and look-ups of people and salesmen are kept to it.
 */
export function workingCountryOf(actor: Actor): number {
  const requested = RequestContexts.currentOrSystem().countryId;
  if (runsThePlatform(actor)) return requested ?? actor.countryId!;
  return actor.countryId ?? requested!;
}

/** The organisations that have staff, as the staff routes name them: their owner's role and their staff's role. */
export const STAFF_KINDS = {
  'input-provider': { ownerRole: EMPLOYER_ROLES.ROLE_INPUT_PROVIDER_STAFF, staffRole: 'ROLE_INPUT_PROVIDER_STAFF' },
  distributor: { ownerRole: EMPLOYER_ROLES.ROLE_DISTRIBUTOR_STAFF, staffRole: 'ROLE_DISTRIBUTOR_STAFF' },
  wholesaler: { ownerRole: EMPLOYER_ROLES.ROLE_WHOLESALER_STAFF, staffRole: 'ROLE_WHOLESALER_STAFF' },
} as const;

export type StaffKind = keyof typeof STAFF_KINDS;
