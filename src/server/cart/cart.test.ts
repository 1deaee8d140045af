/**
 * The cart endpoints (GET /api/getcart, POST /api/addToCart, /api/removeCart, /api/clearCart)
 * called as Astro routes with a fake APIContext, over PGlite in a temp dir and a fake catalog.
 * The session decides whose cart it is; prices come from the catalog; quantities never exceed
 * 11 and never lose an update; bad input is a 4xx with `{ error }`, never a 500.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { CartState as ClientCartState } from '#src/stores/areas.ts';
import { getSessionUser, startSession } from '#src/server/accounts/session.ts';
import { billFor } from '#src/server/cart/bill.ts';
import type { CartDish, CartRestaurant, CartState } from '#src/lib/cartTypes.ts';
import {
  cartErrors,
  createCartService,
  maxDishQuantity,
  mismatchError,
  type CartService,
  type DishLookup,
} from '#src/server/cart/cart.ts';
import { createCartRoutes } from '#src/server/cart/routes.ts';
import { openPglite, type Db } from '#src/server/db/db.ts';
import { migrate } from '#src/server/db/migrate.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { maxBodyBytes } from '#src/server/http/http.ts';
import { callRoute, insertDiner } from '#test/routeHarness.ts';

// ------------------------------------------------------------------ fake catalog

const spiceRoute: CartRestaurant = {
  id: '100001',
  name: 'Spice Route',
  areaName: 'Koramangala',
  cloudinaryImageId: 'r-100001',
  href: '/restaurants/spice-route-koramangala-bangalore-100001',
};
const dosaCorner: CartRestaurant = {
  id: '100002',
  name: 'Dosa Corner',
  areaName: 'Indiranagar',
  cloudinaryImageId: 'r-100002',
  href: '/restaurants/dosa-corner-indiranagar-bangalore-100002',
};

const dishes: CartDish[] = [
  {
    id: '10000100001',
    name: 'Paneer Tikka',
    restaurantId: '100001',
    price: 24_900,
    isVeg: true,
    imageId: 'd-paneer-tikka',
    description: 'Smoky cottage cheese.',
  },
  {
    id: '10000100002',
    name: 'Chicken Biryani',
    restaurantId: '100001',
    price: 29_900,
    isVeg: false,
    imageId: 'd-chicken-biryani',
    defaultPrice: 34_900,
  },
  { id: '10000100003', name: 'Dal Makhani', restaurantId: '100001', price: 19_900, isVeg: true },
  { id: '10000100004', name: 'Butter Naan', restaurantId: '100001', price: 5_900, isVeg: true },
  { id: '10000100005', name: 'Gulab Jamun', restaurantId: '100001', price: 8_900, isVeg: true },
  { id: '10000200001', name: 'Masala Dosa', restaurantId: '100002', price: 12_900, isVeg: true },
];
const restaurants = new Map([spiceRoute, dosaCorner].map((r) => [r.id, r]));
/** Dishes the fake catalog has withdrawn (to test lines whose dish is gone). */
const withdrawn = new Set<string>();

const fakeCatalog: DishLookup = async (restaurantId, dishId) => {
  const dish = dishes.find((d) => d.id === dishId && d.restaurantId === restaurantId && !withdrawn.has(d.id));
  const restaurant = restaurants.get(restaurantId);
  return dish && restaurant ? { dish, restaurant } : undefined;
};

const [paneer, biryani, dal, naan, jamun, dosa] = dishes as [
  CartDish,
  CartDish,
  CartDish,
  CartDish,
  CartDish,
  CartDish,
];

// ------------------------------------------------------------------ users and calls

let testDb: TestDb;
let service: CartService;
let routes: ReturnType<typeof createCartRoutes>;

beforeAll(async () => {
  testDb = await openTestDb();
  service = createCartService({ db: testDb.db, lookupDish: fakeCatalog });
  routes = createCartRoutes(async () => service);
});

afterAll(async () => {
  await testDb?.cleanup();
});

beforeEach(() => {
  withdrawn.clear();
});

/** A new storefront account, as sign-up leaves it in the users table. */
const newUser = (db: Db = testDb.db): Promise<SessionUser> => insertDiner(db);
const call = callRoute;

function cartOf(reply: { body: Record<string, unknown> }): CartState {
  return reply.body.cart as CartState;
}

