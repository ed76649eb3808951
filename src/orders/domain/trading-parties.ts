import type { Organisation } from '../../kernel/auth/organisation-roles';
import type { Actor } from '../../kernel/context/request-context';

/** Who a caller trades as. */
export interface TradingParty {
  /** The organisation they buy for: their employer when they are staff, themselves otherwise. */
  organisationId: string;
  /** Every id whose quotations and orders they reach: their own and, for staff, their employer's. */
  ids: string[];
}

/** A caller trades as the organisation they act for, or as themselves when they act for none (a farmer buys). */
export function tradingPartyOf(actor: Pick<Actor, 'id'>, organisation: Pick<Organisation, 'id'> | null): TradingParty {
  const organisationId = organisation?.id ?? actor.id;
  return { organisationId, ids: organisationId === actor.id ? [actor.id] : [actor.id, organisationId] };
}
