/**
 * Every /api endpoint answers its errors with one body, `{ message, error }` carrying the same
 * non-empty text: methods it refuses, bad query or body, no session, and a database outage (503).
 */
import type { APIContext, APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { findSessionUser, getSessionUser, startSession } from '#src/server/accounts/session.ts';
import { createCartService } from '#src/server/cart/cart.ts';
import { createCartRoutes } from '#src/server/cart/routes.ts';
import type { Db } from '#src/server/db/db.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { outageMessage } from '#src/server/http/endpoint.ts';
import { createStack } from './identityHarness.ts';

type PageModule = Record<string, unknown> & { ALL: APIRoute };
const pages = import.meta.glob<PageModule>('../../src/pages/api/*.ts', { eager: true });
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const diner: SessionUser = {
  userId: 'user-1',
  phone: '+919876543210',
  name: 'Asha Rao',
  email: 'asha@example.in',
  database: 'db_1',
};

function page(name: string): PageModule {
  const found = pages[`../../src/pages/api/${name}.ts`];
  if (!found) throw new Error(`no page ${name}`);
  return found;
}

interface Call {
  method?: string;
  query?: string;
  body?: string;
  locals?: Partial<App.Locals>;
}

/** Calls a route with a context as the middleware leaves it. */
async function call(route: APIRoute, path: string, options: Call = {}): Promise<Response> {
  const url = new URL(`http://127.0.0.1:4321/api/${path}${options.query ?? ''}`);
  const method = options.method ?? 'GET';
  const request = new Request(url, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: options.body ?? '{}' }),
  });
  const context = {
    request,
    url,
    params: {},
    locals: { user: null, clientAddress: '127.0.0.1', ...options.locals },
  } as unknown as APIContext;
  return route(context);
}

/** The one error body: exactly `message` and `error`, the same non-empty text. */
async function expectErrorBody(response: Response, status: number, label: string): Promise<string> {
  expect(response.status, label).toBe(status);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort(), label).toEqual(['error', 'message']);
  expect(typeof body.message, label).toBe('string');
  expect(String(body.message).length, label).toBeGreaterThan(0);
  expect(body.error, label).toBe(body.message);
  expect(String(body.message), label).not.toMatch(/\n\s+at /);
  return String(body.message);
}

const served: Record<string, 'GET' | 'POST'> = {
  address: 'GET',
  collection: 'GET',
  favourites: 'GET',
  getcart: 'GET',
  health: 'GET',
  me: 'GET',
  menu: 'GET',
  pre_search: 'GET',
  restaurants: 'GET',
  search: 'GET',
  search_restaurants: 'GET',
  searched_restaurant: 'GET',
  single_restaurant: 'GET',
  addFavourite: 'POST',
  addToCart: 'POST',
  clearCart: 'POST',
  create_user: 'POST',
  login: 'POST',
  logout: 'POST',
  language: 'POST',
  removeCart: 'POST',
  removeFavourite: 'POST',
  update: 'POST',
  update_profile: 'POST',
  sync_sessions: 'POST',
};

/** A second method a page module serves beside its first (`routesOf`). */
const alsoServed: Record<string, readonly string[]> = { me: ['PATCH'] };

/** The endpoints that need a signed-in diner. */
const sessionEndpoints = [
  'getcart',
  'addToCart',
  'removeCart',
  'clearCart',
  'me',
  'favourites',
  'addFavourite',
  'removeFavourite',
  'update_profile',
  'sync_sessions',
];

