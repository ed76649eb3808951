import { defineEvent, sharedDataOf } from '../../kernel/events/event-registry';
import { SealedPersonalData } from '../../kernel/privacy/personal-data-vault';

export const USER_STREAM = 'user';
export const userStreamId = (userId: string) => `user-${userId}`;

export type UserStatus = 'WAITING_CONFIRMATION' | 'WAITING_APPROVAL' | 'ACTIVE' | 'DEACTIVATED' | 'DELETED';
export type ApprovalStatus = 'PENDING' | 'APPROVED' | 'DECLINED';

/** A person's details; in events they are always sealed with the person's own key. */
export interface PersonalDetails {
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  company: string | null;
  address?: string | null;
}

export interface UserRegistered {
  userId: string;
  roles: string[];
  countryId: number;
  status: UserStatus;
  /** For roles an administrator approves (extension agents); null otherwise. */
  approvalStatus: ApprovalStatus | null;
  termsAccepted: boolean;
  /** The version of the terms accepted at registration (absent in events before versions: the first). */
  termsVersion?: number;
  /** True for the owner of a company (input provider, distributor, ...); its name is unique in the country. */
  organisationOwner: boolean;
  /** For staff: the owner of the organisation they work for. */
  employerId: string | null;
  /**
   * Who opened the account for its holder (an owner adding staff, an administrator adding an input provider or a
   * platform manager: the holder chooses their password from a mailed link), or whose invitation the holder accepted
   * by signing up (the organisation that invited them); null when the holder signed up uninvited.
   * Absent from events written before it existed.
   */
  invitedBy?: string | null;
  personal: SealedPersonalData;
  registeredAt: string;
}

export interface UserSignedIn {
  userId: string;
  at: string;
}

export interface UserActivated {
  userId: string;
  at: string;
}

export interface UserApprovalDecided {
  userId: string;
  approvalStatus: 'APPROVED' | 'DECLINED';
  at: string;
}

export interface UserStatusChanged {
  userId: string;
  at: string;
}

export interface UserProfileEdited {
  userId: string;
  personal: SealedPersonalData;
  stateId: number | null;
  cityId: number | null;
  photoKey: string | null;
  at: string;
}

export interface EmailNotificationsChanged {
  userId: string;
  enabled: boolean;
  at: string;
}

export interface UserDeleted {
  userId: string;
  at: string;
  /** True when the holder deleted their own account; absent from events written before it existed. */
  bySelf?: boolean;
}

export interface UserAcceptedTerms {
  userId: string;
  at: string;
  /** The version of the terms accepted (absent in events before versions: the first). */
  version?: number;
}

export interface UserPasswordChanged {
  userId: string;
  at: string;
}

// Each event type of the user stream, declared once with its payload (the payload types above share their names).
export const UserRegistered = defineEvent<UserRegistered>('UserRegistered');
export const UserSignedIn = defineEvent<UserSignedIn>('UserSignedIn');
export const UserActivated = defineEvent<UserActivated>('UserActivated');
export const UserApprovalDecided = defineEvent<UserApprovalDecided>('UserApprovalDecided');
export const UserDeactivated = defineEvent<UserStatusChanged>('UserDeactivated');
export const UserReactivated = defineEvent<UserStatusChanged>('UserReactivated');
export const UserDeleted = defineEvent<UserDeleted>('UserDeleted');
export const UserAcceptedTerms = defineEvent<UserAcceptedTerms>('UserAcceptedTerms');
export const UserPasswordChanged = defineEvent<UserPasswordChanged>('UserPasswordChanged');
export const UserProfileEdited = defineEvent<UserProfileEdited>('UserProfileEdited');
export const EmailNotificationsChanged = defineEvent<EmailNotificationsChanged>('UserEmailNotificationsChanged');

/** The fields every event of the user stream carries: whose account, and when (registration has its own time). */
export const userEventData = sharedDataOf<{ userId: string; at?: string }>(
  UserRegistered,
  UserSignedIn,
  UserActivated,
  UserApprovalDecided,
  UserDeactivated,
  UserReactivated,
  UserDeleted,
  UserAcceptedTerms,
  UserPasswordChanged,
  UserProfileEdited,
  EmailNotificationsChanged,
);

/** The type names, for projections' `handles` and `switch`es. */
export const UserEvents = {
  registered: UserRegistered.type,
  signedIn: UserSignedIn.type,
  activated: UserActivated.type,
  approvalDecided: UserApprovalDecided.type,
  deactivated: UserDeactivated.type,
  reactivated: UserReactivated.type,
  deleted: UserDeleted.type,
  termsAccepted: UserAcceptedTerms.type,
  passwordChanged: UserPasswordChanged.type,
  profileEdited: UserProfileEdited.type,
  emailNotificationsChanged: EmailNotificationsChanged.type,
} as const;
