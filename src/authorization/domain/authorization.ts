import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import {
  AuthorizationCountrySwitched,
  AuthorizationEvents,
  AuthorizationProfileSwitched,
  MonitoredCountriesSet,
  ProfileFeatureSwitched,
  StaffPermissionsGranted,
  StaffPermissionsRevoked,
  MONITORED_COUNTRIES_STREAM,
  monitoredCountriesStreamId,
  STAFF_PERMISSIONS_STREAM,
  staffPermissionsStreamId,
} from './authorization.events';
import { defineAggregate } from '../../kernel/events/decider';

/**
 * Pure decisions. The settings (country, profile, feature) start from seeded rows, not from events, so their
 * deciders take the current row; staff grants and monitored countries are folded from their own streams.
 * Every decider answers no event when nothing would change, so repeating a command is harmless.
 */

// ---- Settings ---------------------------------------------------------------------------------------------------

export function decideCountrySwitch(
  current: { countryId: number; active: boolean },
  active: boolean,
  now: string,
): NewEvent[] {
  if (current.active === active) return [];
  const data: AuthorizationCountrySwitched = { countryId: current.countryId, active, at: now };
  return [AuthorizationCountrySwitched.create(data)];
}

export function decideProfileSwitch(
  current: { id: number; countryId: number; role: string; enabled: boolean },
  enabled: boolean,
  now: string,
): NewEvent[] {
  if (current.enabled === enabled) return [];
  const data: AuthorizationProfileSwitched = {
    countryId: current.countryId,
    profileId: current.id,
    role: current.role,
    enabled,
    at: now,
  };
  return [AuthorizationProfileSwitched.create(data)];
}

export function decideFeatureSwitch(
  current: { id: number; profileId: number; countryId: number; role: string; permission: string; enabled: boolean },
  enabled: boolean,
  now: string,
): NewEvent[] {
  if (current.enabled === enabled) return [];
  const data: ProfileFeatureSwitched = {
    countryId: current.countryId,
    profileId: current.profileId,
    featureId: current.id,
    role: current.role,
    permission: current.permission,
    enabled,
    at: now,
  };
  return [ProfileFeatureSwitched.create(data)];
}

// ---- Staff permissions ------------------------------------------------------------------------------------------

/** The permissions a staff member holds personally, sorted. */
export type StaffPermissionsState = readonly string[];
export const initialStaffPermissions: StaffPermissionsState = [];

export function evolveStaffPermissions(
  state: StaffPermissionsState,
  event: NewEvent | StoredEvent,
): StaffPermissionsState {
  switch (event.type) {
    case AuthorizationEvents.staffPermissionsGranted:
      return [...new Set([...state, ...StaffPermissionsGranted.dataOf(event).permissions])].sort();
    case AuthorizationEvents.staffPermissionsRevoked: {
      const revoked = new Set(StaffPermissionsRevoked.dataOf(event).permissions);
      return state.filter((permission) => !revoked.has(permission));
    }
    default:
      return state;
  }
}

export function decideGrant(
  state: StaffPermissionsState,
  command: { userId: string; permissions: string[]; by: string | null; now: string },
): NewEvent[] {
  const missing = [...new Set(command.permissions)].filter((permission) => !state.includes(permission)).sort();
  if (missing.length === 0) return [];
  const data: StaffPermissionsGranted = {
    userId: command.userId,
    permissions: missing,
    grantedBy: command.by,
    at: command.now,
  };
  return [StaffPermissionsGranted.create(data)];
}

export function decideRevoke(
  state: StaffPermissionsState,
  command: { userId: string; permissions: string[]; by: string | null; now: string },
): NewEvent[] {
  const held = [...new Set(command.permissions)].filter((permission) => state.includes(permission)).sort();
  if (held.length === 0) return [];
  const data: StaffPermissionsRevoked = {
    userId: command.userId,
    permissions: held,
    revokedBy: command.by,
    at: command.now,
  };
  return [StaffPermissionsRevoked.create(data)];
}

// ---- Monitored countries ----------------------------------------------------------------------------------------

/** The countries a platform manager monitors, sorted. */
export type MonitoredCountriesState = readonly number[];
export const initialMonitoredCountries: MonitoredCountriesState = [];

export function evolveMonitoredCountries(
  state: MonitoredCountriesState,
  event: NewEvent | StoredEvent,
): MonitoredCountriesState {
  return event.type === AuthorizationEvents.monitoredCountriesSet
    ? [...MonitoredCountriesSet.dataOf(event).countryIds]
    : state;
}

export function decideMonitoredCountries(
  state: MonitoredCountriesState,
  command: { userId: string; countryIds: number[]; by: string | null; now: string },
): NewEvent[] {
  const countryIds = [...new Set(command.countryIds)].sort((a, b) => a - b);
  if (countryIds.length === state.length && countryIds.every((id, i) => id === state[i])) return [];
  const data: MonitoredCountriesSet = { userId: command.userId, countryIds, setBy: command.by, at: command.now };
  return [MonitoredCountriesSet.create(data)];
}

/** The permissions one staff member holds personally. A grant or revocation names its permissions: deciding it again on a fresh stream is safe. */
export const StaffPermissionsStream = defineAggregate({
  streamType: STAFF_PERMISSIONS_STREAM,
  streamId: staffPermissionsStreamId,
  initial: initialStaffPermissions,
  evolve: evolveStaffPermissions,
  retries: 3,
});

/** The countries one platform manager monitors. The command names the whole set: deciding it again is safe. */
export const MonitoredCountriesStream = defineAggregate({
  streamType: MONITORED_COUNTRIES_STREAM,
  streamId: monitoredCountriesStreamId,
  initial: initialMonitoredCountries,
  evolve: evolveMonitoredCountries,
  retries: 3,
});
