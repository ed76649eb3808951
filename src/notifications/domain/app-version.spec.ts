import { decider } from '../../kernel/testing/given-when-then';
import {
  AppVersionReleased,
  compareVersions,
  decideReleaseVersion,
  evolveAppVersions,
  initialAppVersionsState,
  parseVersion,
} from './app-version';

const NOW = '2026-03-01T08:00:00.000Z';
const versions = decider(evolveAppVersions, initialAppVersionsState);
const released = (version: string, isMandatory = false) =>
  AppVersionReleased.create({ version, isMandatory, releasedBy: 'a1', at: NOW });
const release =
  (version: string, isMandatory = false) =>
  (s: typeof initialAppVersionsState) =>
    decideReleaseVersion(s, { version, isMandatory, releasedBy: 'a1', now: NOW });

describe('app versions', () => {
  it('reads major.minor.patch and orders the parts as numbers', () => {
    expect(parseVersion('1.10.0')).toEqual([1, 10, 0]);
    expect(parseVersion(' 2.0.3 ')).toEqual([2, 0, 3]);
    for (const bad of ['1.2', '1.2.3.4', 'v1.2.3', '01.2.3', '1.2.x', '', '1.2.3-beta', '1234567890.0.0'])
      expect(parseVersion(bad)).toBeNull();
    expect(compareVersions([1, 10, 0], [1, 9, 9])).toBeGreaterThan(0);
    expect(compareVersions([2, 0, 0], [10, 0, 0])).toBeLessThan(0);
    expect(compareVersions([1, 2, 3], [1, 2, 3])).toBe(0);
  });

  it('records the first version, then only higher ones', () => {
    versions.given().when(release('1.0.0', true)).then(released('1.0.0', true));
    versions.given(released('1.9.0')).when(release('1.10.0')).then(released('1.10.0'));
    versions
      .given(released('1.9.0'))
      .when(release('1.9.0'))
      .thenFails('APP_VERSION_NOT_HIGHER', { version: '1.9.0', latest: '1.9.0' });
    versions
      .given(released('1.9.0'), released('1.10.0'))
      .when(release('1.9.5'))
      .thenFails('APP_VERSION_NOT_HIGHER', { version: '1.9.5', latest: '1.10.0' });
    versions.given().when(release('1.2')).thenFails('APP_VERSION_INVALID');
  });
});