function getCart(user: SessionUser, database = user.database) {
  return call(routes.getCart, 'getcart', { user, query: { database } });
}

/** The spec's add payload, as the client builds it: the dish fields plus restaurantId. */
function addBody(user: SessionUser, dish: CartDish, extra: Record<string, unknown> = {}, replace?: boolean) {
  return {
    number: user.phone,
    database: user.database,
    userId: user.userId,
    cart: { ...dish, ...extra },
    ...(replace === undefined ? {} : { replace }),
  };
}

function add(user: SessionUser, dish: CartDish, extra: Record<string, unknown> = {}, replace?: boolean) {
  return call(routes.addToCart, 'addToCart', { user, body: addBody(user, dish, extra, replace) });
}

function remove(user: SessionUser, dishId: string) {
  return call(routes.removeCart, 'removeCart', {
    user,
    body: { number: user.phone, id: dishId, database: user.database },
  });
}

/** The line a dish without choices makes: the dish, its line id (its own id) and its class. */
function lineOf(dish: CartDish, quantity: number) {
  return { ...dish, quantity, lineId: dish.id, vegClass: dish.isVeg ? 'VEG' : 'NONVEG' };
}

function quantities(cart: CartState): Record<string, number> {
  return Object.fromEntries(cart.documents.map((d) => [d.id, d.quantity]));
}

// ------------------------------------------------------------------ tests

describe('cart: shape', () => {
  it('is empty for a new user: no documents, no restaurant, no bill', async () => {
    const user = await newUser();
    const reply = await getCart(user);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ cart: { total: 0, documents: [], restaurant: null, bill: null } });
  });

  it('matches the client store type (src/stores/areas.ts)', async () => {
    const user = await newUser();
    const cart = cartOf(await add(user, paneer));
    // Fails to compile if the server's CartState drifts from the one the client reads.
    const client: ClientCartState = cart;
    expect(client.documents[0]?.quantity).toBe(1);
  });

  it('returns the dish from the catalog, the restaurant and the bill after an add', async () => {
    const user = await newUser();
    const reply = await add(user, biryani);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      cart: {
        total: 1,
        documents: [lineOf(biryani, 1)],
        restaurant: spiceRoute,
        bill: {
          itemTotal: 29_900,
          deliveryFee: 3_900,
          taxesAndCharges: 500 + 1_520 + 500,
          toPay: 29_900 + 3_900 + 2_520,
        },
      },
    });
    expect(cartOf(await getCart(user))).toEqual(cartOf(reply));
  });

  it('lists documents in the order added', async () => {
    const user = await newUser();
    for (const dish of [dal, paneer, naan, paneer, jamun]) expect((await add(user, dish)).status).toBe(200);
    const cart = cartOf(await getCart(user));
    expect(cart.documents.map((d) => d.id)).toEqual([dal.id, paneer.id, naan.id, jamun.id]);
    expect(cart.bill).toEqual(billFor(cart.documents));
    expect(cart.bill?.deliveryFee).toBe(0);
  });
});

