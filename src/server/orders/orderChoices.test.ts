/**
 * Orders keep what was chosen: each line's choices with the names and prices ordered at, and its
 * diet class, whatever the catalog does later; two customisations of one dish are two lines.
 * Reorder puts the lines back with their choices and says in diner words what changed; an
 * expired order's lines go back to the cart with their choices.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { PaymentMethod } from '#src/lib/orderTypes.ts';
import { orderBillFor } from '../cart/bill.ts';
import { choiceDishes, choiceKitchen, choiceLookup, offMenu, resetChoiceDishes } from '#test/catalog/choiceDishes.ts';
import { orderFixtureOfFile } from '#test/orders/orderFixture.ts';
import { createPaymentExpiry, expiryNotes } from './expiry.ts';

const fixture = orderFixtureOfFile({ lookupDish: choiceLookup });
beforeEach(resetChoiceDishes);

const biryani = () => choiceDishes.biryani;
const pizza = () => choiceDishes.pizza;

/** A diner whose cart holds these lines (dish, choices, quantity), with an address. */
async function dinerWith(lines: [string, string[] | undefined, number][]): Promise<SessionUser> {
  const user = await fixture.diner();
  for (const [dishId, choices, quantity] of lines)
    await fixture.cart.add(user.userId, { dishId, restaurantId: choiceKitchen.id, choices, quantity });
  return user;
}

async function place(user: SessionUser, method: PaymentMethod = 'cod') {
  const address = await fixture.address(user);
  return fixture.orders.place(user.userId, `key-${user.userId}`, { addressId: address.id, paymentMethod: method });
}

/** A diner's order of Half biryani with raita (×2), Full biryani with egg, and a large pizza with cheese. */
async function orderedDiner() {
  const user = await dinerWith([
    [biryani().id, ['qty-half', 'add-extra-raita'], 2],
    [biryani().id, ['qty-full', 'add-boiled-egg'], 1],
    [pizza().id, ['size-large', 'top-cheese'], 1],
  ]);
  const { order } = await place(user);
  return { user, order };
}

const cartLines = async (user: SessionUser) =>
  Object.fromEntries((await fixture.cart.get(user.userId)).documents.map((d) => [d.lineId, d.quantity]));

describe('an order’s lines keep their choices', () => {
  it('snapshots each line: its choices with names and prices, its class, and two lines of one dish', async () => {
    const { order } = await orderedDiner();
    expect(order.lines).toEqual([
      {
        dishId: biryani().id,
        name: 'Chicken Biryani',
        isVeg: false,
        vegClass: 'NONVEG',
        unitPrice: 29_900 + 3_000,
        quantity: 2,
        choices: [
          { groupId: 'qty', groupName: 'Quantity', id: 'qty-half', name: 'Half', price: 0, veg: 'VEG' },
          {
            groupId: 'add',
            groupName: 'Add-ons',
            id: 'add-extra-raita',
            name: 'Extra Raita',
            price: 3_000,
            veg: 'VEG',
          },
        ],
      },
      expect.objectContaining({ dishId: biryani().id, unitPrice: 29_900 + 15_000 + 2_500, quantity: 1 }),
      expect.objectContaining({
        dishId: pizza().id,
        isVeg: true,
        vegClass: 'VEG',
        unitPrice: 19_900 + 20_000 + 8_500,
        choices: [
          expect.objectContaining({ name: 'Large' }),
          expect.objectContaining({ name: 'Extra Cheese', price: 8_500 }),
        ],
      }),
    ]);
    expect(order.bill).toEqual(
      orderBillFor([
        { price: 32_900, quantity: 2 },
        { price: 47_400, quantity: 1 },
        { price: 48_400, quantity: 1 },
      ]),
    );
  });

  it('shows the order as it was ordered after the catalog changes', async () => {
    const { user, order } = await orderedDiner();
    const raita = biryani().addons?.[0]?.choices[0];
    if (raita) {
      raita.price = 5_000;
      raita.name = 'Raita';
    }
    biryani().price = 39_900;
    expect((await fixture.orders.get(user.userId, order.id)).lines).toEqual(order.lines);
  });

  it('is refused when a choice sold out since the cart was shown', async () => {
    const user = await dinerWith([[biryani().id, ['qty-half', 'add-extra-raita'], 1]]);
    const raita = biryani().addons?.[0]?.choices[0];
    if (raita) raita.inStock = 0;
    await expect(place(user)).rejects.toMatchObject({ status: 409 });
  });
});

