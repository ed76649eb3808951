/** The invitation form's values and their checks, and the answer to inviting someone already registered. */
import type { Validator } from 'react-admin';
import type { PartnerListKind } from '../resources';
import { type InvitationType, type NewInvitation, type Standing } from '../types';

/** Where a sent invitation leads: retailers to the retailers list, every other type to the agro-dealers list. */
export const listOfType = (type: InvitationType): PartnerListKind =>
  type === 'RETAILER' ? 'retailers' : 'agrodealers';

/** The form's values (an input emptied holds null). */
export interface Values {
  fullName: string;
  email: string;
  phoneNumber: string;
  storeAddress: string;
  stateId: string;
  cityId: string;
  type: InvitationType | '';
}

export const emptyValues = (kind: PartnerListKind): Values => ({
  fullName: '',
  email: '',
  phoneNumber: '',
  storeAddress: '',
  stateId: '',
  cityId: '',
  type: kind === 'retailers' ? 'RETAILER' : '',
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const T = 'kasuwa.partners.invite';
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const mustBeGiven: Validator = (value) =>
  trimmed(value) || typeof value === 'number' ? undefined : `${T}.required`;
export const fullNameRule: Validator = (value) =>
  trimmed(value).length >= 5 ? undefined : trimmed(value) ? `${T}.fullNameShort` : `${T}.required`;
/** An e-mail address or a phone number: the e-mail's field says so when both are missing. */
export const emailRule: Validator = (value, values: Partial<Values>) => {
  const email = trimmed(value);
  if (!email && !trimmed(values.phoneNumber)) return `${T}.contactRequired`;
  return email && !EMAIL.test(email) ? `${T}.emailInvalid` : undefined;
};
export const phoneRule: Validator = (value) => (/^\d*$/.test(trimmed(value)) ? undefined : `${T}.phoneInvalid`);

/** The invitation POST invite takes: trimmed, with no empty e-mail or phone. */
export function toInvitation(values: Values): NewInvitation {
  const email = trimmed(values.email);
  const phone = trimmed(values.phoneNumber);
  return {
    fullName: trimmed(values.fullName),
    ...(email ? { email } : {}),
    ...(phone ? { phoneNumber: phone } : {}),
    storeAddress: trimmed(values.storeAddress),
    stateId: Number(values.stateId),
    cityId: Number(values.cityId),
    type: values.type as InvitationType,
  };
}

/** The answer to an invitation of someone already registered: the warning, and whom an affiliation can be asked of. */
export interface Registered {
  message: string;
  inputProviderId: string | null;
  standing: Standing['status'];
  sent: boolean;
}
