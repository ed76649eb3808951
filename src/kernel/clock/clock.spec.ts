import { FixedClock, SystemClock } from './clock';

describe('clocks', () => {
  it('the system clock tells the time', () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a fixed clock stands still until moved', () => {
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    expect(clock.nowIso()).toBe('2026-03-01T10:00:00.000Z');
    expect(clock.nowIso()).toBe('2026-03-01T10:00:00.000Z');
    clock.advance({ days: 1, minutes: 30 });
    expect(clock.nowIso()).toBe('2026-03-02T10:30:00.000Z');
    clock.set('2027-01-01T00:00:00.000Z');
    expect(clock.now()).toEqual(new Date('2027-01-01T00:00:00.000Z'));
  });
});
