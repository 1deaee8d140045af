import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { favouriteMessages, type FavouritesResponse } from '#src/lib/favouriteTypes.ts';
import { createLocalBackend } from '#src/server/catalog/backend.ts';
import { getCatalog } from '#src/server/catalog/runtime.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { createFavouritesService } from '#src/server/favourites/favourites.ts';
import { createFavouriteRoutes } from '#src/server/favourites/routes.ts';
import { callRoute, insertDiner } from '#test/routeHarness.ts';

let testDb: TestDb;
let routes: ReturnType<typeof createFavouriteRoutes>;
const koramangala = { lat: 12.92614, lng: 77.62211 };
const backend = createLocalBackend(getCatalog(), 'favourites-test-secret-0123456789abcdef');
const [first, second] = getCatalog()
  .restaurantsInCity('bangalore', { limit: 2 })
  .map((c) => c.info.id) as [string, string];

beforeAll(async () => {
  testDb = await openTestDb();
  const service = createFavouritesService({ db: testDb.db, backend: () => backend });
  routes = createFavouriteRoutes(async () => service);
});

afterAll(async () => {
  await testDb?.cleanup();
});

const newUser = (): Promise<SessionUser> => insertDiner(testDb.db, 'Asha');
const call = callRoute;

const add = (user: SessionUser, restaurantId: string) =>
  call(routes.add.POST, 'addFavourite', { user, body: { restaurantId } });
const remove = (user: SessionUser | null, restaurantId: string) =>
  call(routes.remove.POST, 'removeFavourite', { user, body: { restaurantId } });
const list = (user: SessionUser | null, point = koramangala) =>
  call(routes.list.GET, 'favourites', { user, query: { lat: String(point.lat), lng: String(point.lng) } });

describe('favourites', () => {
  it('saves restaurants per account, newest first, once each', async () => {
    const user = await newUser();
    expect((await add(user, first)).body).toEqual({ favourites: [first] });
    expect((await add(user, `rest${second}`)).body).toEqual({ favourites: [second, first] });
    expect((await add(user, first)).body).toEqual({ favourites: [second, first] });
    const other = await newUser();
    expect((await list(other)).body).toEqual({ data: { favourites: [] } });
  });

  it('lists them with the current rating and the delivery time from the given address', async () => {
    const user = await newUser();
    await add(user, first);
    const near = (await list(user)).body as unknown as FavouritesResponse;
    const card = backend.restaurant(first, koramangala);
    expect(near.data.favourites).toEqual([
      { restaurantId: first, savedAt: expect.any(String), restaurant: await card },
    ]);
    expect(near.data.favourites[0]?.restaurant?.info.avgRatingString).toMatch(/^\d\.\d$/);
    const far = (await list(user, { lat: 28.6139, lng: 77.209 })).body as unknown as FavouritesResponse;
    expect(far.data.favourites[0]?.restaurant?.info.sla.deliveryTime).toBeGreaterThan(
      near.data.favourites[0]?.restaurant?.info.sla.deliveryTime ?? Infinity,
    );
  });

  it('removes one; removing one that is not yours is a 404 and changes nothing', async () => {
    const mine = await newUser();
    const theirs = await newUser();
    await add(mine, first);
    await add(theirs, second);
    expect(await remove(mine, second)).toEqual({
      status: 404,
      body: { message: favouriteMessages.notFavourite, error: favouriteMessages.notFavourite },
    });
    expect((await list(theirs)).body).toMatchObject({ data: { favourites: [{ restaurantId: second }] } });
    expect((await remove(mine, first)).body).toEqual({ favourites: [] });
  });

  it('refuses an unknown restaurant (404), a bad id (400) and a visitor (401)', async () => {
    const user = await newUser();
    expect((await add(user, '999999999')).status).toBe(404);
    const bad = await add(user, 'not an id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Bad Request: restaurantId: /);
    expect(await remove(null, first)).toMatchObject({ status: 401, body: { message: favouriteMessages.signIn } });
    expect((await list(null)).status).toBe(401);
    expect((await call(routes.list.GET, 'favourites', { user, query: { lat: 'x', lng: '77' } })).status).toBe(400);
  });
});
