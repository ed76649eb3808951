/**
 * A map of at most `capacity` entries for the in-memory caches: reading an entry makes it the most recently used, and
 * adding one past the capacity lets the least recently used go (a Map keeps insertion order, so that is the first).
 */
export class LeastRecentlyUsed<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The entry, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The entry, its place left as it is. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }
}
