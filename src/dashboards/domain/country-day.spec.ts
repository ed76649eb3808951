import { dayIn, timeZoneOf } from './country-day';

describe('the day in a country', () => {
  it('is the next day in Nairobi for 23:30 UTC, the same day in Accra and Lagos', () => {
    expect(dayIn(5, '2026-03-10T23:30:00.000Z')).toBe('2026-03-11');
    expect(dayIn(2, '2026-03-10T23:30:00.000Z')).toBe('2026-03-10');
    expect(dayIn(1, '2026-03-10T22:59:59.000Z')).toBe('2026-03-10');
    expect(dayIn(1, '2026-03-10T23:00:00.000Z')).toBe('2026-03-11');
  });

  it('names each country of the platform a zone, and UTC otherwise', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(timeZoneOf)).toEqual([
      'Africa/Lagos',
      'Africa/Accra',
      'Africa/Abidjan',
      'Africa/Dakar',
      'Africa/Nairobi',
      'Africa/Kigali',
      'Africa/Dar_es_Salaam',
    ]);
    expect(timeZoneOf(999)).toBe('UTC');
    expect(dayIn(999, '2026-03-10T23:30:00.000Z')).toBe('2026-03-10');
  });
});
