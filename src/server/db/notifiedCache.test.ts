import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { applyUserChange, defineNotifiedCache, setNotifiedCaches } from './notifiedCache.ts';

/** A database whose LISTEN always comes up, and which announces what the test says. */
function fakeDb(): { db: Db; notify: (payload: string) => void; listens: () => number } {
  let onPayload: ((payload: string) => void) | undefined;
  let listens = 0;
  const db = {
    async listen(_channel: string, payload: (p: string) => void, connection?: (listening: boolean) => void) {
      listens += 1;
      onPayload = payload;
      connection?.(true);
      return async () => {};
    },
  } as unknown as Db;
  return { db, notify: (payload) => onPayload?.(payload), listens: () => listens };
}

const kind = defineNotifiedCache<string, { n: number }>('test_changes', 10, applyUserChange);

describe('defineNotifiedCache', () => {
  afterEach(() => setNotifiedCaches(true));

  it('makes one listening cache per database handle, evicted by notifications and by the process itself', async () => {
    const fake = fakeDb();
    const cache = kind.for(fake.db);
    expect(kind.for(fake.db)).toBe(cache);
    expect(kind.held(fakeDb().db)).toBeUndefined();
    await expect.poll(() => kind.stats(fake.db)?.listening).toBe(true);
    await cache.read('u1', async () => ({ n: 1 }));
    await cache.read('u2', async () => ({ n: 2 }));
    expect(await cache.read('u1', async () => ({ n: 9 }))).toEqual({ n: 1 });
    fake.notify('u1');
    kind.evict(fake.db, 'u2');
    expect(kind.stats(fake.db)).toMatchObject({ hits: 1, misses: 2, entries: 0 });
    await kind.close(fake.db);
    expect(kind.held(fake.db)).toBeUndefined();
  });

  it('never listens nor keeps anything while the caches are switched off', async () => {
    setNotifiedCaches(false);
    const fake = fakeDb();
    const cache = kind.for(fake.db);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.read('u1', load);
    expect(await cache.read('u1', load)).toEqual({ n: 2 });
    expect(fake.listens()).toBe(0);
    expect(kind.stats(fake.db)).toMatchObject({ listening: false, entries: 0, hits: 0 });
    await kind.close(fake.db);
  });
});
