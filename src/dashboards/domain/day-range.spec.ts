import { addDays, daysBetween, eachDay, isIsoDay, seriesSpan } from './day-range';

describe('dashboard days', () => {
  it('accept calendar days written YYYY-MM-DD only', () => {
    expect(isIsoDay('2026-03-10')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-3-10')).toBe(false);
    expect(isIsoDay('2026-03-10T00:00:00Z')).toBe(false);
    expect(isIsoDay('yesterday')).toBe(false);
  });

  it('count and list the days of a span, both ends included', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(1);
    expect(daysBetween('2025-03-10', '2026-03-10')).toBe(366);
    expect(daysBetween('2026-03-11', '2026-03-10')).toBe(0);
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('the span of a daily series', () => {
  const today = '2026-03-10';
  it('is the 30 days to today when nothing is given, or to the end given', () => {
    expect(seriesSpan({}, today)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(seriesSpan({ to: '2026-01-31' }, today)).toEqual({ from: '2026-01-02', to: '2026-01-31' });
    expect(seriesSpan({ from: '2026-03-01' }, today)).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(seriesSpan({ from: '2025-03-10', to: '2026-03-10' }, today)).toEqual({
      from: '2025-03-10',
      to: '2026-03-10',
    });
  });

  it('refuses a day that is not one, a start after the end and a span over a year', () => {
    expect(seriesSpan({ from: '2026-02-30' }, today)).toMatchObject({ code: 'DASHBOARD_DAY_INVALID', field: 'from' });
    expect(seriesSpan({ to: 'tomorrow' }, today)).toMatchObject({ code: 'DASHBOARD_DAY_INVALID', field: 'to' });
    expect(seriesSpan({ from: '2026-03-11', to: '2026-03-10' }, today)).toMatchObject({
      code: 'DASHBOARD_RANGE_REVERSED',
    });
    expect(seriesSpan({ from: '2025-03-09', to: '2026-03-10' }, today)).toMatchObject({
      code: 'DASHBOARD_RANGE_TOO_LONG',
      params: { max: 366, days: 367 },
    });
  });
});