describe('cart: quantities', () => {
  it('adds, increments to 11 and refuses the 12th without changing the count', async () => {
    const user = await newUser();
    for (let i = 1; i <= maxDishQuantity; i++) {
      const reply = await add(user, paneer);
      expect(reply.status).toBe(200);
      expect(quantities(cartOf(reply))[paneer.id]).toBe(i);
    }
    const twelfth = await add(user, paneer);
    expect(twelfth.status).toBe(409);
    expect(twelfth.body).toEqual({ message: cartErrors.quantityCap, error: cartErrors.quantityCap });
    expect(twelfth.body.error).toBe('dish quantity: at most 11 of one dish');
    expect(quantities(cartOf(await getCart(user)))[paneer.id]).toBe(11);
  });

  it('sets the quantity on the search page path, and a quantity of 11 may be set again', async () => {
    const user = await newUser();
    expect(quantities(cartOf(await add(user, dal, { quantity: 4 })))[dal.id]).toBe(4);
    expect(quantities(cartOf(await add(user, dal, { quantity: 2 })))[dal.id]).toBe(2);
    expect(quantities(cartOf(await add(user, dal, { quantity: 11 })))[dal.id]).toBe(11);
    expect(quantities(cartOf(await add(user, dal, { quantity: 11 })))[dal.id]).toBe(11);
    expect((await add(user, dal)).status).toBe(409);
  });

  it('decrements by one and deletes the line at 0', async () => {
    const user = await newUser();
    await add(user, paneer);
    await add(user, paneer);
    await add(user, naan);
    let reply = await remove(user, paneer.id);
    expect(reply.status).toBe(200);
    expect(quantities(cartOf(reply))).toEqual({ [paneer.id]: 1, [naan.id]: 1 });
    reply = await remove(user, paneer.id);
    expect(quantities(cartOf(reply))).toEqual({ [naan.id]: 1 });
    reply = await remove(user, naan.id);
    expect(reply.body).toEqual({ cart: { total: 0, documents: [], restaurant: null, bill: null } });
  });

  it('answers 404 for removing a dish that is not in the cart', async () => {
    const user = await newUser();
    const reply = await remove(user, paneer.id);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: cartErrors.notInCart, error: cartErrors.notInCart });
  });

  it('empties the cart with clearCart', async () => {
    const user = await newUser();
    await add(user, paneer);
    await add(user, dal);
    const reply = await call(routes.clearCart, 'clearCart', {
      user,
      body: { number: user.phone, database: user.database },
    });
    expect(reply.status).toBe(200);
    expect(cartOf(reply).documents).toEqual([]);
    expect(cartOf(await getCart(user)).documents).toEqual([]);
  });
});

describe('cart: prices come from the catalog', () => {
  it('ignores a forged price, name and veg flag', async () => {
    const user = await newUser();
    const reply = await add(user, biryani, {
      price: 1,
      finalPrice: 1,
      name: 'Free Biryani',
      isVeg: true,
      defaultPrice: 2,
    });
    expect(reply.status).toBe(200);
    const [line] = cartOf(reply).documents;
    expect(line).toEqual(lineOf(biryani, 1));
    expect(cartOf(reply).bill?.itemTotal).toBe(29_900);
  });

  it('answers 404 for an unknown dish, an unknown restaurant, or a dish of another restaurant', async () => {
    const user = await newUser();
    for (const cart of [
      { id: '99999999999', restaurantId: '100001' },
      { id: paneer.id, restaurantId: '999999' },
      { id: paneer.id, restaurantId: dosaCorner.id },
    ]) {
      const reply = await call(routes.addToCart, 'addToCart', {
        user,
        body: { number: user.phone, database: user.database, userId: user.userId, cart },
      });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        message: 'cart.id: no such dish at this restaurant',
        error: 'cart.id: no such dish at this restaurant',
      });
    }
    expect(cartOf(await getCart(user)).documents).toEqual([]);
  });

  it('takes a prefixed restaurant id as the menu endpoints do (one id rule)', async () => {
    const user = await newUser();
    const reply = await add(user, paneer, { restaurantId: `rest${spiceRoute.id}` });
    expect(reply.status).toBe(200);
    expect(cartOf(reply).documents).toEqual([lineOf(paneer, 1)]);
    const refused = await add(user, paneer, { restaurantId: 'rest-not-an-id' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Bad Request: cart\.restaurantId: /);
  });

  it('drops a line whose dish the catalog no longer has', async () => {
    const user = await newUser();
    await add(user, paneer);
    await add(user, jamun);
    withdrawn.add(jamun.id);
    expect(quantities(cartOf(await getCart(user)))).toEqual({ [paneer.id]: 1 });
    withdrawn.clear();
    expect(quantities(cartOf(await getCart(user)))).toEqual({ [paneer.id]: 1 });
  });

  it('answers 503 (not 500) when the catalog cannot be asked', async () => {
    const user = await newUser();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = createCartRoutes(async () =>
      createCartService({ db: testDb.db, lookupDish: async () => Promise.reject(new Error('upstream down')) }),
    );
    const reply = await call(broken.addToCart, 'addToCart', { user, body: addBody(user, paneer) });
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ message: cartErrors.catalogDown, error: cartErrors.catalogDown });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('cart: one restaurant per cart', () => {
  it('refuses a dish of another restaurant with 409 and leaves the cart alone', async () => {
    const user = await newUser();
    await add(user, paneer);
    const reply = await add(user, dosa);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      message: 'cart: holds dishes of another restaurant; send replace: true to start a new cart',
      error: 'cart: holds dishes of another restaurant; send replace: true to start a new cart',
    });
    expect(quantities(cartOf(await getCart(user)))).toEqual({ [paneer.id]: 1 });
  });

  it('starts a new cart with replace: true', async () => {
    const user = await newUser();
    await add(user, paneer);
    await add(user, dal);
    const reply = await add(user, dosa, { quantity: 3 }, true);
    expect(reply.status).toBe(200);
    expect(cartOf(reply).documents).toEqual([lineOf(dosa, 3)]);
    expect(cartOf(reply).restaurant).toEqual(dosaCorner);
  });

  it('keeps the cart when replace: true names the same restaurant', async () => {
    const user = await newUser();
    await add(user, paneer);
    const reply = await add(user, dal, {}, true);
    expect(quantities(cartOf(reply))).toEqual({ [paneer.id]: 1, [dal.id]: 1 });
  });

  it('lets concurrent adds of two restaurants end with one restaurant only', async () => {
    const user = await newUser();
    const replies = await Promise.all([add(user, paneer), add(user, dosa), add(user, dal), add(user, dosa)]);
    const cart = cartOf(await getCart(user));
    expect(new Set(cart.documents.map((d) => d.restaurantId)).size).toBe(1);
    expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
  });
});

