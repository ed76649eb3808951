/** The profile form's values, as read from a saved profile. */
import { type Profile } from './api';

export type Values = {
  firstname: string;
  lastname: string;
  phone: string;
  company: string;
  address: string;
  stateId: string;
  cityId: string;
};

export const toValues = (profile: Profile): Values => ({
  firstname: profile.firstname ?? '',
  lastname: profile.lastname ?? '',
  phone: profile.phone ?? '',
  company: profile.company ?? '',
  address: profile.address ?? '',
  stateId: profile.stateId != null ? String(profile.stateId) : '',
  cityId: profile.cityId != null ? String(profile.cityId) : '',
});
