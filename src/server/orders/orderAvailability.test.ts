/**
 * Placing and quoting against the restaurant's hours, stock, serving windows, minimum and surge
 * fee, with an injected clock: closed means refused unless ordered ahead for a slot that fits,
 * and around a closing time every order before it is taken and none at or after it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { WeeklyHours } from '#src/lib/openingHours.ts';
import type { SurgeRule } from '#src/lib/surgeFees.ts';
import type { RestaurantFacts } from '../catalog/restaurantFacts.ts';
import { setSurgeRules } from '../fees/surgeRules.ts';
import { HttpError } from '../http/http.ts';
import { clearStock, setStock } from '../stock/stockHolder.ts';
import { dishes, orderFixtureOfFile, spiceRoute } from '#test/orders/orderFixture.ts';
import { availabilityTexts } from '../cart/availability.ts';
import { countKitchenLoad } from './kitchenLoad.ts';
import { orderErrors } from './orderRules.ts';
import { paymentCallback } from './payments.ts';
import { timingTexts } from './orderTiming.ts';

/** Open 9 am to 10 pm IST every day. */
const hours: WeeklyHours = { days: Array.from({ length: 7 }, () => [{ open: 540, close: 1320 }]), holidays: [] };
/** Friday 27 November 2026, 10 pm IST: closing time. */
const closing = Date.parse('2026-11-27T16:30:00Z');
const minute = 60_000;

let facts: Partial<RestaurantFacts> = {};
let clock = closing - 60 * minute;
const fixture = orderFixtureOfFile({ facts: () => facts, now: () => clock });

afterEach(() => {
  facts = {};
  clock = closing - 60 * minute;
  clearStock();
  setSurgeRules([]);
});

/** A diner with an address and a cart of `lines`. */
async function dinerWith(lines: [string, number][] = [[dishes.paneer.id, 2]]) {
  const user = await fixture.diner();
  const address = await fixture.address(user);
  await fixture.fill(user, lines);
  return { user, address };
}

const refusal = (message: string) => new HttpError(409, message);

