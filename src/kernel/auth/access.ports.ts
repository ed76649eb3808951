import { Actor } from '../context/request-context';

/** What a signed access token carries. */
export interface AccessTokenPayload {
  sub: string;
  iat?: number;
  exp?: number;
}

/** Turns a verified token into the acting user, or null when the account is no longer active. (Accounts provides it.) */
export interface ActorResolver {
  resolve(payload: AccessTokenPayload): Promise<Actor | null>;
}

/** Answers whether an actor may use `resource:action` in a country. (Authorization provides it.) */
export interface PermissionChecker {
  allows(actor: Actor, permission: string, countryId: number | null): Promise<boolean>;
}

/** Resolves the Country header. (Geography provides it.) */
export interface CountryLookup {
  resolve(name: string): Promise<{ id: number; name: string } | undefined>;
  acceptedNames(): Promise<string[]>;
  byId(id: number): Promise<{ id: number; name: string } | undefined>;
}

export const ACTOR_RESOLVER = Symbol('ACTOR_RESOLVER');
export const PERMISSION_CHECKER = Symbol('PERMISSION_CHECKER');
export const COUNTRY_LOOKUP = Symbol('COUNTRY_LOOKUP');

export const SESSION_COOKIE = 'kasuwa_session';
