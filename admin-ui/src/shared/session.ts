/**
 * The signed-in person: the access token (`kasuwa.token`) and the user the API sent with it
 * (`kasuwa.user`), kept in localStorage. Sign-in, activation and sign-out go through here, so that
 * the public auth pages (/auth/*) and the console's authProvider agree.
 */
import { useSyncExternalStore } from 'react';
import { api } from './api';
import { apiUrl, hasServerMessage, HttpError, setSessionRefresher } from './http';
import type { Schema } from './schemas';
import { STORAGE_KEYS, getToken, readStorage, setToken, writeStorage } from './preferences';

/** The signed-in person, as the sign-in answered them. */
export type SessionUser = Schema<'PersonResponse'>;

/** What a sign-in answers: the access token (for `expiresIn` seconds; the refresh token came as an httpOnly cookie) and the person. */
export type SignInAnswer = Schema<'SignedInResponse'>;

export const ROLE_USER = 'ROLE_USER';

/** The working role: the first authority that is not ROLE_USER (the API also sends it as roleType). */
export function workingRole(user: SessionUser | null | undefined): string {
  if (!user) return ROLE_USER;
  const fromAuthorities = (user.authorities ?? []).map((a) => a.authority).find((a) => a && a !== ROLE_USER);
  const fromRoles = (user.roles ?? []).map((r) => r.value).find((r) => r && r !== ROLE_USER);
  return (
    fromAuthorities ??
    (user.roleType && user.roleType !== ROLE_USER ? user.roleType : undefined) ??
    fromRoles ??
    ROLE_USER
  );
}

// ---- Storage ----

let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

export function getSessionUser(): SessionUser | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as SessionUser) : null;
    cachedUser = parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.token) {
      // Another tab signed in, refreshed or signed out: follow it (and its schedule).
      scheduleRefresh();
      notify();
    }
  });
}

export function saveSession(accessToken: string, user: SessionUser): void {
  setToken(accessToken);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  scheduleRefresh();
  notify();
}

/** Merges changes (e.g. an edited profile) into the stored user. */
export function updateSessionUser(changes: Partial<SessionUser>): void {
  const user = getSessionUser();
  if (!user) return;
  writeStorage(STORAGE_KEYS.user, JSON.stringify({ ...user, ...changes }));
  notify();
}

export function clearSession(): void {
  setToken(null);
  writeStorage(STORAGE_KEYS.user, null);
  scheduleRefresh();
  notify();
}

// ---- Staying signed in: the access token lasts minutes, the refresh token (an httpOnly cookie) renews it ----

const REFRESH_LOCK = 'kasuwa.session-refresh';
let refreshing: Promise<boolean> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Seconds before its end at which a token is renewed: a fifth of its life, at least 10 s, at most 2 minutes. */
function renewAhead(token: string): number {
  const exp = tokenExpiry(token);
  const iat = tokenIssuedAt(token);
  const life = exp !== null && iat !== null ? exp - iat : 900;
  return Math.min(120, Math.max(10, life / 5));
}

/** True when the stored token is still good for a while (another tab may have just renewed it). */
function freshEnough(token: string | null): boolean {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 - Date.now() > renewAhead(token) * 1000;
}

/** POST /auth/refresh with the cookie; stores the new token, or signs out at once when the session is over. */
async function renewNow(): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/auth/refresh'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': readStorage(STORAGE_KEYS.language) ?? 'en',
      },
      body: '{}',
    });
  } catch {
    // Offline for a moment: keep what we have, a later call tries again.
    return false;
  }
  const body = (await response.json().catch(() => null)) as { accessToken?: unknown } | null;
  if (response.ok && typeof body?.accessToken === 'string') {
    setToken(body.accessToken);
    scheduleRefresh();
    notify();
    return true;
  }
  if (response.status === 401) clearSession();
  return false;
}

/**
 * Renews the access token, once for all tabs: the tabs take turns with a Web Lock, and a tab that finds a token
 * another tab has just renewed uses it instead of asking again (a rotated refresh token that comes back more than a few
 * seconds later ends the session). True when a good token is stored afterwards.
 */
export function refreshSession(): Promise<boolean> {
  if (refreshing) return refreshing;
  const before = getToken();
  const run = async () => {
    const current = getToken();
    if (current && current !== before && freshEnough(current)) return true;
    if (!current && !getSessionUser()) return false;
    return renewNow();
  };
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  const renewal = ((locks ? locks.request(REFRESH_LOCK, run) : run()) as Promise<boolean>).finally(() => {
    refreshing = null;
  });
  refreshing = renewal;
  return renewal;
}

/** Renews the token a little before it ends; every tab keeps a timer, the lock lets one of them do it. */
function scheduleRefresh(): void {
  if (typeof window === 'undefined') return;
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  const token = getToken();
  const exp = token ? tokenExpiry(token) : null;
  if (!token || exp === null) return;
  const wait = Math.max(0, exp * 1000 - Date.now() - renewAhead(token) * 1000);
  refreshTimer = setTimeout(
    () => {
      refreshTimer = undefined;
      if (!freshEnough(getToken())) void refreshSession();
      else scheduleRefresh();
    },
    Math.min(wait, 2_147_000_000),
  );
}

/** Ends the session on the server too (its refresh cookie stops working), then here. */
export async function signOut(): Promise<void> {
  if (getToken()) await api.post('/api/v1/auth/logout', { noRefresh: true }).catch(() => undefined);
  clearSession();
}

/** A numeric claim (seconds since the epoch) of a JWT, when the token is one and says so. */
function tokenClaim(token: string, claim: 'exp' | 'iat'): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const value = (JSON.parse(json) as Record<string, unknown>)[claim];
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