describe('placing at a closed restaurant', () => {
  it('is refused for now, quoted with the slots of ordering ahead, and taken for a slot that fits', async () => {
    facts = { hours, deliveryMinutes: 30, prepMinutes: 15 };
    clock = closing + 30 * minute;
    const { user, address } = await dinerWith();
    const quote = await fixture.orders.quote(user.userId, { addressId: address.id });
    expect(quote.openNow).toBe(false);
    expect(quote.restaurantProblem).toBe(availabilityTexts.closed('Spice Route', 'tomorrow at 9 am'));
    // The first slot: the kitchen starts at 9 am, 30 minutes before the food arrives.
    expect(quote.slots?.[0]?.start).toBe('2026-11-28T04:00:00.000Z');
    expect(quote.slots?.[0]?.label).toBe('Tomorrow, 9:30 am – 10 am');
    const cart = await fixture.cart.get(user.userId);
    expect(cart.restaurant?.availability).toEqual({
      opened: false,
      nextOpenTime: '2026-11-28 09:00:00',
      text: 'Opens tomorrow at 9 am',
    });
    expect(cart.problems?.map((p) => p.kind)).toEqual(['closed']);

    await expect(
      fixture.orders.place(user.userId, 'closed-now-1', { addressId: address.id, paymentMethod: 'cod' }),
    ).rejects.toEqual(refusal(availabilityTexts.closed('Spice Route', 'tomorrow at 9 am')));
    // A slot the kitchen could not start in time, or outside the hours, is refused too.
    for (const slot of ['2026-11-28T03:30:00.000Z', '2026-11-28T17:00:00.000Z'])
      await expect(
        fixture.orders.place(user.userId, 'closed-now-2', { addressId: address.id, paymentMethod: 'cod', slot }),
      ).rejects.toEqual(refusal(timingTexts.slotGone));
    expect(await fixture.orders.list(user.userId)).toEqual([]);

    const slot = '2026-11-28T04:00:00.000Z';
    expect((await fixture.orders.quote(user.userId, { addressId: address.id, slot })).restaurantProblem).toBeNull();
    const placed = await fixture.orders.place(user.userId, 'ahead-1', {
      addressId: address.id,
      paymentMethod: 'cod',
      slot,
    });
    expect(placed.created).toBe(true);
    expect(placed.order.slot).toEqual({ start: slot, end: '2026-11-28T04:30:00.000Z', label: expect.any(String) });
    expect(placed.order.kitchenStartsAt).toBe('2026-11-28T03:30:00.000Z');
    expect(placed.order.cancellable).toBe(true);
  });

  it('takes every order before the closing minute and none at or after it, placed concurrently', async () => {
    facts = { hours, deliveryMinutes: 30 };
    const moments = [closing - 1, closing, closing + 1];
    for (let s = -300; s <= 300; s += 20) moments.push(closing + s * 1000);
    const diners = await Promise.all(moments.map(() => dinerWith([[dishes.naan.id, 1]])));
    const outcomes = await Promise.all(
      moments.map((at, i) => {
        const { user, address } = diners[i]!;
        return fixture
          .serviceAt(() => at)
          .place(user.userId, `boundary-${i}`, { addressId: address.id, paymentMethod: 'cod' })
          .then(
            () => 'taken',
            (error: unknown) => (error instanceof HttpError && error.status === 409 ? 'refused' : String(error)),
          );
      }),
    );
    const expected = moments.map((at) => (at < closing ? 'taken' : 'refused'));
    expect(outcomes).toEqual(expected);
    const counted = await fixture.testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE user_id = ANY($1::text[])',
      [diners.map(({ user }) => user.userId)],
    );
    expect(counted.rows[0]?.n).toBe(expected.filter((o) => o === 'taken').length);
  });
});

describe('an order ahead before its kitchen starts', () => {
  it('cannot be prepared yet, and is cancelled for free: a paid one refunded in full', async () => {
    facts = { hours, deliveryMinutes: 30 };
    clock = closing + 30 * minute;
    const { user, address } = await dinerWith();
    const slot = '2026-11-28T04:00:00.000Z';
    const placed = await fixture.orders.place(user.userId, 'ahead-paid', {
      addressId: address.id,
      paymentMethod: 'card',
      slot,
    });
    if (placed.payment.kind !== 'redirect') throw new Error('expected the gateway page');
    const ref = decodeURIComponent(placed.payment.url.replace('/pay/', ''));
    await paymentCallback(
      fixture.payments,
      user.userId,
      ref.replace(/^sim_/, ''),
      await fixture.gateway.decide(ref, true),
    );
    await fixture.orders.advance(placed.order.id, 'accepted');
    await expect(fixture.orders.advance(placed.order.id, 'preparing')).rejects.toMatchObject({ status: 409 });
    const cancelled = await fixture.orders.cancel(user.userId, placed.order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.refund).toEqual({ amount: placed.order.bill.total });
  });
});

describe('the kitchen load', () => {
  it('counts the orders in each kitchen in one query, an order ahead only once its kitchen starts', async () => {
    const at = new Date(closing + 30 * minute);
    const morning = new Date(Date.parse('2026-11-28T03:45:00.000Z'));
    const count = async (when: Date) => (await countKitchenLoad(fixture.testDb.db, when)).get(spiceRoute.id) ?? 0;
    const before = await count(at);
    const beforeMorning = await count(morning);
    await fixture.placed('cod');
    facts = { hours, deliveryMinutes: 30 };
    clock = closing + 30 * minute;
    const { user, address } = await dinerWith();
    const slot = '2026-11-28T04:00:00.000Z';
    await fixture.orders.place(user.userId, 'ahead-load', { addressId: address.id, paymentMethod: 'cod', slot });
    expect(await count(at)).toBe(before + 1);
    // The next morning, once its kitchen has started, it counts too.
    expect(await count(morning)).toBe(beforeMorning + 2);
  });
});