describe('cart: concurrency', () => {
  it('counts 50 concurrent adds spread over 5 dishes exactly (10 each)', async () => {
    const user = await newUser();
    const five = [paneer, biryani, dal, naan, jamun];
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => add(user, five[i % 5] as CartDish)));
    expect(replies.map((r) => r.status)).toEqual(new Array(50).fill(200));
    expect(quantities(cartOf(await getCart(user)))).toEqual(Object.fromEntries(five.map((d) => [d.id, 10])));
  });

  it('ends 11 concurrent adds of one dish at 11', async () => {
    const user = await newUser();
    const replies = await Promise.all(Array.from({ length: 11 }, () => add(user, naan)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(quantities(cartOf(await getCart(user)))).toEqual({ [naan.id]: 11 });
  });

  it('acknowledges exactly 11 of 50 concurrent adds of one dish and refuses 39', async () => {
    const user = await newUser();
    const replies = await Promise.all(Array.from({ length: 50 }, () => add(user, jamun)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(11);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(39);
    for (const r of refused) expect(r.body).toEqual({ message: cartErrors.quantityCap, error: cartErrors.quantityCap });
    expect(quantities(cartOf(await getCart(user)))).toEqual({ [jamun.id]: 11 });
  });

  it('keeps concurrent adds and removes consistent', async () => {
    const user = await newUser();
    for (let i = 0; i < 6; i++) await add(user, dal);
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () => add(user, dal)),
      ...Array.from({ length: 5 }, () => remove(user, dal.id)),
    ]);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(quantities(cartOf(await getCart(user)))).toEqual({ [dal.id]: 5 });
  });

  it('counts adds from a second server process on the same database', async () => {
    const user = await newUser();
    const other = createCartRoutes(async () =>
      createCartService({ db: await testDb.another(), lookupDish: fakeCatalog }),
    );
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 ? other.addToCart : routes.addToCart, 'addToCart', { user, body: addBody(user, biryani) }),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(quantities(cartOf(await getCart(user)))).toEqual({ [biryani.id]: 10 });
  });
});