function tokenExpiry(token: string): number | null {
  return tokenClaim(token, 'exp');
}

function tokenIssuedAt(token: string): number | null {
  return tokenClaim(token, 'iat');
}

/** True when a token is stored and has not expired (as far as the client can tell; the refresh cookie may renew it). */
export function isSignedIn(): boolean {
  const token = getToken();
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 > Date.now();
}

export interface SessionSnapshot {
  user: SessionUser | null;
  signedIn: boolean;
}

let snapshot: SessionSnapshot = { user: null, signedIn: false };

function getSnapshot(): SessionSnapshot {
  const user = getSessionUser();
  const signedIn = !!getToken();
  if (snapshot.user !== user || snapshot.signedIn !== signedIn) snapshot = { user, signedIn };
  return snapshot;
}

/** The stored user; re-renders on sign-in, sign-out and profile changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSnapshot, getSnapshot);
}

// ---- Where to go ----

const SELLER_ROLES = ['ROLE_DISTRIBUTOR', 'ROLE_RETAILER', 'ROLE_WHOLESALER'];

/** Only same-site paths are followed (no `//host` or `https://...`). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target) return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (target.startsWith('/auth/')) return null;
  return target;
}

/**
 * Where sign-in (or activation) leads: back to `redirect` when given (the page a person was on when their session
 * ended or when they were asked to sign in, whatever their role); otherwise distributors, retailers and wholesalers
 * to their dashboard, input providers to theirs, everyone else home.
 */
export function homeAfterLogin(role: string, redirect?: string | null): string {
  const back = safeRedirect(redirect);
  if (back) return back;
  if (SELLER_ROLES.includes(role)) return '/admin/mydashboard';
  if (role === 'ROLE_INPUT_PROVIDER') return '/admin/dashboard';
  return '/';
}

/** The console page each working role starts on (relative to /admin). */
export function consoleHome(role: string): string {
  switch (role) {
    case 'ROLE_DISTRIBUTOR':
    case 'ROLE_RETAILER':
    case 'ROLE_WHOLESALER':
      return 'mydashboard';
    case 'ROLE_INPUT_PROVIDER':
      return 'dashboard';
    case 'ROLE_ADMIN':
    case 'ROLE_PLATFORM_MANAGER':
      return 'admindashboard';
    case 'ROLE_FARMER':
      return 'farm-fortune-hubs';
    case 'ROLE_EXTENSION_AGENT':
      return 'extensionagentdashboard';
    case 'ROLE_WAFA_PARTNER':
      return 'agrodealers';
    case 'ROLE_WAFA_ADMIN':
      return 'wafa/affiliations';
    case 'ROLE_SUPER_ADMIN':
      return 'countries';
    default:
      // Staff and agro-dealers have no home of their own in the spec.
      return 'account-settings';
  }
}

/** The sign-in page, coming back to `path` (the current page by default) afterwards. */
export function loginUrl(path?: string): string {
  const here = path ?? (typeof window !== 'undefined' ? `${window.location.pathname}${window.location.search}` : '/');
  // Already on an auth page: never wrap a sign-in address in another one.
  if (here.startsWith('/auth/')) return here.startsWith('/auth/login') ? here : '/auth/login';
  return here === '/' ? '/auth/login' : `/auth/login?redirect=${encodeURIComponent(here)}`;
}

// ---- Signing in ----

/** 449: the account exists but is not activated (or awaits approval). */
export class ActivationRequiredError extends Error {
  readonly kind = 'activation-required' as const;
  readonly status = 449;
  readonly code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ActivationRequiredError';
    this.code = code;
  }
}

/** 417: the terms were never accepted; sign in again with `termsAccepted: true`. */
export class TermsRequiredError extends Error {
  readonly kind = 'terms-required' as const;
  readonly status = 417;
  constructor(message: string) {
    super(message);
    this.name = 'TermsRequiredError';
  }
}

export function isActivationRequired(error: unknown): error is ActivationRequiredError {
  return (error as { kind?: unknown } | null)?.kind === 'activation-required';
}

export function isTermsRequired(error: unknown): error is TermsRequiredError {
  return (error as { kind?: unknown } | null)?.kind === 'terms-required';
}

export interface Credentials {
  username: string;
  password: string;
  termsAccepted?: boolean;
}

/** Stores what a successful sign-in or activation answered. */
export function startSession(answer: SignInAnswer): SessionUser {
  if (!answer || typeof answer.accessToken !== 'string' || !answer.user) {
    throw new HttpError('The server sent an unexpected response.', 500, { body: answer });
  }
  saveSession(answer.accessToken, answer.user);
  return answer.user;
}

/** POST /login; stores the session. Throws ActivationRequiredError (449), TermsRequiredError (417) or HttpError. */
export async function signIn(credentials: Credentials): Promise<SessionUser> {
  const body: Schema<'LoginDto'> = { username: credentials.username.trim(), password: credentials.password };
  if (credentials.termsAccepted) body.termsAccepted = true;
  try {
    return startSession(await api.post('/api/v1/login', { body, noRefresh: true }));
  } catch (error) {
    if (error instanceof HttpError) {
      // Only the server's own words are passed on; the pages have their texts for a bare status.
      const message = hasServerMessage(error) ? error.message : '';
      if (error.status === 449) throw new ActivationRequiredError(message, error.code);
      if (error.status === 417) throw new TermsRequiredError(message);
    }
    throw error;
  }
}

// Registered last, once everything above is defined.
setSessionRefresher(refreshSession);
if (typeof window !== 'undefined') scheduleRefresh();