describe('what a cart may hold at placing', () => {
  it('refuses a sold-out dish (the stock holder over the catalog), and the cart says so', async () => {
    const { user, address } = await dinerWith([
      [dishes.paneer.id, 1],
      [dishes.naan.id, 1],
    ]);
    setStock(spiceRoute.id, dishes.naan.id, false);
    const cart = await fixture.cart.get(user.userId);
    expect(cart.problems).toEqual([
      { kind: 'soldOut', message: availabilityTexts.soldOut('Butter Naan'), lineId: dishes.naan.id },
    ]);
    await expect(
      fixture.orders.place(user.userId, 'sold-out-1', { addressId: address.id, paymentMethod: 'cod' }),
    ).rejects.toEqual(refusal(availabilityTexts.soldOut('Butter Naan')));
    await expect(
      fixture.cart.add(user.userId, { dishId: dishes.naan.id, restaurantId: spiceRoute.id }),
    ).rejects.toEqual(refusal(availabilityTexts.addSoldOut('Butter Naan')));
    setStock(spiceRoute.id, dishes.naan.id, true);
    expect((await fixture.cart.get(user.userId)).problems).toBeUndefined();
  });

  it('refuses an item total below the minimum, and says how much more to add', async () => {
    facts = { minOrderValue: 19_900 };
    const { user, address } = await dinerWith([[dishes.naan.id, 1]]);
    const message = 'Add ₹100 more to order: the minimum here is ₹199.';
    const cart = await fixture.cart.get(user.userId);
    expect(cart.problems).toEqual([{ kind: 'belowMinimum', message }]);
    expect(cart.restaurant?.minOrderValue).toBe(19_900);
    expect((await fixture.orders.quote(user.userId, { addressId: address.id })).restaurantProblem).toBe(message);
    await expect(
      fixture.orders.place(user.userId, 'minimum-1', { addressId: address.id, paymentMethod: 'cod' }),
    ).rejects.toEqual(refusal(message));
  });
});

describe('the surge fee', () => {
  const rain: SurgeRule = { id: 'rain-blr', reason: 'rain', amount: 2_500, cities: ['bangalore'] };

  it('is charged for the restaurant’s city when quoting and placing, and kept on the order', async () => {
    facts = { city: 'bangalore' };
    setSurgeRules([rain]);
    const { user, address } = await dinerWith();
    const quote = await fixture.orders.quote(user.userId, { addressId: address.id });
    expect(quote.bill.surgeFee).toBe(2_500);
    expect(quote.bill.surge?.label).toBe('Rain fee');
    // The cart's bill names the same fee and the same total.
    const cart = await fixture.cart.get(user.userId);
    expect(cart.bill?.surge).toEqual(quote.bill.surge);
    const placed = await fixture.orders.place(user.userId, 'rain-1', {
      addressId: address.id,
      paymentMethod: 'cod',
      expectedTotal: quote.bill.total,
    });
    expect(placed.order.bill).toEqual(quote.bill);
    expect((await fixture.orders.get(user.userId, placed.order.id)).bill.surge).toEqual(quote.bill.surge);
  });

  it('changed between the quote and placing refuses the order like any other new total', async () => {
    facts = { city: 'bangalore' };
    const { user, address } = await dinerWith();
    const quote = await fixture.orders.quote(user.userId, { addressId: address.id });
    setSurgeRules([rain]);
    await expect(
      fixture.orders.place(user.userId, 'rain-2', {
        addressId: address.id,
        paymentMethod: 'cod',
        expectedTotal: quote.bill.total,
      }),
    ).rejects.toEqual(refusal(orderErrors.totalChanged(quote.bill.total + 2_500)));
  });
});