describe('every /api endpoint: one error body', () => {
  it('knows every page module under src/pages/api', () => {
    const names = Object.keys(pages)
      .map((path) => path.replace(/^.*\/(.+)\.ts$/, '$1'))
      .filter((name) => name !== '[...rest]');
    expect(names.sort()).toEqual(Object.keys(served).sort());
  });

  it.each(Object.entries(served))('%s refuses every other method with 405 { message, error }', async (name, method) => {
    const module = page(name);
    const allowed = [method, ...(alsoServed[name] ?? [])];
    for (const served of allowed) expect(typeof module[served]).toBe('function');
    for (const other of methods.filter((m) => !allowed.includes(m))) {
      const response = await call(module.ALL, name, { method: other });
      await expectErrorBody(response, 405, `${other} ${name}`);
      expect(response.headers.get('allow')).toBe(allowed.join(', '));
    }
  });

  it.each([
    ['address', ''],
    ['address', '?lat=abc&lng=77.6'],
    ['collection', '?lat=12.9&lng=77.6'],
    ['menu', '?lat=12.9&lng=77.6'],
    ['pre_search', '?lat=0x0C&lng=77.6'],
    ['restaurants', '?lat=12.9'],
    ['search', ''],
    ['search_restaurants', '?lat=12.9&lng=77.6&str=a&str=b'],
    ['searched_restaurant', '?lat=12.9&lng=77.6'],
    ['single_restaurant', '?lat=1.29e1&lng=77.6&str=dosa'],
    ['getcart', ''],
  ])('%s answers a bad query %j with 400 naming the field', async (name, query) => {
    const message = await expectErrorBody(
      await call(page(name).GET as APIRoute, name, { query, locals: { user: diner } }),
      400,
      `${name}${query}`,
    );
    expect(message).toMatch(/^Bad Request: [a-z_]+[:.]/i);
  });

  it.each([
    ['update', 'not json'],
    ['update', '{"lat":"x"}'],
    ['addToCart', '{"cart":[]}'],
    ['removeCart', '{'],
    ['clearCart', '[]'],
    ['addFavourite', '{"restaurantId":[]}'],
    ['removeFavourite', '{'],
  ])('%s answers a bad body %j with 400', async (name, body) => {
    const message = await expectErrorBody(
      await call(page(name).POST as APIRoute, name, { method: 'POST', body, locals: { user: diner } }),
      400,
      `${name} ${body}`,
    );
    expect(message).toMatch(/^Bad Request: /);
  });

  it('the account endpoints answer a bad body with 400 { message, error }', async () => {
    const testDb = await openTestDb();
    try {
      const { dispatch } = createStack(testDb.db);
      for (const [path, body] of [
        ['/api/login', '{"phone":'],
        ['/api/login', '{"phone":12}'],
        ['/api/create_user', '{"name":""}'],
      ] as const) {
        const response = await dispatch(
          new Request(`http://127.0.0.1:4321${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          }),
        );
        await expectErrorBody(response, 400, `${path} ${body}`);
      }
      const crossSite = await dispatch(
        new Request('http://127.0.0.1:4321/api/logout', {
          method: 'POST',
          headers: { origin: 'https://evil.example' },
        }),
      );
      await expectErrorBody(crossSite, 403, 'cross-origin logout');
    } finally {
      await testDb.cleanup();
    }
    // Opening PGlite takes seconds on a busy machine.
  }, 60_000);

  it.each(sessionEndpoints)('%s answers 401 { message, error } without a session', async (name) => {
    const method = served[name] ?? 'GET';
    await expectErrorBody(
      await call(page(name)[method] as APIRoute, name, { method, query: '?database=db_1' }),
      401,
      name,
    );
  });

  it.each(sessionEndpoints)('%s answers 503, not 401, when the session lookup failed', async (name) => {
    const method = served[name] ?? 'GET';
    const message = await expectErrorBody(
      await call(page(name)[method] as APIRoute, name, {
        method,
        query: '?database=db_1',
        locals: { sessionLookupFailed: true },
      }),
      503,
      name,
    );
    expect(message).toBe(outageMessage);
  });

  it('an unknown /api path is a 404 { message, error } for every method', async () => {
    for (const method of methods)
      await expectErrorBody(await call(page('[...rest]').ALL, 'nope', { method }), 404, method);
  });
});

describe('a database outage is a 503 on the cart, the account endpoints and /api/me', () => {
  let closed: TestDb;
  let live: TestDb;
  let user: SessionUser;
  let token: string;

  /** A PostgreSQL that refuses connections, as pg reports it. */
  const refused: Db = {
    kind: 'postgres',
    query: () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    exec: () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    transaction: () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    close: async () => {},
    listen: () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
  };
  const outages: Array<[string, () => Db]> = [
    ['a refused PostgreSQL connection', () => refused],
    ['a stopped PGlite', () => closed.db],
  ];

  beforeAll(async () => {
    live = await openTestDb();
    user = { ...diner, userId: `user-outage-${Date.now()}` };
    await live.db.query(
      'INSERT INTO users (id, phone, name, email, database, created_at) VALUES ($1, $2, $3, $4, $5, now())',
      [user.userId, user.phone, user.name, user.email, user.database],
    );
    token = await startSession(live.db, user.userId, new Date());
    closed = await openTestDb();
    await closed.db.close();
  });

  afterAll(async () => {
    await live?.cleanup();
    await closed?.cleanup().catch(() => {});
  });

  it.each(outages)('the cart routes answer 503 on %s', async (_name, db) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes = createCartRoutes(async () =>
      createCartService({
        db: db(),
        lookupDish: async () => ({
          dish: { id: '1', name: 'Masala Dosa', restaurantId: '100001', price: 12_900, isVeg: true },
          restaurant: {
            id: '100001',
            name: 'Dosa Corner',
            areaName: 'Indiranagar',
            cloudinaryImageId: 'r-100001',
            href: '/restaurants/dosa-corner-indiranagar-bangalore-100001',
          },
        }),
      }),
    );
    const session = { locals: { user } };
    const replies = [
      await call(routes.getCart.GET, 'getcart', { query: `?database=${user.database}`, ...session }),
      await call(routes.addToCart.POST, 'addToCart', {
        method: 'POST',
        body: JSON.stringify({
          number: user.phone,
          database: user.database,
          userId: user.userId,
          cart: { id: '1', restaurantId: '100001' },
        }),
        ...session,
      }),
      await call(routes.removeCart.POST, 'removeCart', {
        method: 'POST',
        body: JSON.stringify({ number: user.phone, database: user.database, id: '1' }),
        ...session,
      }),
      await call(routes.clearCart.POST, 'clearCart', {
        method: 'POST',
        body: JSON.stringify({ number: user.phone, database: user.database }),
        ...session,
      }),
    ];
    for (const reply of replies) expect(await expectErrorBody(reply, 503, 'cart')).toBe(outageMessage);
    log.mockRestore();
  });

  it.each(outages)('login, create_user, logout and /api/me answer 503 on %s', async (_name, db) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const account = { id: user.userId, phone: user.phone, name: user.name, email: user.email };
    const { dispatch } = createStack(db(), {
      verifier: {
        verify: async () => account,
        verifySession: async () => account,
        endSession: async () => {},
        liveSessionIds: async () => null,
      },
    });
    const headers = { 'content-type': 'application/json', cookie: `thalify_session=${token}` };
    const requests = [
      new Request('http://127.0.0.1:4321/api/login', {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone: user.phone, updatedUser: { jwt: 'j' } }),
      }),
      new Request('http://127.0.0.1:4321/api/create_user', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Asha', email: 'asha@example.in', phone: user.phone, updatedUser: { jwt: 'j' } }),
      }),
      new Request('http://127.0.0.1:4321/api/logout', { method: 'POST', headers, body: '{}' }),
      new Request('http://127.0.0.1:4321/api/me', { headers }),
    ];
    for (const request of requests)
      expect(await expectErrorBody(await dispatch(request), 503, request.url)).toBe(outageMessage);
    log.mockRestore();
  });

  it.each(outages)(
    'the middleware\'s session lookup reports %s instead of answering "signed out"',
    async (_name, db) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const request = new Request('http://127.0.0.1:4321/api/me', { headers: { cookie: `thalify_session=${token}` } });
      await expect(findSessionUser(request, { db: db(), production: false })).rejects.toThrow();
      expect(await getSessionUser(request, { db: db(), production: false })).toBeNull();
      expect(await findSessionUser(request, { db: live.db, production: false })).toMatchObject({ userId: user.userId });
      log.mockRestore();
    },
  );
});
