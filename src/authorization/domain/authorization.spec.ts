import { StoredEvent } from '../../kernel/events/event.types';
import {
  decideCountrySwitch,
  decideFeatureSwitch,
  decideGrant,
  decideMonitoredCountries,
  decideProfileSwitch,
  decideRevoke,
  evolveMonitoredCountries,
  evolveStaffPermissions,
  initialMonitoredCountries,
  initialStaffPermissions,
} from './authorization';
import { AuthorizationEvents } from './authorization.events';

const NOW = '2025-01-01T00:00:00.000Z';
const stored = (type: string, data: unknown): StoredEvent => ({ type, data }) as StoredEvent;

describe('authorization settings', () => {
  it('switches a country, a profile or a feature only when the value changes', () => {
    expect(decideCountrySwitch({ countryId: 2, active: true }, true, NOW)).toEqual([]);
    expect(decideCountrySwitch({ countryId: 2, active: true }, false, NOW)).toEqual([
      { type: AuthorizationEvents.countrySwitched, data: { countryId: 2, active: false, at: NOW } },
    ]);
    expect(decideProfileSwitch({ id: 5, countryId: 1, role: 'ROLE_FARMER', enabled: false }, false, NOW)).toEqual([]);
    expect(decideProfileSwitch({ id: 5, countryId: 1, role: 'ROLE_FARMER', enabled: false }, true, NOW)[0].data).toEqual({
      countryId: 1,
      profileId: 5,
      role: 'ROLE_FARMER',
      enabled: true,
      at: NOW,
    });
    const feature = { id: 9, profileId: 5, countryId: 1, role: 'ROLE_FARMER', permission: 'users:list', enabled: false };
    expect(decideFeatureSwitch(feature, false, NOW)).toEqual([]);
    expect(decideFeatureSwitch(feature, true, NOW)[0]).toMatchObject({ type: AuthorizationEvents.featureSwitched, data: { permission: 'users:list', enabled: true } });
  });
});

describe('staff permissions', () => {
  const command = (permissions: string[]) => ({ userId: 'u1', permissions, by: 'owner', now: NOW });

  it('grants only what is not held yet, and nothing when everything is', () => {
    expect(decideGrant(initialStaffPermissions, command(['orders:list', 'products:list', 'orders:list']))[0].data).toEqual({
      userId: 'u1',
      permissions: ['orders:list', 'products:list'],
      grantedBy: 'owner',
      at: NOW,
    });
    expect(decideGrant(['orders:list'], command(['orders:list']))).toEqual([]);
  });

  it('revokes only what is held', () => {
    expect(decideRevoke(['orders:list'], command(['products:list']))).toEqual([]);
    expect(decideRevoke(['orders:list', 'products:list'], command(['products:list', 'inputs:list']))[0].data).toMatchObject({ permissions: ['products:list'] });
  });

  it('folds grants and revocations', () => {
    let state = evolveStaffPermissions(initialStaffPermissions, stored(AuthorizationEvents.staffPermissionsGranted, { permissions: ['b', 'a'] }));
    state = evolveStaffPermissions(state, stored(AuthorizationEvents.staffPermissionsGranted, { permissions: ['c', 'a'] }));
    state = evolveStaffPermissions(state, stored(AuthorizationEvents.staffPermissionsRevoked, { permissions: ['b'] }));
    expect(state).toEqual(['a', 'c']);
  });
});

describe('monitored countries', () => {
  it('replaces the whole set, and says nothing when it is the same', () => {
    const set = (countryIds: number[]) => ({ userId: 'pm', countryIds, by: 'admin', now: NOW });
    const [event] = decideMonitoredCountries(initialMonitoredCountries, set([3, 1, 3]));
    expect(event.data).toMatchObject({ countryIds: [1, 3] });
    const state = evolveMonitoredCountries(initialMonitoredCountries, stored(event.type, event.data));
    expect(state).toEqual([1, 3]);
    expect(decideMonitoredCountries(state, set([3, 1]))).toEqual([]);
    expect(decideMonitoredCountries(state, set([]))[0].data).toMatchObject({ countryIds: [] });
  });
});
