/** A small least-recently-used map, for the catalog's per-point caches and the session and cart caches. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  private readonly size: number;
  /** A map that keeps at most `size` entries. */
  constructor(size: number) {
    this.size = size;
  }
  /** The value for `key` (now the most recently used), or undefined. */
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  /** Stores a value, dropping the least recently used entry when full. */
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.size) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
  }
  /** Drops the entry for `key`, if any. */
  delete(key: K): void {
    this.map.delete(key);
  }
  /** Drops every entry. */
  clear(): void {
    this.map.clear();
  }
  /** How many entries are held. */
  get entries(): number {
    return this.map.size;
  }
  /** The entries, least recently used first (reading does not reorder them). */
  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.map.entries();
  }
}
