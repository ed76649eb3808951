import { LeastRecentlyUsed } from './least-recently-used';

describe('least recently used', () => {
  it('lets the least recently used entry go past its capacity, a read counting as a use', () => {
    const kept = new LeastRecentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1);
    kept.set('c', 3);
    expect([kept.peek('a'), kept.peek('b'), kept.peek('c')]).toEqual([1, undefined, 3]);
    expect(kept.size).toBe(2);
  });

  it('leaves an entry in its place when peeked at, and replaces a value set again', () => {
    const kept = new LeastRecentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.peek('a')).toBe(1);
    kept.set('b', 20);
    kept.set('c', 3);
    expect([kept.peek('a'), kept.peek('b'), kept.peek('c')]).toEqual([undefined, 20, 3]);
    expect(kept.delete('b')).toBe(true);
    expect(kept.size).toBe(1);
  });
});
