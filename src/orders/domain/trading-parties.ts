import { Inject, Injectable } from '@nestjs/common';
import { PEOPLE_DIRECTORY, PeopleDirectory, PERMISSION_CHECKER, PermissionChecker } from '../kernel/auth/access.ports';
import type { PermissionName } from '../kernel/auth/permission-names';
import { runsThePlatform } from '../kernel/auth/platform-roles';
import { Actor, RequestContexts } from '../kernel/context/request-context';

/** Who a caller trades as. */
export interface TradingParty {
  /** The organisation they buy for: their employer when they are staff, themselves otherwise. */
  organisationId: string;
  /** Every id whose quotations and orders they reach: their own and, for staff, their employer's. */
  ids: string[];
}

/** Administrators and platform managers: they see every order of the country they work in, and take no side in any. */
export { runsThePlatform };

/**
 * Whom a caller stands for in a trade, and whether they hold a side's permission. Routes used by both sides
 * (`@Authenticated`) ask here: a side counts only when the caller holds its permission in the request's country.
 */
@Injectable()
export class TradingParties {
  constructor(
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
    @Inject(PERMISSION_CHECKER) private readonly permissions: PermissionChecker,
  ) {}

  async of(actor: Actor): Promise<TradingParty> {
    const person = await this.people.personOf(actor.id);
    const employerId = person?.employerId ?? null;
    return { organisationId: employerId ?? actor.id, ids: employerId ? [actor.id, employerId] : [actor.id] };
  }

  holds(actor: Actor, permission: PermissionName): Promise<boolean> {
    return this.permissions.allows(actor, permission, RequestContexts.currentOrSystem().countryId);
  }
}
