/** The profile form's values: as read from a saved profile, and as sent (multipart). */
import { type Profile } from './api';

export type Values = {
  firstname: string;
  lastname: string;
  phone: string;
  company: string;
  address: string;
  stateId: number | null;
  cityId: number | null;
  /** A new photo, when one is chosen. */
  photo?: File | null;
};

export const toValues = (profile: Profile): Values => ({
  firstname: profile.firstname ?? '',
  lastname: profile.lastname ?? '',
  phone: profile.phone ?? '',
  company: profile.company ?? '',
  address: profile.address ?? '',
  stateId: profile.stateId ?? null,
  cityId: profile.cityId ?? null,
});

// react-admin's inputs give an emptied field as null.
const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/** PUT users/profile/edit/{id}'s body: the trimmed texts, the place when chosen, the photo when one is. */
export function profileFormData(values: Partial<Values>): FormData {
  const form = new FormData();
  form.append('firstname', trimmed(values.firstname));
  form.append('lastname', trimmed(values.lastname));
  // The phone may be left out, not sent empty (the API wants digits when it is given).
  if (trimmed(values.phone)) form.append('phone', trimmed(values.phone));
  form.append('company', trimmed(values.company));
  form.append('address', trimmed(values.address));
  if (values.stateId) form.append('stateId', String(values.stateId));
  if (values.cityId) form.append('cityId', String(values.cityId));
  if (values.photo) form.append('photo', values.photo);
  return form;
}
