/**
 * A bounded cache of database reads kept true by the database itself: triggers announce every
 * change of the rows behind an entry on a channel (NOTIFY), and each process evicts what it
 * hears. A notification sent while a process is not listening is lost, so nothing is served or
 * kept unless the LISTEN is up, and the cache starts empty each time listening (re)starts.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from './db.ts';

/** Hits and misses since the process started, what is held now, and whether the cache is on. */
export interface NotifiedCacheStats {
  hits: number;
  misses: number;
  entries: number;
  listening: boolean;
}

/** How long a failed LISTEN waits before it is tried again. */
const relistenDelayMs = 1_000;

/** A least-recently-used cache that serves entries only while its database's notifications reach it. */
export class NotifiedCache<K extends {}, V extends {}> {
  private readonly lru: LRUCache<K, V>;
  private listening = false;
  // Bumped by every eviction: a value read from the database before an eviction may predate the
  // change that caused it, so it is served once but never kept.
  private epoch = 0;
  private hits = 0;
  private misses = 0;
  private stopListening: (() => Promise<void>) | undefined;
  private retry: NodeJS.Timeout | undefined;
  private detached = false;

  /** A cache of at most `size` entries, off until `attach` (or `setListening(true)`). */
  constructor(size: number) {
    this.lru = new LRUCache({ max: size });
  }

  /**
   * The value for `key`: the held one when `usable` accepts it, else `load`'s (kept when defined,
   * the cache is on, and nothing was evicted while it loaded). `usable` decides per hit, e.g. expiry.
   */
  async read(
    key: K,
    load: () => Promise<V | undefined>,
    usable: (value: V) => boolean = () => true,
  ): Promise<V | undefined> {
    if (this.listening) {
      const held = this.lru.get(key);
      if (held !== undefined) {
        if (usable(held)) {
          this.hits += 1;
          return held;
        }
        this.evict(key);
      }
    }
    this.misses += 1;
    const ticket = this.epoch;
    const value = await load();
    if (value !== undefined && this.listening && ticket === this.epoch) this.lru.set(key, value);
    return value;
  }

  /** Drops the entry for `key`. */
  evict(key: K): void {
    this.epoch += 1;
    this.lru.delete(key);
  }

  /** Drops every entry `matches` accepts. */
  evictWhere(matches: (key: K, value: V) => boolean): void {
    this.epoch += 1;
    for (const [key, value] of [...this.lru.entries()]) if (matches(key, value)) this.lru.delete(key);
  }

  /** Drops every entry. */
  clear(): void {
    this.epoch += 1;
    this.lru.clear();
  }

  /** Turns the cache on (listening) or off (not listening); either way it starts empty. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  /**
   * Listens on `channel` of `db`, handing each notification to `onPayload`; the cache is on only
   * while the LISTEN is up. A LISTEN that cannot start is tried again every second meanwhile.
   */
  attach(db: Db, channel: string, onPayload: (payload: string) => void): void {
    const start = () => {
      this.retry = undefined;
      db.listen(channel, onPayload, (listening) => this.setListening(listening && !this.detached))
        .then(async (stop) => {
          if (this.detached) await stop();
          else this.stopListening = stop;
        })
        .catch((error: unknown) => {
          this.setListening(false);
          if (this.detached) return;
          console.error(`[cache] LISTEN ${channel} failed; serving from the database meanwhile`, error);
          this.retry = setTimeout(start, relistenDelayMs);
          this.retry.unref();
        });
    };
    start();
  }

  /** Stops listening (tests; a closing database); the cache is off from then on. */
  async detach(): Promise<void> {
    this.detached = true;
    clearTimeout(this.retry);
    this.setListening(false);
    await this.stopListening?.();
  }

  /** Hits, misses, entries held and whether the cache is on. */
  stats(): NotifiedCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.lru.size, listening: this.listening };
  }
}

/** Applies one notification of a cache keyed by user id: a user id evicts that user's entry, `*` every entry. */
export function applyUserChange<V extends {}>(cache: NotifiedCache<string, V>, payload: string): void {
  if (payload === '*') cache.clear();
  else cache.evict(payload);
}

/** One kind of notified cache: one `NotifiedCache` per database handle (so one per process), and what is done with it. */
export interface NotifiedCacheKind<K extends {}, V extends {}> {
  /** The cache of `db`, created and listening on first use. */
  for(db: Db): NotifiedCache<K, V>;
  /** The cache of `db` when one was created, without creating it. */
  held(db: Db): NotifiedCache<K, V> | undefined;
  /**
   * Drops this process's entry for `key` right after the process changed what it holds: on
   * PostgreSQL the trigger's notification reaches the process a moment after the commit, and
   * the diner's next request may come sooner.
   */
  evict(db: Db, key: K): void;
  /** The counts of `db`'s cache, when it has one. */
  stats(db: Db): NotifiedCacheStats | undefined;
  /** Stops `db`'s cache listening and forgets it (tests, before closing the handle). */
  close(db: Db): Promise<void>;
}

let cachesOn = true;

/**
 * Turns the process's notified caches off (NOTIFIED_CACHES=off, read by db/runtime.ts) or on
 * again: a cache created while they are off never listens, so every read goes to the database
 * and nothing is kept. For ruling the caches out when something looks stale; answers are the same.
 */
export function setNotifiedCaches(on: boolean): void {
  cachesOn = on;
}

/**
 * Declares a kind of notified cache: at most `size` entries per process, listening on `channel`;
 * each notification is handed to `apply` with the handle's cache (`applyUserChange` for a cache
 * keyed by user id).
 */
export function defineNotifiedCache<K extends {}, V extends {}>(
  channel: string,
  size: number,
  apply: (cache: NotifiedCache<K, V>, payload: string) => void,
): NotifiedCacheKind<K, V> {
  const caches = new WeakMap<Db, NotifiedCache<K, V>>();
  return {
    for(db) {
      let cache = caches.get(db);
      if (!cache) {
        const created = new NotifiedCache<K, V>(size);
        if (cachesOn) created.attach(db, channel, (payload) => apply(created, payload));
        caches.set(db, created);
        cache = created;
      }
      return cache;
    },
    held: (db) => caches.get(db),
    evict: (db, key) => caches.get(db)?.evict(key),
    stats: (db) => caches.get(db)?.stats(),
    async close(db) {
      const cache = caches.get(db);
      caches.delete(db);
      await cache?.detach();
    },
  };
}
