/**
 * The cart's choices fuzzed over HTTP: the cart routes and the sign-in endpoints on a real
 * node:http server, the generated catalog's customisable dishes, a diner signed in through the
 * identity service with the `appwrite` SDK. Choice ids of other dishes and other restaurants,
 * duplicates, too many or too few, sold-out choices, garbage types, huge lists and long strings:
 * every refusal is a 4xx whose message names the field in words, none is a 5xx, a refused call
 * leaves the cart as it was, and every line the cart accepts is priced from the catalog.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartState } from '#src/lib/cartTypes.ts';
import type { Dish } from '#src/lib/catalogTypes.ts';
import { checkChoices, choiceGroups, vegClassOf } from '#src/lib/dishChoices.ts';
import { priceOf } from '#src/lib/money.ts';
import { findSessionUser } from '#src/server/accounts/session.ts';
import { createCartService } from '#src/server/cart/cart.ts';
import { backendDishLookup } from '#src/server/cart/catalogDishes.ts';
import { createCartRoutes } from '#src/server/cart/routes.ts';
import { createLocalBackend } from '#src/server/catalog/backend.ts';
import { restaurantId } from '#src/server/catalog/generator.ts';
import { restaurantDishes } from '#src/server/catalog/menu.ts';
import { catalog, data } from '#test/catalog/catalogFixture.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import {
  callModule,
  createStack,
  Device,
  installBrowserGlobals,
  nextPhone,
  serve,
  signIn,
  type Dispatch,
  type TestServer,
} from './identityHarness.ts';

const runs = Number(process.env.FUZZ_RUNS) || 150;
const optionIds = (dish: Dish) => choiceGroups(dish).flatMap((g) => g.options.map((o) => o.id));
const soldOutIds = (dish: Dish) =>
  choiceGroups(dish).flatMap((g) => g.options.filter((o) => !o.inStock).map((o) => o.id));

/** A restaurant with at least two customisable dishes, one of them with a choice sold out. */
function kitchen(from: number): { r: number; target: Dish; others: Dish[] } {
  for (let r = from; r < from + 2000; r++) {
    const customisable = restaurantDishes(data, r).filter((dish) => choiceGroups(dish).length > 0);
    const target = customisable.find((dish) => soldOutIds(dish).length > 0);
    if (target && customisable.length > 1) return { r, target, others: customisable.filter((d) => d !== target) };
  }
  throw new Error('the catalog has no customisable dish with a choice sold out');
}

const home = kitchen(0);
const away = kitchen(home.r + 1);
const homeId = restaurantId(home.r);
const awayId = restaurantId(away.r);
const dishesById = new Map(
  [...restaurantDishes(data, home.r), ...restaurantDishes(data, away.r)].map((d) => [d.id, d]),
);

let testDb: TestDb;
let server: TestServer;
let uninstall: (() => void) | undefined;
let cookie = '';
let diner: { phone: string; database: string; userId: string };
const statuses: number[] = [];

beforeAll(async () => {
  testDb = await openTestDb();
  const { db } = testDb;
  const backend = createLocalBackend(catalog, 'fuzz-secret');
  const service = createCartService({
    db,
    lookupDish: backendDishLookup(() => backend),
    catalogVersion: () => backend.version,
  });
  const cart = createCartRoutes(async () => service);
  const stack = createStack(db);
  const routes: Record<string, Parameters<typeof callModule>[0]> = {
    '/api/getcart': cart.getCart,
    '/api/addToCart': cart.addToCart,
    '/api/removeCart': cart.removeCart,
    '/api/clearCart': cart.clearCart,
  };
  const dispatch: Dispatch = async (request) => {
    const module = routes[new URL(request.url).pathname];
    if (!module) return stack.dispatch(request);
    return callModule(module, request, { user: await findSessionUser(request, { db, production: false }) });
  };
  server = await serve(dispatch);
  uninstall = installBrowserGlobals();
  // Signed in as a diner is: an OTP session with the SDK, its JWT, sign-up, the session cookie.
  const phone = nextPhone();
  const device = new Device(server.origin);
  await signIn(stack, device, phone);
  const { jwt } = await device.run((account) => account.createJWT());
  const signUp = await post('/api/create_user', {
    name: 'Fuzz Diner',
    email: 'f@example.in',
    phone,
    updatedUser: { jwt },
  });
  expect(signUp.status).toBe(201);
  cookie = (signUp.headers.getSetCookie().find((c) => c.startsWith('thalify_session=')) ?? '').split(';')[0] ?? '';
  diner = ((await signUp.json()) as { user: typeof diner }).user;
}, 120_000);

