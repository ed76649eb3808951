import { fertilizerCountsOf } from './record-fertilizers';

// The expected figures are what PostgreSQL gives for fertilizerSql over the same objects written as JSON.
describe('fertilizerCountsOf', () => {
  it('counts no item and zero kilograms for a record without fertilizer', () => {
    expect(fertilizerCountsOf({})).toEqual({ items: 0, kilograms: '0', unweighedItems: 0 });
  });

  it('adds the kilograms as decimals, without the drift of floats', () => {
    expect(fertilizerCountsOf({ a: 0.1, b: 0.2 }).kilograms).toBe('0.3');
    expect(fertilizerCountsOf({ a: 125, b: 0.75, c: 0.003 }).kilograms).toBe('125.753');
  });

  it('writes the sum with as many decimals as the most precise item, as numeric does', () => {
    expect(fertilizerCountsOf({ a: 1.5, b: 2.5 }).kilograms).toBe('4.0');
    expect(fertilizerCountsOf({ a: -1.5, b: 1.5 }).kilograms).toBe('0.0');
    expect(fertilizerCountsOf({ a: 0.30000000000000004 }).kilograms).toBe('0.30000000000000004');
  });

  it('reads the numbers JSON writes with an exponent in full', () => {
    expect(fertilizerCountsOf({ a: 1.5e-7, b: 1 }).kilograms).toBe('1.00000015');
    expect(fertilizerCountsOf({ a: 1.2345e21 }).kilograms).toBe('1234500000000000000000');
  });

  it('counts an item without a weight among the items, not in the kilograms', () => {
    expect(fertilizerCountsOf({ a: 50, b: null, c: 2.5 })).toEqual({ items: 3, kilograms: '52.5', unweighedItems: 1 });
  });

  it('takes a weight JSON cannot write as none, and an undefined one as no item', () => {
    expect(fertilizerCountsOf({ a: Number.NaN, b: undefined as unknown as null, c: 2 })).toEqual({
      items: 2,
      kilograms: '2',
      unweighedItems: 1,
    });
  });
});
