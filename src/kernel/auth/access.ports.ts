import { Actor } from '../context/request-context';
import type { PermissionName } from './permission-names';
import type { RoleName } from './platform-roles';

/** What a signed access token carries. */
export interface AccessTokenPayload {
  sub: string;
  /** The session (refresh-token family) the token was issued for: ending the session stops the token. */
  sid?: string;
  iat?: number;
  exp?: number;
}

/** Turns a verified token into the acting user, or null when the account is no longer active. (Accounts provides it.) */
export interface ActorResolver {
  resolve(payload: AccessTokenPayload): Promise<Actor | null>;
}

/** Answers whether an actor may use `resource:action` in a country. (Authorization provides it.) */
export interface PermissionChecker {
  allows(actor: Actor, permission: PermissionName, countryId: number | null): Promise<boolean>;
}

/** Resolves the Country header. (Geography provides it.) */
export interface CountryLookup {
  resolve(
    name: string,
  ): Promise<
    { id: number; name: string; defaultLanguage?: 'en' | 'fr'; phoneCode?: string; phoneLength?: number } | undefined
  >;
  acceptedNames(): Promise<string[]>;
  byId(
    id: number,
  ): Promise<
    { id: number; name: string; defaultLanguage?: 'en' | 'fr'; phoneCode?: string; phoneLength?: number } | undefined
  >;
}

/**
 * Who a user is, for modules that must not read the accounts tables: their roles, country and, for staff, the
 * owner of the organisation they work for (`employerId`, null for everyone else). Null when there is no such user.
 * (Accounts provides it.)
 */
export interface PeopleDirectory {
  personOf(
    userId: string,
  ): Promise<{ id: string; roles: RoleName[]; countryId: number; employerId: string | null } | null>;
}

export const ACTOR_RESOLVER = Symbol('ACTOR_RESOLVER');
export const PERMISSION_CHECKER = Symbol('PERMISSION_CHECKER');
export const COUNTRY_LOOKUP = Symbol('COUNTRY_LOOKUP');
export const PEOPLE_DIRECTORY = Symbol('PEOPLE_DIRECTORY');

export const SESSION_COOKIE = 'kasuwa_session';
