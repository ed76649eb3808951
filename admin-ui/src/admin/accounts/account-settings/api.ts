/** The account settings' calls, added to the console's data provider (../dataProvider.ts): the signed-in person's own. */
import type { Identifier } from 'react-admin';
import type { TypedApi } from '../../../shared/api';
import type { Schema } from '../../../shared/schemas';

/** The signed-in person's profile (GET users/profile/{id}). */
export type Profile = Schema<'UserProfileResponse'>;

export const accountCalls = (api: TypedApi) => ({
  /** GET users/profile/{id} */
  getProfile: (userId: Identifier, signal?: AbortSignal) =>
    api.get('/api/v1/users/profile/{id}', { params: { path: { id: String(userId) } }, signal }),

  /** PUT users/profile/edit/{id} (multipart: the fields and an optional `photo`). */
  editProfile: (userId: Identifier, form: FormData) =>
    api.put('/api/v1/users/profile/edit/{id}', { params: { path: { id: String(userId) } }, body: form }),

  /** PUT users/change-password: answers a fresh token (the older ones stop working). */
  changePassword: (values: Schema<'ChangePasswordDto'>) => api.put('/api/v1/users/change-password', { body: values }),

  /** DELETE users { password } */
  deleteAccount: (body: Schema<'DeleteAccountDto'>) => api.delete('/api/v1/users', { body }),

  /** DELETE users/me/sessions/{sessionId} */
  endMySession: (sessionId: string) =>
    api.delete('/api/v1/users/me/sessions/{sessionId}', { params: { path: { sessionId } } }),

  /** POST users/me/sessions/end-others: every session but this one. */
  endMyOtherSessions: () => api.post('/api/v1/users/me/sessions/end-others'),

  /** DELETE users/{id}/sessions/{sessionId} (users:manage) */
  endUserSession: (userId: Identifier, sessionId: string) =>
    api.delete('/api/v1/users/{id}/sessions/{sessionId}', { params: { path: { id: String(userId), sessionId } } }),

  /** DELETE users/{id}/sessions (users:manage): signs the person out everywhere. */
  endAllUserSessions: (userId: Identifier) =>
    api.delete('/api/v1/users/{id}/sessions', { params: { path: { id: String(userId) } } }),

  /** GET email-notifications */
  getEmailNotifications: (signal?: AbortSignal) => api.get('/api/v1/email-notifications', { signal }),

  /** POST email-notifications { enabled } */
  setEmailNotifications: (body: Schema<'EmailNotificationsDto'>) => api.post('/api/v1/email-notifications', { body }),
});
