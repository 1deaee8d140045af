/**
 * Cart lines with choices through the cart routes, over PGlite and a small catalog of
 * customisable dishes: a line is a dish and its choices, priced by the server from the catalog;
 * the same choices add to one line, other choices make another, each capped at 11; a line whose
 * choices the catalog no longer sells is dropped; refused choices are a 4xx naming the field.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { CartDocument, CartState } from '#src/lib/cartTypes.ts';
import { cartErrors, createCartService, maxDishQuantity } from '#src/server/cart/cart.ts';
import { createCartRoutes } from '#src/server/cart/routes.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { callRoute, insertDiner } from '#test/routeHarness.ts';
import { choiceDishes, choiceKitchen, choiceLookup, offMenu, resetChoiceDishes } from '#test/catalog/choiceDishes.ts';

let testDb: TestDb;
let routes: ReturnType<typeof createCartRoutes>;

beforeAll(async () => {
  testDb = await openTestDb();
  const service = createCartService({ db: testDb.db, lookupDish: choiceLookup });
  routes = createCartRoutes(async () => service);
});
afterAll(async () => {
  await testDb?.cleanup();
});
beforeEach(resetChoiceDishes);

const biryani = () => choiceDishes.biryani;
const pizza = () => choiceDishes.pizza;

function add(user: SessionUser, cart: Record<string, unknown>) {
  return callRoute(routes.addToCart, 'addToCart', {
    user,
    body: { number: user.phone, database: user.database, userId: user.userId, cart },
  });
}

/** Adds the dish `dishId` of the restaurant with these choices (omitted: none sent) and extra fields. */
function addDish(user: SessionUser, dishId: string, choices?: unknown, extra: Record<string, unknown> = {}) {
  return add(user, {
    id: dishId,
    restaurantId: choiceKitchen.id,
    ...(choices === undefined ? {} : { choices }),
    ...extra,
  });
}

function remove(user: SessionUser, id: string) {
  return callRoute(routes.removeCart, 'removeCart', {
    user,
    body: { number: user.phone, id, database: user.database },
  });
}

async function cartOf(user: SessionUser): Promise<CartState> {
  const reply = await callRoute(routes.getCart, 'getcart', { user, query: { database: user.database } });
  return reply.body.cart as CartState;
}

const lines = (cart: CartState) => Object.fromEntries(cart.documents.map((d) => [d.lineId, d.quantity]));
const documentOf = (reply: { body: Record<string, unknown> }, lineId: string): CartDocument | undefined =>
  (reply.body.cart as CartState).documents.find((d) => d.lineId === lineId);

