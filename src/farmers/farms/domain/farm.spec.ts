import { decider, fieldErrorsOf } from '../../../kernel/testing/given-when-then';
import {
  decideEdit,
  decideMap,
  decideRemove,
  evolveFarm,
  FarmDetails,
  FarmEdited,
  FarmMapped,
  FarmRemoved,
  initialFarmState,
  toHectares,
} from './farm';

const NOW = '2026-03-01T08:00:00.000Z';
const LATER = '2026-03-02T08:00:00.000Z';
const DETAILS: FarmDetails = {
  name: 'Home plot',
  size: 2.5,
  sizeUnit: 'ACRE',
  community: 'Kura',
  address: null,
  latitude: 12.0022,
  longitude: 8.592,
};
const map = { farmId: 'f1', farmerId: 'p1', mappedBy: 'agent-a', details: DETAILS, now: NOW };
const mapped = FarmMapped.create({
  farmId: 'f1',
  farmerId: 'p1',
  ...DETAILS,
  sizeHa: 1.0117141056,
  mappedBy: 'agent-a',
  at: NOW,
});
const farm = decider(evolveFarm, initialFarmState);

describe('farm decisions', () => {
  it('converts sizes to hectares: 1 acre = 0.40468564224 ha, 1 m² = 0.0001 ha', () => {
    expect(toHectares(2.5, 'ACRE')).toBe(1.0117141056);
    expect(toHectares(1, 'ACRE')).toBe(0.4046856422);
    expect(toHectares(12000, 'M2')).toBe(1.2);
    expect(toHectares(99999999, 'M2')).toBe(9999.9999);
    expect(toHectares(3, 'HA')).toBe(3);
  });

  it('maps a farm once; the same request again decides nothing, another with the same id is refused', () => {
    farm
      .given()
      .when((s) => decideMap(s, map))
      .then(mapped);
    farm
      .given(mapped)
      .when((s) => decideMap(s, map))
      .thenNothing();
    farm
      .given(mapped)
      .when((s) => decideMap(s, { ...map, details: { ...DETAILS, name: 'Other' } }))
      .thenFails('FARM_ALREADY_EXISTS');
    farm
      .given(mapped)
      .when((s) => decideMap(s, { ...map, mappedBy: 'agent-b' }))
      .thenFails('FARM_ALREADY_EXISTS');
    farm
      .given(mapped, FarmRemoved.create({ farmId: 'f1', farmerId: 'p1', at: LATER }))
      .when((s) => decideMap(s, map))
      .thenFails('FARM_ALREADY_EXISTS');
  });

  it('refuses sizes past 8 digits, a location given by half, and out-of-range coordinates', () => {
    expect(
      fieldErrorsOf(() => decideMap(initialFarmState, { ...map, details: { ...DETAILS, size: 123456789 } })),
    ).toEqual([{ field: 'size', message: 'FARM_SIZE_INVALID' }]);
    expect(fieldErrorsOf(() => decideMap(initialFarmState, { ...map, details: { ...DETAILS, size: 0 } }))).toEqual([
      { field: 'size', message: 'FARM_SIZE_INVALID' },
    ]);
    expect(decideMap(initialFarmState, { ...map, details: { ...DETAILS, size: 1234.5678 } })).toHaveLength(1);
    expect(
      fieldErrorsOf(() => decideMap(initialFarmState, { ...map, details: { ...DETAILS, longitude: null } })),
    ).toEqual([{ field: 'longitude', message: 'FARM_LOCATION_INCOMPLETE' }]);
    expect(
      fieldErrorsOf(() =>
        decideMap(initialFarmState, { ...map, details: { ...DETAILS, latitude: -91, longitude: 181 } }),
      ),
    ).toEqual([
      { field: 'latitude', message: 'FARM_LATITUDE_INVALID' },
      { field: 'longitude', message: 'FARM_LONGITUDE_INVALID' },
    ]);
  });

  it('edits what changed, with the new size in hectares, and nothing when nothing changed', () => {
    const details = { ...DETAILS, size: 40000, sizeUnit: 'M2' as const };
    farm
      .given(mapped)
      .when((s) => decideEdit(s, { farmId: 'f1', details, now: LATER }))
      .then(
        FarmEdited.create({
          farmId: 'f1',
          farmerId: 'p1',
          ...details,
          changed: ['size', 'sizeUnit'],
          sizeHa: 4,
          at: LATER,
        }),
      );
    farm
      .given(mapped)
      .when((s) => decideEdit(s, { farmId: 'f1', details: DETAILS, now: LATER }))
      .thenNothing();
    farm
      .given()
      .when((s) => decideEdit(s, { farmId: 'f1', details: DETAILS, now: LATER }))
      .thenFails('FARM_NOT_FOUND');
  });

  it('removes a farm once', () => {
    const removed = FarmRemoved.create({ farmId: 'f1', farmerId: 'p1', at: LATER });
    farm
      .given(mapped)
      .when((s) => decideRemove(s, { farmId: 'f1', now: LATER }))
      .then(removed);
    farm
      .given(mapped, removed)
      .when((s) => decideRemove(s, { farmId: 'f1', now: LATER }))
      .thenFails('FARM_NOT_FOUND');
    farm
      .given(mapped, removed)
      .when((s) => decideEdit(s, { farmId: 'f1', details: DETAILS, now: LATER }))
      .thenFails('FARM_NOT_FOUND');
  });
});