describe('cart: authorisation', () => {
  it('answers 401 without a session on every route', async () => {
    const user = await newUser();
    const anonymous = [
      await call(routes.getCart, 'getcart', { query: { database: user.database } }),
      await call(routes.addToCart, 'addToCart', { body: addBody(user, paneer) }),
      await call(routes.removeCart, 'removeCart', {
        body: { number: user.phone, id: paneer.id, database: user.database },
      }),
      await call(routes.clearCart, 'clearCart', { body: { number: user.phone, database: user.database } }),
    ];
    for (const reply of anonymous) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Sign in to use the cart', error: 'Sign in to use the cart' });
    }
  });

  it("refuses to read or write another user's cart by passing its ids (403)", async () => {
    const asha = await newUser();
    const ravi = await newUser();
    await add(ravi, paneer);
    await add(ravi, paneer);
    const before = cartOf(await getCart(ravi));

    const read = await getCart(asha, ravi.database);
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ message: mismatchError('database'), error: mismatchError('database') });

    const forged = [
      await call(routes.addToCart, 'addToCart', { user: asha, body: { ...addBody(asha, dal), userId: ravi.userId } }),
      await call(routes.addToCart, 'addToCart', {
        user: asha,
        body: { ...addBody(asha, dal), database: ravi.database },
      }),
      await call(routes.addToCart, 'addToCart', { user: asha, body: { ...addBody(asha, dal), number: ravi.phone } }),
      await call(routes.removeCart, 'removeCart', {
        user: asha,
        body: { number: ravi.phone, id: paneer.id, database: ravi.database },
      }),
      await call(routes.removeCart, 'removeCart', {
        user: asha,
        body: { number: asha.phone, id: paneer.id, database: ravi.database },
      }),
      await call(routes.clearCart, 'clearCart', { user: asha, body: { number: ravi.phone, database: asha.database } }),
    ];
    expect(forged.map((r) => r.body.error)).toEqual([
      'userId: does not match the signed-in user',
      'database: does not match the signed-in user',
      'number: does not match the signed-in user',
      'database: does not match the signed-in user',
      'database: does not match the signed-in user',
      'number: does not match the signed-in user',
    ]);
    for (const reply of forged) expect(reply.status).toBe(403);
    expect(cartOf(await getCart(ravi))).toEqual(before);
    expect(cartOf(await getCart(asha)).documents).toEqual([]);
  });

  it('uses the user the session cookie proves', async () => {
    const user = await newUser();
    const token = await startSession(testDb.db, user.userId, new Date());
    const request = new Request('http://localhost:4321/api/getcart', {
      headers: { cookie: `thalify_session=${token}` },
    });
    const sessionUser = await getSessionUser(request, { db: testDb.db, production: false });
    expect(sessionUser).toEqual(user);
    expect((await add(sessionUser as SessionUser, naan)).status).toBe(200);
    expect(quantities(cartOf(await getCart(user)))).toEqual({ [naan.id]: 1 });
  });

  it('answers 401 for a session whose account is gone', async () => {
    const ghost: SessionUser = {
      userId: 'no-such-user',
      phone: '+919000000000',
      name: 'Ghost',
      email: 'g@example.in',
      database: 'db-ghost',
    };
    const reply = await add(ghost, paneer);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: cartErrors.signIn, error: cartErrors.signIn });
  });
});

