import { decider } from '../../kernel/testing/given-when-then';
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
import {
  AuthorizationEvents,
  MonitoredCountriesSet,
  StaffPermissionsGranted,
  StaffPermissionsRevoked,
} from './authorization.events';

const NOW = '2025-01-01T00:00:00.000Z';

describe('authorization settings', () => {
  it('switches a country, a profile or a feature only when the value changes', () => {
    expect(decideCountrySwitch({ countryId: 2, active: true }, true, NOW)).toEqual([]);
    expect(decideCountrySwitch({ countryId: 2, active: true }, false, NOW)).toEqual([
      { type: AuthorizationEvents.countrySwitched, data: { countryId: 2, active: false, at: NOW } },
    ]);
    expect(decideProfileSwitch({ id: 5, countryId: 1, role: 'ROLE_FARMER', enabled: false }, false, NOW)).toEqual([]);
    expect(
      decideProfileSwitch({ id: 5, countryId: 1, role: 'ROLE_FARMER', enabled: false }, true, NOW)[0].data,
    ).toEqual({
      countryId: 1,
      profileId: 5,
      role: 'ROLE_FARMER',
      enabled: true,
      at: NOW,
    });
    const feature = {
      id: 9,
      profileId: 5,
      countryId: 1,
      role: 'ROLE_FARMER',
      permission: 'users:list',
      enabled: false,
    };
    expect(decideFeatureSwitch(feature, false, NOW)).toEqual([]);
    expect(decideFeatureSwitch(feature, true, NOW)[0]).toMatchObject({
      type: AuthorizationEvents.featureSwitched,
      data: { permission: 'users:list', enabled: true },
    });
  });
});

describe('staff permissions', () => {
  const command = (permissions: string[]) => ({ userId: 'u1', permissions, by: 'owner', now: NOW });
  const granted = (...permissions: string[]) =>
    StaffPermissionsGranted.create({ userId: 'u1', permissions, grantedBy: 'owner', at: NOW });
  const revoked = (...permissions: string[]) =>
    StaffPermissionsRevoked.create({ userId: 'u1', permissions, revokedBy: 'owner', at: NOW });
  const staff = decider(evolveStaffPermissions, initialStaffPermissions);

  it('grants only what is not held yet, and nothing when everything is', () => {
    staff
      .given()
      .when((s) => decideGrant(s, command(['products:list', 'orders:list', 'products:list'])))
      .then(granted('orders:list', 'products:list'));
    staff
      .given(granted('orders:list'))
      .when((s) => decideGrant(s, command(['orders:list', 'inputs:list'])))
      .then(granted('inputs:list'));
    staff
      .given(granted('orders:list'))
      .when((s) => decideGrant(s, command(['orders:list'])))
      .thenNothing();
  });

  it('revokes only what is held', () => {
    staff
      .given(granted('orders:list'))
      .when((s) => decideRevoke(s, command(['products:list'])))
      .thenNothing();
    staff
      .given(granted('orders:list', 'products:list'))
      .when((s) => decideRevoke(s, command(['products:list', 'inputs:list'])))
      .then(revoked('products:list'));
  });

  it('folds grants and revocations', () => {
    expect(staff.given(granted('b', 'a'), granted('c', 'a'), revoked('b')).state).toEqual(['a', 'c']);
  });
});

describe('monitored countries', () => {
  it('replaces the whole set, and says nothing when it is the same', () => {
    const set = (countryIds: number[]) => ({ userId: 'pm', countryIds, by: 'admin', now: NOW });
    const monitored = (...countryIds: number[]) =>
      MonitoredCountriesSet.create({ userId: 'pm', countryIds, setBy: 'admin', at: NOW });
    const manager = decider(evolveMonitoredCountries, initialMonitoredCountries);
    manager
      .given()
      .when((s) => decideMonitoredCountries(s, set([3, 1, 3])))
      .then(monitored(1, 3));
    expect(manager.given(monitored(1, 3)).state).toEqual([1, 3]);
    manager
      .given(monitored(1, 3))
      .when((s) => decideMonitoredCountries(s, set([3, 1])))
      .thenNothing();
    manager
      .given(monitored(1, 3))
      .when((s) => decideMonitoredCountries(s, set([])))
      .then(monitored());
  });
});