afterAll(async () => {
  uninstall?.();
  await server?.close();
  await testDb?.cleanup();
  const count = (test: (s: number) => boolean) => statuses.filter(test).length;
  console.info(
    `[fuzz] cart choices: ${statuses.length} answers, ${count((s) => s === 200)} 200, ${count((s) => s >= 400 && s < 500)} 4xx, ${count((s) => s >= 500)} 5xx`,
  );
});

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function cartNow(): Promise<CartState> {
  const reply = await fetch(`${server.origin}/api/getcart?database=${encodeURIComponent(diner.database)}`, {
    headers: { cookie },
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { cart: CartState }).cart;
}

// A reason a diner reads: words after the field, never a stack, a type dump or an empty value.
const fieldReason = /^(Bad Request: )?[A-Za-z][\w. ]*: [A-Za-z][^{}<>\n]*$/;
const machineWords = /\b(undefined|NaN|object Object|TypeError|Error|stack|at \w+ \()/;
const choiceReasons =
  /^cart\.choices: (Choose \d+( to \d+)? [\w -]+|Up to \d+ [\w -]+|.+ is sold out|a choice is not one of this dish|the same choice is picked twice)$/;

/** Sends one call and checks the answer; a refused call must leave the cart as it was. */
async function expectSafe(path: string, body: unknown): Promise<number> {
  const before = await cartNow();
  const reply = await post(path, body);
  statuses.push(reply.status);
  expect(reply.status, JSON.stringify(body).slice(0, 300)).toBeLessThan(500);
  const answer = (await reply.json()) as { cart?: CartState; message?: string; error?: string };
  if (reply.status === 200) {
    for (const line of answer.cart?.documents ?? []) expectPricedFromCatalog(line);
    return 200;
  }
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(answer.error).toBe(answer.message);
  const message = answer.message ?? '';
  expect(message.length, message.slice(0, 200)).toBeLessThan(600);
  expect(message).toMatch(fieldReason);
  expect(message).not.toMatch(machineWords);
  if (reply.status === 422 && message.startsWith('cart.choices')) expect(message).toMatch(choiceReasons);
  expect(await cartNow()).toEqual(before);
  return reply.status;
}

/** A cart line is the catalog's dish and choices, priced and classed by the catalog's rules. */
function expectPricedFromCatalog(line: CartState['documents'][number]): void {
  const dish = dishesById.get(line.id);
  expect(dish, line.id).toBeDefined();
  if (!dish) return;
  const check = checkChoices(
    choiceGroups(dish),
    (line.choices ?? []).map((c) => c.id),
    vegClassOf(dish.itemAttribute.vegClassifier),
  );
  expect(check.ok).toBe(true);
  if (!check.ok) return;
  expect(line.price).toBe(Math.round(priceOf(dish) ?? Number.NaN) + check.extra);
  expect(line.vegClass).toBe(check.veg);
  expect(line.choices ?? []).toEqual(check.picked);
}

const addBody = (cart: Record<string, unknown>) => ({
  number: diner.phone,
  database: diner.database,
  userId: diner.userId,
  cart: { restaurantId: homeId, ...cart },
});

const garbage = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 65, maxLength: 3000 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc',
    "' OR 1=1 --",
    '<script>',
    'qty half',
    'a.b',
    'a~b',
    '__proto__',
    'constructor',
  ),
  fc.object({ maxDepth: 2 }),
  fc.array(fc.string(), { maxLength: 3 }),
);
const ownId = fc.constantFrom(...optionIds(home.target));
const anyId = fc.oneof(
  { weight: 4, arbitrary: ownId },
  { weight: 2, arbitrary: fc.constantFrom(...soldOutIds(home.target)) },
  { weight: 2, arbitrary: fc.constantFrom(...home.others.flatMap(optionIds)) },
  { weight: 2, arbitrary: fc.constantFrom(...optionIds(away.target)) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) },
  { weight: 1, arbitrary: garbage },
);
// Choices the dish takes: one variation of each variant group, min to max add-ons, all in stock.
const validChoices = fc
  .tuple(
    ...choiceGroups(home.target).map((group) =>
      fc.subarray(
        group.options.filter((o) => o.inStock).map((o) => o.id),
        { minLength: group.min, maxLength: group.max },
      ),
    ),
  )
  .map((picked) => picked.flat());
