import { defineEvent } from '../../kernel/events/event-registry';

/**
 * Authorization events. Settings changes go on one stream per country (`authorization-country-<id>`),
 * personal grants on one stream per staff member, monitored countries on one stream per platform manager.
 * Profiles and features are named by their natural keys (country, role, permission) besides their ids, so a
 * replay never depends on serial ids.
 */
export const AUTHORIZATION_COUNTRY_STREAM = 'authorization-country';
export const authorizationCountryStreamId = (countryId: number) => `authorization-country-${countryId}`;

export const STAFF_PERMISSIONS_STREAM = 'staff-permissions';
export const staffPermissionsStreamId = (userId: string) => `staff-permissions-${userId}`;

export const MONITORED_COUNTRIES_STREAM = 'monitored-countries';
export const monitoredCountriesStreamId = (userId: string) => `monitored-countries-${userId}`;

/** Authorization switched on (active) or off in a country. */
export interface AuthorizationCountrySwitched {
  countryId: number;
  active: boolean;
  at: string;
}

/** A role's profile in a country switched on or off. */
export interface AuthorizationProfileSwitched {
  countryId: number;
  profileId: number;
  role: string;
  enabled: boolean;
  at: string;
}

/** One feature (permission) of a profile switched on or off. */
export interface ProfileFeatureSwitched {
  countryId: number;
  profileId: number;
  featureId: number;
  role: string;
  permission: string;
  enabled: boolean;
  at: string;
}

export interface StaffPermissionsGranted {
  userId: string;
  permissions: string[];
  grantedBy: string | null;
  at: string;
}

export interface StaffPermissionsRevoked {
  userId: string;
  permissions: string[];
  revokedBy: string | null;
  at: string;
}

/** The whole set of countries a platform manager monitors (it replaces the previous one). */
export interface MonitoredCountriesSet {
  userId: string;
  countryIds: number[];
  setBy: string | null;
  at: string;
}

export const AuthorizationCountrySwitched = defineEvent<AuthorizationCountrySwitched>('AuthorizationCountrySwitched');
export const AuthorizationProfileSwitched = defineEvent<AuthorizationProfileSwitched>('AuthorizationProfileSwitched');
export const ProfileFeatureSwitched = defineEvent<ProfileFeatureSwitched>('ProfileFeatureSwitched');
export const StaffPermissionsGranted = defineEvent<StaffPermissionsGranted>('StaffPermissionsGranted');
export const StaffPermissionsRevoked = defineEvent<StaffPermissionsRevoked>('StaffPermissionsRevoked');
export const MonitoredCountriesSet = defineEvent<MonitoredCountriesSet>('MonitoredCountriesSet');

export const AuthorizationEvents = {
  countrySwitched: AuthorizationCountrySwitched.type,
  profileSwitched: AuthorizationProfileSwitched.type,
  featureSwitched: ProfileFeatureSwitched.type,
  staffPermissionsGranted: StaffPermissionsGranted.type,
  staffPermissionsRevoked: StaffPermissionsRevoked.type,
  monitoredCountriesSet: MonitoredCountriesSet.type,
} as const;
