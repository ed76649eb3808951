import { Inject, Injectable } from '@nestjs/common';
import { PERMISSION_CHECKER, PermissionChecker } from '../../kernel/auth/access.ports';
import { ActingOrganisations } from '../../kernel/auth/acting-organisations';
import type { PermissionName } from '../../kernel/auth/permission-names';
import { Actor, RequestContexts } from '../../kernel/context/request-context';
import { TradingParty, tradingPartyOf } from '../domain/trading-parties';

/**
 * Whom a caller stands for in a trade, and whether they hold a side's permission. Routes used by both sides
 * (`@Authenticated`) ask here: a side counts only when the caller holds its permission in the request's country.
 * Administrators and platform managers (runsThePlatform) see every order of the country they work in, and take no
 * side in any.
 */
@Injectable()
export class TradingParties {
  constructor(
    private readonly organisations: ActingOrganisations,
    @Inject(PERMISSION_CHECKER) private readonly permissions: PermissionChecker,
  ) {}

  async of(actor: Actor): Promise<TradingParty> {
    return tradingPartyOf(actor, await this.organisations.of(actor));
  }

  holds(actor: Actor, permission: PermissionName): Promise<boolean> {
    return this.permissions.allows(actor, permission, RequestContexts.currentOrSystem().countryId);
  }
}
