/** The invitation form's values and errors, and the answer to inviting someone already registered. */
import type { PartnerListKind } from '../resources';
import { type InvitationType, type Standing } from '../types';

/** Where a sent invitation leads: retailers to the retailers list, every other type to the agro-dealers list. */
export const listOfType = (type: InvitationType): PartnerListKind =>
  type === 'RETAILER' ? 'retailers' : 'agrodealers';

export interface Values {
  fullName: string;
  email: string;
  phoneNumber: string;
  storeAddress: string;
  stateId: string;
  cityId: string;
  type: InvitationType | '';
}

export type Errors = Partial<Record<keyof Values, string>>;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The answer to an invitation of someone already registered: the warning, and whom an affiliation can be asked of. */
export interface Registered {
  message: string;
  inputProviderId: string | null;
  standing: Standing['status'];
  sent: boolean;
}

/** The server's field names to the form's. */
export const FIELD_OF: Record<string, keyof Values> = {
  fullName: 'fullName',
  email: 'email',
  phoneNumber: 'phoneNumber',
  storeAddress: 'storeAddress',
  stateId: 'stateId',
  cityId: 'cityId',
  type: 'type',
};
