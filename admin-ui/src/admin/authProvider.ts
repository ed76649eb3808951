/**
 * react-admin's AuthProvider over the Kasuwa API (see ../shared/session.ts for the storage).
 *
 * - login          POST /login (the public /auth/login page calls the same `signIn`); 449 throws
 *                  ActivationRequiredError, 417 TermsRequiredError.
 * - logout         POST /auth/logout (the session ends on the server), clears `kasuwa.token` / `kasuwa.user`;
 *                  goes to / (or to sign-in when nobody was signed in).
 * - checkAuth      an expired token is renewed silently (refresh cookie); no session: to /auth/login?redirect=<current path>.
 * - checkError     401 (the transport already tried one silent refresh): sign out and go to sign-in, coming back here;
 *                  anything else stays on the page.
 * The access token lasts minutes: ../shared/session.ts renews it before it ends, once for all tabs.
 * - getPermissions GET /authorizations/features, the working role's list (cached per token).
 * - canAccess      `${resource}:${action}` (see ./permissions.ts) in that list, on a screen meant for the working role
 *                  (./screenRoles.ts).
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { loadApiImage } from '../shared/apiImage';
import { api } from '../shared/api';
import { getToken } from '../shared/preferences';
import {
  clearSession,
  getSessionUser,
  homeAfterLogin,
  isSignedIn,
  loginUrl,
  refreshSession,
  signIn,
  signOut,
  workingRole,
  type Credentials,
} from '../shared/session';
import { holds, permissionFor } from './permissions';
import { rememberRefusedScreen, screenIsFor, screenOf } from './screenRoles';

let features: { token: string; promise: Promise<string[]> } | null = null;

/** The caller's permissions (their working role's list in GET /authorizations/features). */
export function loadPermissions(): Promise<string[]> {
  const token = getToken();
  if (!token) return Promise.resolve([]);
  if (features?.token === token) return features.promise;
  const role = workingRole(getSessionUser());
  const promise = api.get('/api/v1/authorizations/features').then(
    (map) => {
      const list = map && typeof map === 'object' ? map[role] : undefined;
      return Array.isArray(list) ? list.map(String) : [];
    },
    (error) => {
      features = null;
      throw error;
    },
  );
  features = { token, promise };
  return promise;
}

export function forgetPermissions(): void {
  features = null;
}

/** Rejection that sends react-admin to our own sign-in page, without a notification. */
function toSignIn() {
  return { redirectTo: loginUrl(), message: false as const };
}

export const authProvider: AuthProvider = {
  async login(params: Credentials & { redirect?: string }) {
    forgetPermissions();
    const user = await signIn(params);
    return { redirectTo: homeAfterLogin(workingRole(user), params.redirect) };
  },

  async logout() {
    const wasSignedIn = !!getToken();
    forgetPermissions();
    await signOut();
    return wasSignedIn ? '/' : loginUrl();
  },

  async checkAuth() {
    if (!isSignedIn() && !(getSessionUser() && (await refreshSession()))) {
      forgetPermissions();
      clearSession();
      throw toSignIn();
    }
  },

  async checkError(error: unknown) {
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 401) {
      forgetPermissions();
      clearSession();
      throw toSignIn();
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = getSessionUser();
    if (!user) throw toSignIn();
    const fullName = [user.firstname, user.lastname].filter(Boolean).join(' ').trim() || user.username;
    return {
      id: user.id,
      fullName,
      avatar: (await loadApiImage(user.photoUrl)) ?? undefined,
      role: workingRole(user),
      email: user.email ?? undefined,
    };
  },

  getPermissions: () => loadPermissions(),

  async canAccess({ resource, action }) {
    // A refusal is remembered for the access-denied page, which says who the screen is for when that is the reason.
    if (!holds(await loadPermissions(), permissionFor(resource, action))) {
      rememberRefusedScreen(null);
      return false;
    }
    if (screenIsFor(resource, workingRole(getSessionUser()))) return true;
    rememberRefusedScreen(screenOf(resource));
    return false;
  },
};
