/**
 * Placing against the generated catalog's own hours, minimums and serving windows (the restaurant
 * facts and dishes the catalog backend answers), around Koramangala: a closed restaurant refuses
 * an order for now and takes one ahead; an open one takes it; the quote says the same.
 */
import { describe, expect, it } from 'vitest';
import { isOpenAt } from '#src/lib/openingHours.ts';
import { priceOf } from '#src/lib/money.ts';
import { createLocalBackend } from '../catalog/backend.ts';
import { restaurantId } from '../catalog/generator.ts';
import { restaurantDishes } from '../catalog/menu.ts';
import { backendDishLookup } from '../cart/catalogDishes.ts';
import { catalog, data, koramangala } from '#test/catalog/catalogFixture.ts';
import { orderFixtureOfFile } from '#test/orders/orderFixture.ts';
import { backendRestaurantFacts } from './restaurantFacts.ts';

const backend = createLocalBackend(catalog, 'catalog-hours-secret');
let clock = Date.now();
const fixture = orderFixtureOfFile({
  lookupDish: backendDishLookup(() => backend),
  restaurantFacts: backendRestaurantFacts(() => backend),
  now: () => clock,
});

/** Wednesday 25 November 2026, from 6 am IST, every half hour for a day. */
const moments = Array.from({ length: 48 }, (_, i) => Date.parse('2026-11-25T06:00:00+05:30') + i * 1_800_000);

/** A restaurant near Koramangala, closed at one of `moments` and open at another, with a dish every window serves. */
async function restaurantWithHours() {
  for (let r = 0; r < data.count; r++) {
    const id = restaurantId(r);
    const facts = await backend.restaurantFacts(id, koramangala);
    if (!facts?.serviceable || !facts.hours || facts.minOrderValue) continue;
    const closedAt = moments.find((at) => !isOpenAt(facts.hours!, at));
    const openAt = moments.find((at) => isOpenAt(facts.hours!, at));
    const dish = restaurantDishes(data, r).find((d) => !d.hours && priceOf(d) !== null);
    if (closedAt !== undefined && openAt !== undefined && dish) return { id, facts, closedAt, openAt, dish };
  }
  throw new Error('no restaurant near Koramangala closes during the day');
}

describe('the generated catalog’s hours at placing', () => {
  it('refuses a closed restaurant’s order for now, takes it ahead for a slot the quote offers, and takes it while open', async () => {
    const found = await restaurantWithHours();
    const user = await fixture.diner();
    const address = await fixture.address(user, koramangala);
    const fill = async () => {
      await fixture.cart.clear(user.userId);
      await fixture.cart.add(user.userId, { dishId: String(found.dish.id), restaurantId: found.id, quantity: 3 });
    };
    await fill();
    clock = found.closedAt;
    const quote = await fixture.orders.quote(user.userId, { addressId: address.id });
    expect(quote.openNow).toBe(false);
    expect(quote.restaurantProblem).toMatch(/is closed (now and opens|and not taking orders)/);
    await expect(
      fixture.orders.place(user.userId, `closed-${found.id}`, { addressId: address.id, paymentMethod: 'cod' }),
    ).rejects.toMatchObject({ status: 409 });
    const slot = quote.slots?.[0];
    expect(slot).toBeDefined();
    const ahead = await fixture.orders.place(user.userId, `ahead-${found.id}`, {
      addressId: address.id,
      paymentMethod: 'cod',
      slot: slot?.start,
    });
    expect(ahead.order.slot?.start).toBe(slot?.start);
    // The kitchen starts while the restaurant is open.
    expect(isOpenAt(found.facts.hours!, Date.parse(ahead.order.kitchenStartsAt ?? ''))).toBe(true);

    await fill();
    clock = found.openAt;
    expect((await fixture.orders.quote(user.userId, { addressId: address.id })).openNow).toBe(true);
    const now = await fixture.orders.place(user.userId, `open-${found.id}`, {
      addressId: address.id,
      paymentMethod: 'cod',
    });
    expect(now.order.slot).toBeNull();
  });
});
