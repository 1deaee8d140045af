// Every API endpoint fed malformed, oversized, wrongly typed and hostile input: never a 5xx,
// never a hang, every answer JSON (with an error message when it is a refusal).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pool } from '../../scripts/lib/pool.mjs';
import { diner, restaurantWithDishes, start, type Diner, type Server } from './harness';

let server: Server;
let signedIn: Diner;
const runs = Number(process.env.FUZZ_RUNS) || 40;

beforeAll(async () => {
  server = await start({ OTP_MAX_REQUESTS_PER_IP: '1000' });
  signedIn = await diner(server, 'Fuzz Diner');
});
afterAll(() => server?.stop());

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '0x1F',
    '12.9,77.6',
    '99999999999999999999',
    'null',
    'undefined',
    '[]',
    '{}',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\u0000',
    '{{7*7}}',
    'biryani',
  ),
  fc.double().map(String),
  fc.integer().map(String),
  fc.string({ minLength: 3000, maxLength: 6000 }),
);

const getEndpoints: Record<string, string[]> = {
  '/api/restaurants': ['lat', 'lng', 'filters', 'sortBy', 'facets', 'cuisine', 'page_type', 'is-seo-homepage-enabled'],
  '/api/search': ['search'],
  '/api/address': ['place_id', 'latlng', 'lat', 'lng'],
  '/api/pre_search': ['lat', 'lng'],
  '/api/search_restaurants': ['lat', 'lng', 'str'],
  '/api/single_restaurant': ['lat', 'lng', 'str'],
  '/api/searched_restaurant': ['lat', 'lng', 'restaurantId', 'query'],
  '/api/menu': ['lat', 'lng', 'restaurantId', 'query'],
  '/api/collection': ['lat', 'lng', 'collection', 'tags', 'type', 'offset', 'page_type'],
  '/api/getcart': ['database'],
  '/api/me': [],
  '/api/orders': [],
  '/api/addresses': [],
};

const postEndpoints: Record<string, string[]> = {
  '/api/update': ['lat', 'lng', 'nextOffset', 'widgetOffset', 'filters', 'seoParams', 'page_type', '_csrf'],
  '/api/addToCart': ['number', 'cart', 'database', 'userId', 'replace'],
  '/api/removeCart': ['number', 'id', 'database'],
  '/api/clearCart': ['number', 'database'],
  '/api/create_user': ['name', 'email', 'phone', 'updatedUser'],
  '/api/login': ['phone', 'updatedUser'],
  '/api/logout': [],
  '/api/orders': ['addressId', 'paymentMethod', 'couponCode', 'expectedTotal'],
  '/api/checkout/quote': ['addressId', 'couponCode'],
  '/api/addresses': [
    'label',
    'flat',
    'floor',
    'area',
    'placeId',
    'lat',
    'lng',
    'landmark',
    'instructions',
    'makeDefault',
  ],
};

