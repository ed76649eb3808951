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

  /** GET email-notifications */
  getEmailNotifications: (signal?: AbortSignal) => request<{ enabled?: boolean }>('/email-notifications', { signal }),

  /** POST email-notifications { enabled } */
  setEmailNotifications: (body: Schema<'EmailNotificationsDto'>) => request<AccountAnswer>('/email-notifications', { method: 'POST', body }),
});
