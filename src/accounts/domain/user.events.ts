import { SealedPersonalData } from '../../kernel/privacy/personal-data-vault';

export const USER_STREAM = 'user';
export const userStreamId = (userId: string) => `user-${userId}`;

export type UserStatus = 'WAITING_CONFIRMATION' | 'WAITING_APPROVAL' | 'ACTIVE' | 'DEACTIVATED' | 'DELETED';

/** A person's details; in events they are always sealed with the person's own key. */
export interface PersonalDetails {
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  company: string | null;
}

export interface UserRegistered {
  userId: string;
  roles: string[];
  countryId: number;
  status: UserStatus;
  termsAccepted: boolean;
  personal: SealedPersonalData;
  registeredAt: string;
}

export interface UserSignedIn {
  userId: string;
  at: string;
}

export const UserEvents = {
  registered: 'UserRegistered',
  signedIn: 'UserSignedIn',
} as const;
