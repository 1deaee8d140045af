/**
 * The cart cache: a priced cart is held per user and shown again without the database or the
 * catalog, until the cart changes (through this service, another process's direct write, an
 * order) or the catalog's version does. Runs on PGlite, and on PostgreSQL (DATABASE_URL) with
 * `another()` as a second server process's connection pool.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartDish, CartRestaurant } from '#src/lib/cartTypes.ts';
import type { Db } from '#src/server/db/db.ts';
import { openTestDb, type TestDb } from '#src/server/db/testDb.ts';
import { insertDiner } from '#src/server/routeHarness.ts';
import { createCartService, type CartService, type DishLookup } from './cart.ts';
import { NotifiedCache } from '#src/server/db/notifiedCache.ts';
import { applyCartChange, cartChangesChannel, heldCarts, type CartCache } from './cartCache.ts';

const restaurant: CartRestaurant = {
  id: '100001',
  name: 'Spice Route',
  areaName: 'Koramangala',
  cloudinaryImageId: 'r-100001',
  href: '/restaurants/spice-route-koramangala-bangalore-100001',
};
/** The fake catalog's prices, changed by the tests together with its version. */
const prices = new Map([
  ['10000100001', 24_900],
  ['10000100002', 29_900],
]);
let version = 'v1';
let lookups = 0;
const lookupDish: DishLookup = async (restaurantId, dishId) => {
  lookups += 1;
  const price = prices.get(dishId);
  if (restaurantId !== restaurant.id || price === undefined) return undefined;
  const dish: CartDish = { id: dishId, name: `Dish ${dishId}`, restaurantId, price, isVeg: true };
  return { dish, restaurant };
};

let testDb: TestDb;
let db: Db;
/** Another server process's handle on the same database (PGlite: the same handle). */
let other: Db;
let service: CartService;
let cache: CartCache;

beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  other = await testDb.another();
  service = createCartService({ db, lookupDish, catalogVersion: () => version });
  cache = heldCarts.for(db);
  await vi.waitFor(() => expect(cache.stats().listening).toBe(true));
});

afterAll(async () => {
  await heldCarts.close(db);
  await testDb?.cleanup();
});

const quantityOf = async (userId: string, dishId: string) =>
  (await service.get(userId)).documents.find((d) => d.id === dishId)?.quantity ?? 0;