const choicesField = fc.oneof(
  { weight: 4, arbitrary: validChoices },
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: fc.shuffledSubarray(optionIds(home.target)) },
  { weight: 4, arbitrary: fc.array(anyId, { maxLength: 12 }) },
  { weight: 2, arbitrary: fc.array(ownId, { minLength: 2, maxLength: 6 }) },
  { weight: 1, arbitrary: fc.array(anyId, { minLength: 31, maxLength: 400 }) },
  { weight: 1, arbitrary: garbage },
);
const dishField = fc.oneof(
  { weight: 6, arbitrary: fc.constant(home.target.id) },
  { weight: 2, arbitrary: fc.constantFrom(...home.others.map((d) => d.id)) },
  { weight: 1, arbitrary: fc.constant(away.target.id) },
  { weight: 1, arbitrary: garbage },
);
const quantityField = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 11 }) },
  { weight: 1, arbitrary: garbage },
);

describe('cart choices over HTTP, fuzzed', () => {
  it('adds a real customisable dish with its defaults and with valid choices, priced by the server', async () => {
    expect(await expectSafe('/api/addToCart', addBody({ id: home.target.id }))).toBe(200);
    const [line] = (await cartNow()).documents;
    expect(line?.lineId).toMatch(new RegExp(`^${home.target.id}~`));
    expect(await expectSafe('/api/addToCart', addBody({ id: home.target.id, price: 1, choices: line?.choices }))).toBe(
      200,
    );
    expect((await cartNow()).documents[0]?.quantity).toBe(2);
    await post('/api/clearCart', { number: diner.phone, database: diner.database });
  });

  it('refuses sold-out choices, other dishes’ and other restaurants’ choices, duplicates, too few and too many', async () => {
    const groups = choiceGroups(home.target);
    const required = groups.find((g) => g.min > 0);
    const cases: unknown[] = [
      soldOutIds(home.target),
      [...optionIds(home.target), ...optionIds(home.target)],
      optionIds(away.target)
        .filter((id) => !optionIds(home.target).includes(id))
        .slice(0, 2),
      home.others
        .flatMap(optionIds)
        .filter((id) => !optionIds(home.target).includes(id))
        .slice(0, 1),
      required ? [] : ['no-such-choice'],
      Array.from({ length: 3_000 }, () => optionIds(home.target)[0]),
      ['x'.repeat(20_000)],
      'qty-half',
      { id: 'qty-half' },
      [[['deep']]],
    ];
    for (const choices of cases)
      expect(await expectSafe('/api/addToCart', addBody({ id: home.target.id, choices }))).toBeGreaterThanOrEqual(400);
    expect(await expectSafe('/api/addToCart', `{"number":"${diner.phone}","cart":${'['.repeat(5000)}`)).toBe(400);
    expect(await expectSafe('/api/addToCart', addBody({ id: home.target.id, choices: ['a'.repeat(70_000)] }))).toBe(
      413,
    );
  });

  it(`answers ${runs} random adds with a 200 or a 4xx a diner can read, never a 5xx, and a refusal changes nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(dishField, choicesField, quantityField, fc.boolean(), async (id, choices, quantity, clear) => {
        // The other restaurant's dish with its own restaurant: a 409 while the cart holds this one's.
        const cart: Record<string, unknown> = { id, ...(id === away.target.id ? { restaurantId: awayId } : {}) };
        if (choices !== undefined) cart.choices = choices;
        if (quantity !== undefined) cart.quantity = quantity;
        await expectSafe('/api/addToCart', addBody(cart));
        if (clear) await post('/api/clearCart', { number: diner.phone, database: diner.database });
      }),
      { numRuns: runs },
    );
  }, 240_000);

  it('takes lines away by their line ids and refuses any other id without a change', async () => {
    await expectSafe('/api/addToCart', addBody({ id: home.target.id }));
    const lineIds = (await cartNow()).documents.map((d) => d.lineId);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...lineIds, `${lineIds[0]}.x`, `${home.target.id}~`, `${home.target.id}~~a`), garbage),
        async (id) => {
          await expectSafe('/api/removeCart', { number: diner.phone, database: diner.database, id });
        },
      ),
      { numRuns: Math.ceil(runs / 3) },
    );
  }, 120_000);

  it('answered no call with a 5xx', () => {
    expect(statuses.length).toBeGreaterThan(runs);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