async function expectJsonAnswer(response: Response, what: string): Promise<void> {
  const text = await response.text();
  expect(response.status, `${what} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(response.headers.get('content-type') ?? '', what).toContain('application/json');
  const body = JSON.parse(text) as Record<string, unknown>;
  if (response.status >= 400)
    expect(typeof (body.error ?? body.message), `${what}: ${text.slice(0, 200)}`).toBe('string');
}

describe('fuzzing the API', () => {
  for (const [path, keys] of Object.entries(getEndpoints)) {
    it(`GET ${path} answers every query with JSON, never a 5xx`, async () => {
      const query = fc.dictionary(fc.constantFrom(...keys, 'x', 'lat'), hostile, { maxKeys: 6 });
      await fc.assert(
        fc.asyncProperty(query, fc.boolean(), async (params, withSession) => {
          const search = new URLSearchParams(params).toString();
          const response = await fetch(`${server.origin}${path}?${search}`, {
            headers: withSession ? { cookie: signedIn.cookie } : {},
            signal: AbortSignal.timeout(8000),
          });
          await expectJsonAnswer(response, `GET ${path}?${search.slice(0, 200)}`);
        }),
        { numRuns: runs, endOnFailure: true },
      );
    });
  }

  const jsonish = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.anything({ maxDepth: 2 }).map((v) => {
      try {
        return JSON.parse(JSON.stringify(v) ?? 'null');
      } catch {
        return null;
      }
    }),
  );
  for (const [path, keys] of Object.entries(postEndpoints)) {
    it(`POST ${path} answers every body with JSON, never a 5xx`, async () => {
      const record = fc.dictionary(fc.constantFrom(...keys, 'x'), fc.oneof(jsonish, hostile), { maxKeys: 8 });
      const body = fc.oneof(
        record.map((r) => ({ type: 'application/json', text: JSON.stringify(r) })),
        jsonish.map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' })),
        fc.string({ maxLength: 200 }).map((text) => ({ type: 'application/json', text: `{${text}` })),
        fc.string({ maxLength: 100 }).map((text) => ({ type: 'text/plain', text })),
        fc.constant({ type: 'application/json', text: JSON.stringify({ padding: 'x'.repeat(200_000) }) }),
      );
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async ({ type, text }, withSession) => {
          const response = await fetch(`${server.origin}${path}`, {
            method: 'POST',
            headers: { 'content-type': type, ...(withSession ? { cookie: signedIn.cookie } : {}) },
            body: text,
            signal: AbortSignal.timeout(8000),
          });
          await expectJsonAnswer(response, `POST ${path} ${text.slice(0, 120)}`);
        }),
        { numRuns: runs, endOnFailure: true },
      );
    });
  }

  it('answers methods an endpoint does not serve with 405 JSON', async () => {
    for (const path of [...Object.keys(getEndpoints), ...Object.keys(postEndpoints)]) {
      const method = Object.keys(getEndpoints).includes(path) ? 'PUT' : 'DELETE';
      const response = await fetch(`${server.origin}${path}`, { method, signal: AbortSignal.timeout(8000) });
      expect(response.status, `${method} ${path}`).toBe(405);
      await expectJsonAnswer(response, `${method} ${path}`);
    }
  });

  it('the identity service answers junk with Appwrite errors, never a 5xx', async () => {
    const path = fc.constantFrom(
      '/v1/account/tokens/phone',
      '/v1/account/sessions/token',
      '/v1/account/sessions/phone',
      '/v1/account',
      '/v1/account/jwts',
      '/v1/account/sessions/current',
      '/v1/account/prefs',
    );
    await fc.assert(
      fc.asyncProperty(
        path,
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostile),
        async (p, method, value) => {
          const response = await fetch(`${server.origin}${p}`, {
            method,
            headers: { 'content-type': 'application/json', 'x-appwrite-project': 'thalify' },
            ...(method === 'GET' ? {} : { body: typeof value === 'string' ? value : JSON.stringify(value) }),
            signal: AbortSignal.timeout(8000),
          });
          const text = await response.text();
          // 501 is the service's honest 'route not supported'; anything else 5xx is a fault.
          expect(
            response.status === 501 || response.status < 500,
            `${method} ${p} → ${response.status} ${text.slice(0, 200)}`,
          ).toBe(true);
          if (response.status >= 400) expect(JSON.parse(text)).toHaveProperty('message');
        },
      ),
      { numRuns: runs * 2, endOnFailure: true },
    );
  });

  it('every Object.prototype name and __proto__, in every text parameter and as a name, never gets a 5xx', async () => {
    const names = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
    const values = names.flatMap((name) => [name, name.toLowerCase(), `${name} biryani`]);
    const { restaurantId, dishIds } = await restaurantWithDishes(server, 1);
    // Valid values for the other parameters, so that each hostile one reaches the code behind the checks.
    const valid: Record<string, string> = {
      lat: '12.92614',
      lng: '77.62211',
      restaurantId,
      str: 'biryani',
      search: 'biryani',
      query: 'biryani',
      place_id: 'x',
      latlng: '12.92614,77.62211',
      database: signedIn.user.database,
      collection: '83639',
      type: 'rcv2',
    };
    // Every input as a request, sent a few at a time: the answers are checked one by one all the same.
    const inputs: { what: string; url: string; init: RequestInit }[] = [];
    const get = (path: string, params: URLSearchParams) =>
      inputs.push({
        what: `GET ${path}?${params}`,
        url: `${server.origin}${path}?${params}`,
        init: { headers: { cookie: signedIn.cookie } },
      });
    for (const [path, keys] of Object.entries(getEndpoints)) {
      for (const key of keys)
        for (const value of values)
          get(path, new URLSearchParams(keys.map((k) => [k, k === key ? value : (valid[k] ?? '')])));
      for (const name of [...names, '__proto__'])
        get(path, new URLSearchParams([...keys.map((k) => [k, valid[k] ?? '']), [name, 'biryani']]));
    }
    const validBody: Record<string, unknown> = {
      lat: 12.92614,
      lng: 77.62211,
      number: signedIn.user.phone,
      database: signedIn.user.database,
      userId: signedIn.user.userId,
      phone: signedIn.user.phone,
      name: 'Fuzz',
      email: 'f@example.in',
      cart: { id: dishIds[0], restaurantId },
      id: dishIds[0],
      label: 'Home',
      flat: '1 Fuzz Lane',
      area: 'Koramangala',
      paymentMethod: 'cod',
      couponCode: 'SAVE50',
    };
    for (const [path, keys] of Object.entries(postEndpoints)) {
      if (path === '/api/logout') continue;
      const bodies = [
        ...keys.flatMap((key) =>
          values.map((value) => ({ ...Object.fromEntries(keys.map((k) => [k, validBody[k] ?? ''])), [key]: value })),
        ),
        ...names.map((name) => JSON.parse(`{"__proto__": {"${name}": 1}, "${name}": "${name}"}`) as unknown),
        JSON.parse('{"__proto__": "x", "constructor": {"prototype": {"polluted": true}}}') as unknown,
      ];
      for (const body of bodies)
        inputs.push({
          what: `POST ${path} ${JSON.stringify(body).slice(0, 120)}`,
          url: `${server.origin}${path}`,
          init: {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: signedIn.cookie },
            body: JSON.stringify(body),
          },
        });
    }
    let serverErrors = 0;
    await pool(inputs, 6, async (input) => {
      const response = await fetch(input.url, { ...input.init, signal: AbortSignal.timeout(8000) });
      if (response.status >= 500) serverErrors += 1;
      await expectJsonAnswer(response, input.what);
    });
    console.log(`[fuzz] Object.prototype names: ${inputs.length} inputs, ${serverErrors} answers 5xx`);
    expect(serverErrors).toBe(0);
  });

  it('nothing reached the server log as a crash', () => {
    expect(server.log()).not.toMatch(/Internal Server Error|Unhandled|TypeError|RangeError/);
  });
});