describe('the cart cache', () => {
  it('shows a held cart again without the database or the catalog', async () => {
    const user = await insertDiner(db);
    await service.add(user.userId, { dishId: '10000100001', restaurantId: restaurant.id });
    const first = await service.get(user.userId);
    // On PostgreSQL the add's own notification may come after that read and drop it: wait until held.
    await vi.waitFor(async () => {
      const { hits } = cache.stats();
      await service.get(user.userId);
      expect(cache.stats().hits).toBe(hits + 1);
    });
    const before = { lookups, ...cache.stats() };
    expect(await service.get(user.userId)).toEqual(first);
    expect(await service.get(user.userId)).toEqual(first);
    expect(lookups).toBe(before.lookups);
    expect(cache.stats().hits).toBe(before.hits + 2);
  });

  it("shows the service's own changes at once", async () => {
    const user = await insertDiner(db);
    expect(await quantityOf(user.userId, '10000100001')).toBe(0);
    await service.add(user.userId, { dishId: '10000100001', restaurantId: restaurant.id });
    expect(await quantityOf(user.userId, '10000100001')).toBe(1);
    await service.add(user.userId, { dishId: '10000100001', restaurantId: restaurant.id });
    expect(await quantityOf(user.userId, '10000100001')).toBe(2);
    await service.remove(user.userId, '10000100001');
    expect(await quantityOf(user.userId, '10000100001')).toBe(1);
    await service.clear(user.userId);
    expect((await service.get(user.userId)).total).toBe(0);
  });

  it('shows a cart another process changed with direct writes', async () => {
    const user = await insertDiner(db);
    await service.add(user.userId, { dishId: '10000100001', restaurantId: restaurant.id });
    expect(await quantityOf(user.userId, '10000100001')).toBe(1);
    await other.query('UPDATE cart_items SET quantity = 7 WHERE user_id = $1', [user.userId]);
    // PGlite hears it before the statement returns; PostgreSQL a moment after the commit.
    await expect.poll(() => quantityOf(user.userId, '10000100001'), { timeout: 5_000 }).toBe(7);
    await other.query('INSERT INTO cart_items (user_id, dish_id, restaurant_id, quantity) VALUES ($1, $2, $3, 2)', [
      user.userId,
      '10000100002',
      restaurant.id,
    ]);
    await expect.poll(() => quantityOf(user.userId, '10000100002'), { timeout: 5_000 }).toBe(2);
    // An order placed through another process takes the cart.
    await other.query('DELETE FROM cart_items WHERE user_id = $1', [user.userId]);
    await expect.poll(async () => (await service.get(user.userId)).total, { timeout: 5_000 }).toBe(0);
  });

  it("shows the same cart to another process's service once it changes there", async () => {
    const user = await insertDiner(db);
    const elsewhere = createCartService({ db: other, lookupDish, catalogVersion: () => version });
    await service.add(user.userId, { dishId: '10000100001', restaurantId: restaurant.id });
    expect(await quantityOf(user.userId, '10000100001')).toBe(1);
    await elsewhere.add(user.userId, { dishId: '10000100001', restaurantId: restaurant.id });
    await expect.poll(() => quantityOf(user.userId, '10000100001'), { timeout: 5_000 }).toBe(2);
    if (other !== db) await heldCarts.close(other);
  });

  it('prices the cart again with a new catalog version, never from the old one', async () => {
    const user = await insertDiner(db);
    await service.add(user.userId, { dishId: '10000100002', restaurantId: restaurant.id });
    expect((await service.get(user.userId)).bill?.itemTotal).toBe(29_900);
    prices.set('10000100002', 31_900);
    version = 'v2';
    try {
      const cart = await service.get(user.userId);
      expect(cart.documents[0]?.price).toBe(31_900);
      expect(cart.bill?.itemTotal).toBe(31_900);
    } finally {
      prices.set('10000100002', 29_900);
      version = 'v1';
    }
  });

  it('holds nothing without a catalog version (a catalog that may change unannounced)', async () => {
    const user = await insertDiner(db);
    const unversioned = createCartService({ db, lookupDish, catalogVersion: () => undefined });
    await unversioned.add(user.userId, { dishId: '10000100001', restaurantId: restaurant.id });
    const before = { lookups, ...cache.stats() };
    await unversioned.get(user.userId);
    await unversioned.get(user.userId);
    expect(lookups).toBe(before.lookups + 2);
    expect(cache.stats().hits).toBe(before.hits);
  });

  it('stays bounded, showing carts it let go from the database', async () => {
    const small: CartCache = new NotifiedCache(2);
    small.attach(db, cartChangesChannel, (payload) => applyCartChange(small, payload));
    try {
      await vi.waitFor(() => expect(small.stats().listening).toBe(true));
      const bounded = createCartService({ db, lookupDish, catalogVersion: () => version, cache: small });
      const users = await Promise.all(Array.from({ length: 4 }, () => insertDiner(db)));
      for (const [i, user] of users.entries())
        await bounded.add(user.userId, { dishId: '10000100001', restaurantId: restaurant.id, quantity: i + 1 });
      for (const [i, user] of users.entries())
        expect((await bounded.get(user.userId)).documents[0]?.quantity).toBe(i + 1);
      expect(small.stats().entries).toBeLessThanOrEqual(2);
      for (const [i, user] of users.entries())
        expect((await bounded.get(user.userId)).documents[0]?.quantity).toBe(i + 1);
      // On PostgreSQL an add's own notification may still drop one of them: never more than 2.
      expect(small.stats().entries).toBeGreaterThan(0);
      expect(small.stats().entries).toBeLessThanOrEqual(2);
    } finally {
      await small.detach();
    }
  });
});
