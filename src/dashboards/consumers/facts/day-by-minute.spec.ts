import { dayIn } from '../../domain/country-day';
import { dayByMinute } from './day-by-minute';

describe('the day of a time, remembered by minute', () => {
  it('moves at each country’s midnight, from the minute before to the minute of it', () => {
    // Nairobi's midnight is 21:00 UTC, Lagos' 23:00, Accra's 00:00.
    expect(dayByMinute(5, '2026-03-10T20:59:59.999Z')).toBe('2026-03-10');
    expect(dayByMinute(5, '2026-03-10T21:00:00.000Z')).toBe('2026-03-11');
    expect(dayByMinute(5, '2026-03-10T20:59:00.000Z')).toBe('2026-03-10');
    expect(dayByMinute(1, '2026-03-10T22:59:30.000Z')).toBe('2026-03-10');
    expect(dayByMinute(1, '2026-03-10T23:00:59.999Z')).toBe('2026-03-11');
    expect(dayByMinute(2, '2026-03-10T23:59:59.999Z')).toBe('2026-03-10');
    expect(dayByMinute(2, '2026-03-11T00:00:00.000Z')).toBe('2026-03-11');
  });

  it('gives dayIn’s day for every country, every quarter of an hour of a year, and for times in other forms', () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const times: string[] = [];
    for (let at = start; at < start + 366 * 86_400_000; at += 15 * 60_000)
      times.push(new Date(at - 1).toISOString(), new Date(at).toISOString());
    for (const countryId of [1, 5, 8, 999])
      expect(times.map((time) => dayByMinute(countryId, time))).toEqual(times.map((time) => dayIn(countryId, time)));
    expect(dayByMinute(5, '2026-03-10T23:30:00+03:00')).toBe(dayIn(5, '2026-03-10T23:30:00+03:00'));
    expect(dayByMinute(5, '1970-01-01T21:30:00.000Z')).toBe(dayIn(5, '1970-01-01T21:30:00.000Z'));
  });
});