describe('cart: bad input is a 4xx with { error }, never a 500', () => {
  let user: SessionUser;
  beforeAll(async () => {
    user = await newUser();
  });

  const addCases: [string, unknown, number][] = [
    ['missing cart', { cart: undefined }, 400],
    ['empty userId', { userId: '', cart: { id: '10000100001', restaurantId: '100001' } }, 400],
    ['missing cart.id', { cart: { restaurantId: '100001' } }, 400],
    ['missing cart.restaurantId', { cart: { id: '10000100001' } }, 400],
    ['cart.id a number', { cart: { id: 10000100001, restaurantId: '100001' } }, 400],
    ['cart an array', { cart: [] }, 400],
    ['cart a string', { cart: 'paneer' }, 400],
    ['quantity 0', { cart: { id: '10000100001', restaurantId: '100001', quantity: 0 } }, 400],
    ['quantity 12', { cart: { id: '10000100001', restaurantId: '100001', quantity: 12 } }, 400],
    ['quantity 2.5', { cart: { id: '10000100001', restaurantId: '100001', quantity: 2.5 } }, 400],
    ['quantity "3"', { cart: { id: '10000100001', restaurantId: '100001', quantity: '3' } }, 400],
    ['quantity -1', { cart: { id: '10000100001', restaurantId: '100001', quantity: -1 } }, 400],
    ['replace "yes"', { cart: { id: '10000100001', restaurantId: '100001' }, replace: 'yes' }, 400],
    ['id with odd characters', { cart: { id: "1' OR 1=1 --", restaurantId: '100001' } }, 400],
  ];

  it.each(addCases)('addToCart: %s', async (_name, patch, status) => {
    const base = { number: user.phone, database: user.database, userId: user.userId };
    const body = { ...base, ...(patch as object) };
    const reply = await call(routes.addToCart, 'addToCart', { user, body });
    expect(reply.status).toBe(status);
    expect(typeof reply.body.error).toBe('string');
  });

  it('names the field that failed', async () => {
    const reply = await call(routes.addToCart, 'addToCart', { user, body: addBody(user, paneer, { quantity: 12 }) });
    expect(reply.body.error).toBe('Bad Request: cart.quantity: must be at most 11');
    const missing = await call(routes.addToCart, 'addToCart', {
      user,
      body: { cart: { id: paneer.id, restaurantId: paneer.restaurantId } },
    });
    expect(missing.status).toBe(400);
    expect(String(missing.body.error)).toContain('number:');
  });

  it.each([
    ['non-JSON', 'not json', 'application/json', 400],
    ['truncated JSON', '{"number":', 'application/json', 400],
    ['JSON null', 'null', 'application/json', 400],
    ['JSON array', '[]', 'application/json', 400],
    ['form content-type', 'number=1', 'application/x-www-form-urlencoded', 415],
    ['oversized body', JSON.stringify({ pad: 'x'.repeat(maxBodyBytes + 1) }), 'application/json', 413],
  ])('addToCart, removeCart and clearCart: %s', async (_name, raw, contentType, status) => {
    for (const [route, path] of [
      [routes.addToCart, 'addToCart'],
      [routes.removeCart, 'removeCart'],
      [routes.clearCart, 'clearCart'],
    ] as const) {
      const reply = await call(route, path, { user, raw, contentType });
      expect(reply.status).toBe(status);
      expect(typeof reply.body.error).toBe('string');
    }
  });

  it.each([
    ['missing id', { number: '+919876500000', database: 'x' }],
    ['id an object', { number: '+919876500000', id: { $ne: 1 }, database: 'x' }],
    ['number a number', { number: 919876500000, id: '1', database: 'x' }],
  ])('removeCart: %s', async (_name, body) => {
    const reply = await call(routes.removeCart, 'removeCart', { user, body });
    expect(reply.status).toBe(400);
    expect(typeof reply.body.error).toBe('string');
  });

  it('getcart: missing or repeated database', async () => {
    const missing = await call(routes.getCart, 'getcart', { user });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Bad Request: database: must be a string');
    const url = `getcart?database=${encodeURIComponent(user.database)}&database=x`;
    const repeated = await call(routes.getCart, url, { user });
    expect(repeated.status).toBe(400);
  });
});

describe('cart: the page modules', () => {
  it('answer 405 for other methods and 401 without a session', async () => {
    const pages = [
      [await import('#src/pages/api/getcart.ts'), 'GET'],
      [await import('#src/pages/api/addToCart.ts'), 'POST'],
      [await import('#src/pages/api/removeCart.ts'), 'POST'],
      [await import('#src/pages/api/clearCart.ts'), 'POST'],
    ] as const;
    for (const [page, method] of pages) {
      const wrong = await call(page.ALL, 'x', { method: method === 'GET' ? 'DELETE' : 'GET' });
      expect(wrong.status).toBe(405);
      const route = (page as Record<string, unknown>)[method] as APIRoute;
      const anonymous = await call(route, 'x', method === 'GET' ? { query: { database: 'x' } } : { body: {} });
      expect(anonymous.status).toBe(401);
    }
  });
});

describe('cart: durability', () => {
  it('survives a restart of the database: close PGlite, reopen the same data dir, nothing lost', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'thalify-cart-'));
    try {
      let db = await openPglite(dir);
      await migrate(db);
      const user = await newUser(db);
      let local = createCartRoutes(async () => createCartService({ db, lookupDish: fakeCatalog }));
      for (const dish of [paneer, paneer, paneer, dal, biryani])
        await call(local.addToCart, 'addToCart', { user, body: addBody(user, dish) });
      const before = cartOf(await call(local.getCart, 'getcart', { user, query: { database: user.database } }));
      await db.close();

      db = await openPglite(dir);
      await migrate(db);
      local = createCartRoutes(async () => createCartService({ db, lookupDish: fakeCatalog }));
      const after = cartOf(await call(local.getCart, 'getcart', { user, query: { database: user.database } }));
      expect(after).toEqual(before);
      expect(quantities(after)).toEqual({ [paneer.id]: 3, [dal.id]: 1, [biryani.id]: 1 });
      await db.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Two opens of a durable PGlite (every file flushed at creation): seconds each.
  }, 90_000);
});