describe('reorder with choices', () => {
  it('puts every line back with its choices and says nothing when nothing changed', async () => {
    const { user, order } = await orderedDiner();
    expect(await fixture.orders.reorder(user.userId, order.id)).toEqual({ added: 3, changes: [] });
    expect(await cartLines(user)).toEqual({
      [`${biryani().id}~qty-half.add-extra-raita`]: 2,
      [`${biryani().id}~qty-full.add-boiled-egg`]: 1,
      [`${pizza().id}~size-large.top-cheese`]: 1,
    });
  });

  it('adds a line without a sold-out or withdrawn add-on, and says so', async () => {
    const { user, order } = await orderedDiner();
    const [raita, , egg] = biryani().addons?.[0]?.choices ?? [];
    if (raita) raita.inStock = 0;
    if (egg) egg.id = 'add-egg-masala';
    const { changes } = await fixture.orders.reorder(user.userId, order.id);
    expect(changes).toEqual([
      'Extra Raita is sold out, so Chicken Biryani was added without it.',
      'Boiled Egg is no longer offered, so Chicken Biryani was added without it.',
    ]);
    expect(await cartLines(user)).toEqual({
      [`${biryani().id}~qty-half`]: 2,
      [`${biryani().id}~qty-full`]: 1,
      [`${pizza().id}~size-large.top-cheese`]: 1,
    });
  });

  it('leaves a line out when a choice it must have sold out, saying which', async () => {
    const { user, order } = await orderedDiner();
    const half = biryani().variantsV2?.variantGroups[0]?.variations[0];
    if (half) half.inStock = 0;
    const reply = await fixture.orders.reorder(user.userId, order.id);
    expect(reply.changes).toEqual([
      'Chicken Biryani (Half, Extra Raita) was left out: Half is sold out. Choose 1 quantity on the menu to add it.',
    ]);
    expect(reply.added).toBe(2);
    expect(Object.keys(await cartLines(user))).toEqual([
      `${biryani().id}~qty-full.add-boiled-egg`,
      `${pizza().id}~size-large.top-cheese`,
    ]);
  });

  it('says when a line costs more now, choices included, and when a dish is gone', async () => {
    const { user, order } = await orderedDiner();
    const cheese = pizza().addons?.[0]?.choices[0];
    if (cheese?.prices) cheese.prices['size-large'] = 9_500;
    offMenu.add(biryani().id);
    const reply = await fixture.orders.reorder(user.userId, order.id);
    expect(reply.changes).toEqual([
      'Chicken Biryani (Half, Extra Raita) is no longer available.',
      'Chicken Biryani (Full, Boiled Egg) is no longer available.',
      'Farmhouse Pizza (Large, Extra Cheese) now costs ₹494 (was ₹484).',
    ]);
    expect(await cartLines(user)).toEqual({ [`${pizza().id}~size-large.top-cheese`]: 1 });
  });

  it('puts two lines that became one back as one, their quantities added', async () => {
    const user = await dinerWith([
      [biryani().id, ['qty-full', 'add-extra-raita'], 2],
      [biryani().id, ['qty-full', 'add-boiled-egg'], 3],
    ]);
    const { order } = await place(user);
    const [raita, , egg] = biryani().addons?.[0]?.choices ?? [];
    if (raita) raita.inStock = 0;
    if (egg) egg.inStock = 0;
    const reply = await fixture.orders.reorder(user.userId, order.id);
    expect(reply.added).toBe(1);
    expect(await cartLines(user)).toEqual({ [`${biryani().id}~qty-full`]: 5 });
  });

  it('gives an order placed before choices the dish’s defaults', async () => {
    const user = await dinerWith([[choiceDishes.naan.id, undefined, 2]]);
    const { order } = await place(user);
    choiceDishes.naan.variantsV2 = {
      variantGroups: [
        {
          groupId: 'butter',
          name: 'Butter',
          variations: [
            { id: 'butter-usual', name: 'Usual', price: 0, default: 1 },
            { id: 'butter-extra', name: 'Extra', price: 1_000 },
          ],
        },
      ],
    };
    expect((await fixture.orders.reorder(user.userId, order.id)).changes).toEqual([]);
    expect(await cartLines(user)).toEqual({ [`${choiceDishes.naan.id}~butter-usual`]: 2 });
  });
});

describe('an expired order’s lines go back with their choices', () => {
  it('refills the cart with each line as chosen, leaving out one whose choice sold out', async () => {
    const user = await dinerWith([
      [biryani().id, ['qty-half', 'add-extra-raita'], 2],
      [pizza().id, ['size-regular', 'top-egg'], 1],
    ]);
    const { order } = await place(user, 'card');
    const egg = pizza().addons?.[0]?.choices[1];
    if (egg) egg.inStock = 0;
    const expiry = createPaymentExpiry({
      db: fixture.testDb.db,
      provider: fixture.gateway,
      orders: fixture.orders,
      lookupDish: choiceLookup,
      now: () => new Date(Date.now() + 60 * 60_000),
    });
    expect(await expiry.expireOverdue(user.userId)).toEqual([order.id]);
    expect((await fixture.orders.get(user.userId, order.id)).history.at(-1)?.note).toBe(expiryNotes.cartBack);
    expect(await cartLines(user)).toEqual({ [`${biryani().id}~qty-half.add-extra-raita`]: 2 });
  });
});
