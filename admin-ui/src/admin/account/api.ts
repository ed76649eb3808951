/** The account settings' calls, added to the console's data provider (../dataProvider.ts): the signed-in person's own. */
import type { Identifier } from 'react-admin';
import type { Schema } from '../../shared/schemas';
import { seg, type ApiRequest } from '../api/request';

export interface Profile {
  id: string | number;
  firstname: string;
  lastname: string;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  address?: string | null;
  stateId?: number | null;
  cityId?: number | null;
  photoUrl?: string | null;
}

/** An answer that may say `success: false` with a 200 (the screens then show its message). */
export interface AccountAnswer<T = undefined> {
  success?: boolean;
  message?: string;
  data?: T;
}

export const accountCalls = (request: ApiRequest) => ({
  /** GET users/profile/{id} */
  getProfile: (userId: Identifier, signal?: AbortSignal) => request<Profile>(`/users/profile/${seg(userId)}`, { signal }),

  /** PUT users/profile/edit/{id} (multipart: the fields and an optional `photo`). */
  editProfile: (userId: Identifier, form: FormData) =>
    request<AccountAnswer<Profile>>(`/users/profile/edit/${seg(userId)}`, { method: 'PUT', body: form }),

  /** PUT users/change-password: answers a fresh token (the older ones stop working). */
  changePassword: (values: Schema<'ChangePasswordDto'>) =>
    request<AccountAnswer<{ accessToken?: string }>>('/users/change-password', { method: 'PUT', body: values }),

  /** DELETE users { password } */
  deleteAccount: (body: Schema<'DeleteAccountDto'>) => request<AccountAnswer>('/users', { method: 'DELETE', body }),

  /** GET users/me/sessions: the open sessions, most recently used first (`current`: this browser). */
  mySessions: (signal?: AbortSignal) => request<Schema<'SessionResponse'>[]>('/users/me/sessions', { signal }),

  /** DELETE users/me/sessions/{sessionId} */
  endMySession: (sessionId: string) => request<AccountAnswer<{ id: string }>>(`/users/me/sessions/${seg(sessionId)}`, { method: 'DELETE' }),

  /** POST users/me/sessions/end-others: every session but this one. */
  endMyOtherSessions: () => request<AccountAnswer<{ ended: number }>>('/users/me/sessions/end-others', { method: 'POST' }),

  /** GET users/{id}/sessions (users:manage) */
  userSessions: (userId: Identifier, signal?: AbortSignal) => request<Schema<'SessionResponse'>[]>(`/users/${seg(userId)}/sessions`, { signal }),

  /** DELETE users/{id}/sessions/{sessionId} (users:manage) */
  endUserSession: (userId: Identifier, sessionId: string) =>
    request<AccountAnswer<{ id: string }>>(`/users/${seg(userId)}/sessions/${seg(sessionId)}`, { method: 'DELETE' }),

  /** DELETE users/{id}/sessions (users:manage): signs the person out everywhere. */
  endAllUserSessions: (userId: Identifier) => request<AccountAnswer<{ ended: number }>>(`/users/${seg(userId)}/sessions`, { method: 'DELETE' }),

  /** GET email-notifications */
  getEmailNotifications: (signal?: AbortSignal) => request<{ enabled?: boolean }>('/email-notifications', { signal }),

  /** POST email-notifications { enabled } */
  setEmailNotifications: (body: Schema<'EmailNotificationsDto'>) => request<AccountAnswer>('/email-notifications', { method: 'POST', body }),
});