describe('cart lines with choices', () => {
  it('takes the default choices when an add of a customisable dish sends none', async () => {
    const user = await insertDiner(testDb.db);
    const reply = await addDish(user, biryani().id);
    expect(reply.status).toBe(200);
    expect((reply.body.cart as CartState).documents).toEqual([
      expect.objectContaining({
        id: biryani().id,
        lineId: `${biryani().id}~qty-half`,
        price: 29_900,
        quantity: 1,
        vegClass: 'NONVEG',
        isVeg: false,
        choices: [{ groupId: 'qty', groupName: 'Quantity', id: 'qty-half', name: 'Half', price: 0, veg: 'VEG' }],
      }),
    ]);
  });

  it('keeps two customisations of one dish as two lines, and the same choices again add 1', async () => {
    const user = await insertDiner(testDb.db);
    const full = `${biryani().id}~qty-full.add-extra-raita`;
    const half = `${biryani().id}~qty-half`;
    await addDish(user, biryani().id, ['qty-half']);
    await addDish(user, biryani().id, ['qty-full', 'add-extra-raita']);
    // The same choices in another order are the same line.
    const again = await addDish(user, biryani().id, ['add-extra-raita', 'qty-full']);
    expect(again.status).toBe(200);
    expect(lines(again.body.cart as CartState)).toEqual({ [half]: 1, [full]: 2 });
    expect(documentOf(again, full)?.price).toBe(29_900 + 15_000 + 3_000);
    expect((again.body.cart as CartState).total).toBe(2);
    expect((again.body.cart as CartState).bill?.itemTotal).toBe(29_900 + 2 * 47_900);
  });

  it('caps each line at 11, not the dish', async () => {
    const user = await insertDiner(testDb.db);
    const half = `${biryani().id}~qty-half`;
    expect((await addDish(user, biryani().id, ['qty-half'], { quantity: maxDishQuantity })).status).toBe(200);
    const twelfth = await addDish(user, biryani().id, ['qty-half']);
    expect(twelfth.status).toBe(409);
    expect(twelfth.body.error).toBe(cartErrors.quantityCap);
    // Another customisation of the dish is a line of its own.
    const full = await addDish(user, biryani().id, ['qty-full'], { quantity: 5 });
    expect(lines(full.body.cart as CartState)).toEqual({ [half]: 11, [`${biryani().id}~qty-full`]: 5 });
  });

  it('sets one line’s quantity with `quantity`, leaving the dish’s other lines alone', async () => {
    const user = await insertDiner(testDb.db);
    await addDish(user, biryani().id, ['qty-half']);
    await addDish(user, biryani().id, ['qty-full']);
    const reply = await addDish(user, biryani().id, ['qty-full'], { quantity: 4 });
    expect(lines(reply.body.cart as CartState)).toEqual({
      [`${biryani().id}~qty-half`]: 1,
      [`${biryani().id}~qty-full`]: 4,
    });
  });

  it('removes by line id, one at a time, and by dish id a line without choices', async () => {
    const user = await insertDiner(testDb.db);
    const half = `${biryani().id}~qty-half`;
    const full = `${biryani().id}~qty-full`;
    await addDish(user, biryani().id, ['qty-half'], { quantity: 2 });
    await addDish(user, biryani().id, ['qty-full']);
    await addDish(user, choiceDishes.naan.id);
    expect(lines((await remove(user, half)).body.cart as CartState)).toEqual({
      [half]: 1,
      [full]: 1,
      [choiceDishes.naan.id]: 1,
    });
    expect(lines((await remove(user, full)).body.cart as CartState)).toEqual({ [half]: 1, [choiceDishes.naan.id]: 1 });
    expect(lines((await remove(user, choiceDishes.naan.id)).body.cart as CartState)).toEqual({ [half]: 1 });
    const gone = await remove(user, `${biryani().id}~qty-full`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(cartErrors.notInCart);
    expect(lines(await cartOf(user))).toEqual({ [half]: 1 });
  });

  it('takes a customised dish away by its bare dish id, as a client knowing only dish ids does: its latest line', async () => {
    const user = await insertDiner(testDb.db);
    const half = `${biryani().id}~qty-half`;
    const full = `${biryani().id}~qty-full`;
    await addDish(user, biryani().id, ['qty-half']);
    await addDish(user, biryani().id, ['qty-full'], { quantity: 2 });
    expect(lines((await remove(user, biryani().id)).body.cart as CartState)).toEqual({ [half]: 1, [full]: 1 });
    expect(lines((await remove(user, biryani().id)).body.cart as CartState)).toEqual({ [half]: 1 });
    expect(lines((await remove(user, biryani().id)).body.cart as CartState)).toEqual({});
    expect((await remove(user, biryani().id)).status).toBe(404);
  });

  it('prices every choice from the catalog: a forged price is ignored, toppings follow the size', async () => {
    const user = await insertDiner(testDb.db);
    const reply = await addDish(user, pizza().id, ['size-large', 'top-cheese', 'top-egg'], {
      price: 1,
      vegClass: 'VEG',
      isVeg: true,
      name: 'Free Pizza',
      choices: ['size-large', 'top-cheese', 'top-egg'],
    });
    const line = documentOf(reply, `${pizza().id}~size-large.top-cheese.top-egg`);
    expect(line).toMatchObject({ name: 'Farmhouse Pizza', price: 19_900 + 20_000 + 8_500 + 6_000 });
    // An egg topping on a veg pizza makes the line egg.
    expect(line).toMatchObject({ vegClass: 'EGG', isVeg: false });
    expect(line?.choices?.map((c) => [c.name, c.price])).toEqual([
      ['Large', 20_000],
      ['Extra Cheese', 8_500],
      ['Egg Topping', 6_000],
    ]);
    const regular = await addDish(user, pizza().id, ['size-regular', 'top-cheese']);
    expect(documentOf(regular, `${pizza().id}~size-regular.top-cheese`)).toMatchObject({
      price: 19_900 + 4_000,
      vegClass: 'VEG',
      isVeg: true,
    });
  });

  it('reads picked choices sent back as the cart answered them as their ids', async () => {
    const user = await insertDiner(testDb.db);
    const first = await addDish(user, biryani().id, ['qty-full', 'add-boiled-egg']);
    const { quantity: _, ...line } = documentOf(first, `${biryani().id}~qty-full.add-boiled-egg`) ?? {};
    const again = await add(user, { ...line, restaurantId: choiceKitchen.id });
    expect(again.status).toBe(200);
    expect(lines(again.body.cart as CartState)).toEqual({ [`${biryani().id}~qty-full.add-boiled-egg`]: 2 });
  });
});

describe('cart lines whose choices the catalog no longer sells', () => {
  it('drops a line whose choice sold out, and keeps the dish’s other lines', async () => {
    const user = await insertDiner(testDb.db);
    await addDish(user, biryani().id, ['qty-half', 'add-extra-raita']);
    await addDish(user, biryani().id, ['qty-full']);
    const raita = biryani().addons?.[0]?.choices[0];
    if (raita) raita.inStock = 0;
    expect(lines(await cartOf(user))).toEqual({ [`${biryani().id}~qty-full`]: 1 });
    if (raita) raita.inStock = 1;
    expect(lines(await cartOf(user))).toEqual({ [`${biryani().id}~qty-full`]: 1 });
  });

  it('drops a line whose choice is gone, or whose dish gained a required group, or left the menu', async () => {
    const user = await insertDiner(testDb.db);
    await addDish(user, pizza().id, ['size-regular', 'top-cheese']);
    await addDish(user, choiceDishes.naan.id);
    await addDish(user, biryani().id, ['qty-full']);
    pizza().addons = [];
    choiceDishes.naan.variantsV2 = {
      variantGroups: [{ groupId: 'butter', name: 'Butter', variations: [{ id: 'b-1', name: 'Less', price: 0 }] }],
    };
    expect(lines(await cartOf(user))).toEqual({ [`${biryani().id}~qty-full`]: 1 });
    offMenu.add(biryani().id);
    expect((await cartOf(user)).documents).toEqual([]);
  });
});

describe('cart choices refused with a 4xx naming the field', () => {
  it.each([
    [['qty-half', 'qty-full'], 'cart.choices: Choose 1 quantity'],
    [['add-extra-raita'], 'cart.choices: Choose 1 quantity'],
    [['qty-half', 'add-mirchi-ka-salan'], 'cart.choices: Mirchi ka Salan is sold out'],
    [
      ['qty-half', 'add-extra-raita', 'add-boiled-egg', 'add-mirchi-ka-salan'],
      'cart.choices: Mirchi ka Salan is sold out',
    ],
    [['qty-half', 'qty-half'], 'cart.choices: the same choice is picked twice'],
    [['qty-half', 'size-large'], 'cart.choices: a choice is not one of this dish'],
    [['qty-family'], 'cart.choices: a choice is not one of this dish'],
    [[], 'cart.choices: Choose 1 quantity'],
  ])('%j is a 422: %s', async (choices, message) => {
    const user = await insertDiner(testDb.db);
    await addDish(user, choiceDishes.naan.id);
    const reply = await addDish(user, biryani().id, choices);
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ message, error: message });
    expect(lines(await cartOf(user))).toEqual({ [choiceDishes.naan.id]: 1 });
  });

  it('says how many add-ons a group takes', async () => {
    const user = await insertDiner(testDb.db);
    const salan = biryani().addons?.[0]?.choices[1];
    if (salan) salan.inStock = 1;
    const reply = await addDish(user, biryani().id, [
      'qty-half',
      'add-extra-raita',
      'add-mirchi-ka-salan',
      'add-boiled-egg',
    ]);
    expect(reply.body.error).toBe('cart.choices: Up to 2 add-ons');
  });

  it('refuses choices on a dish without any', async () => {
    const user = await insertDiner(testDb.db);
    expect((await addDish(user, choiceDishes.naan.id, [])).status).toBe(200);
    const reply = await addDish(user, choiceDishes.naan.id, ['qty-half']);
    expect(reply.status).toBe(422);
    expect(reply.body.error).toBe('cart.choices: a choice is not one of this dish');
  });

  it.each([
    ['a string', 'qty-half', 'cart.choices: must be a list of choice ids'],
    ['null', null, 'cart.choices: must be a list of choice ids'],
    ['a number in it', [1], 'cart.choices.0: must be choice ids, each of 1 to 64 letters, digits, - or _'],
    ['a long id', ['x'.repeat(65)], 'cart.choices.0: must be an id of 1 to 64 letters, digits, - or _'],
    ['a dot in an id', ['qty.half'], 'cart.choices.0: must be an id of 1 to 64 letters, digits, - or _'],
    ['31 ids', Array.from({ length: 31 }, (_, i) => `c${i}`), 'cart.choices: must hold no more than 30 choices'],
  ])('%s is a 400', async (_, choices, message) => {
    const user = await insertDiner(testDb.db);
    const reply = await addDish(user, biryani().id, choices);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(`Bad Request: ${message}`);
  });

  it.each([
    ['a line id with a bad choice id', `${'1'.repeat(11)}~qty half`],
    ['an empty key', `${'1'.repeat(11)}~`],
    ['two tildes', '1~a~b'],
  ])('removeCart refuses %s with a 400', async (_, id) => {
    const user = await insertDiner(testDb.db);
    const reply = await remove(user, id);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('Bad Request: id: must be a dish id or a line id of the cart');
  });
});
