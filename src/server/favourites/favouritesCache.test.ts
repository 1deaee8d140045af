/**
 * The favourites cache: a diner's saved restaurants are held and read again without the database,
 * until they change (through this service, another process's direct write, the account deleted).
 * Runs on PGlite, and on PostgreSQL (DATABASE_URL) with `another()` as a second server process's
 * connection pool.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogBackend } from '#src/server/catalog/backend.ts';
import type { Db } from '#src/server/db/db.ts';
import { openTestDb, type TestDb } from '#src/server/db/testDb.ts';
import { insertDiner } from '#src/server/routeHarness.ts';
import { createFavouritesService, type FavouritesService } from './favourites.ts';
import { heldFavourites, type FavouritesCache } from './favouritesCache.ts';

// Every restaurant exists: the service asks the catalog only whether it does.
const backend = { restaurant: async () => ({}) } as unknown as CatalogBackend;

let testDb: TestDb;
let db: Db;
/** Another server process's handle on the same database (PGlite: the same handle). */
let other: Db;
let service: FavouritesService;
let cache: FavouritesCache;

beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  other = await testDb.another();
  service = createFavouritesService({ db, backend: () => backend });
  cache = heldFavourites.for(db);
  await vi.waitFor(() => expect(cache.stats().listening).toBe(true));
});

afterAll(async () => {
  await heldFavourites.close(db);
  if (other !== db) await heldFavourites.close(other);
  await testDb?.cleanup();
});

describe('the favourites cache', () => {
  it("reads a diner's saved restaurants again without the database", async () => {
    const user = await insertDiner(db);
    await service.add(user.userId, '100001');
    // On PostgreSQL the add's own notification may come after the next read and drop it: wait until held.
    await vi.waitFor(async () => {
      const { hits } = cache.stats();
      await service.ids(user.userId);
      expect(cache.stats().hits).toBe(hits + 1);
    });
    const before = cache.stats();
    expect(await service.ids(user.userId)).toEqual(['100001']);
    expect(await service.ids(user.userId)).toEqual(['100001']);
    expect(cache.stats()).toMatchObject({ hits: before.hits + 2, misses: before.misses });
  });

  it("answers the service's own changes at once, newest first, and a copy the caller may change", async () => {
    const user = await insertDiner(db);
    expect(await service.ids(user.userId)).toEqual([]);
    expect(await service.add(user.userId, '100001')).toEqual(['100001']);
    expect(await service.ids(user.userId)).toEqual(['100001']);
    await service.add(user.userId, '100002');
    expect(await service.ids(user.userId)).toEqual(['100002', '100001']);
    (await service.ids(user.userId)).pop();
    expect(await service.remove(user.userId, '100002')).toEqual(['100001']);
    expect(await service.ids(user.userId)).toEqual(['100001']);
  });

  it('answers what another process wrote directly, and forgets a deleted account', async () => {
    const user = await insertDiner(db);
    await service.add(user.userId, '100001');
    expect(await service.ids(user.userId)).toEqual(['100001']);
    await other.query('DELETE FROM favourites WHERE user_id = $1', [user.userId]);
    // PGlite hears it before the statement returns; PostgreSQL a moment after the commit.
    await expect.poll(() => service.ids(user.userId), { timeout: 5_000 }).toEqual([]);
    await other.query("INSERT INTO favourites (user_id, restaurant_id, created_at) VALUES ($1, '100003', now())", [
      user.userId,
    ]);
    await expect.poll(() => service.ids(user.userId), { timeout: 5_000 }).toEqual(['100003']);
    await other.query('DELETE FROM users WHERE id = $1', [user.userId]);
    await expect.poll(() => service.ids(user.userId), { timeout: 5_000 }).toEqual([]);
  });

  it("answers another process's service the change made here", async () => {
    const user = await insertDiner(db);
    const elsewhere = createFavouritesService({ db: other, backend: () => backend });
    expect(await elsewhere.ids(user.userId)).toEqual([]);
    await service.add(user.userId, '100004');
    await expect.poll(() => elsewhere.ids(user.userId), { timeout: 5_000 }).toEqual(['100004']);
  });
});
