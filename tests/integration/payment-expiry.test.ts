/**
 * Unpaid online orders expire (src/server/orders/expiry.ts), over a real database (PGlite in a
 * temp dir, or PostgreSQL with DATABASE_URL), a fake catalog, the simulated gateway and a clock
 * the tests move: the sweep, the lazy check before a diner's orders are read or paid, the
 * provider asked first, and the cart given back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { CartDish, CartRestaurant } from '#src/lib/cartTypes.ts';
import type { OrderView, PlaceOrderResponse } from '#src/lib/orderTypes.ts';
import { paymentWindowMinutes } from '#src/lib/paymentWindow.ts';
import { createAddressService } from '#src/server/addresses/addresses.ts';
import { createCartService, type CartService, type DishLookup } from '#src/server/cart/cart.ts';
import { openTestDb, type TestDb } from '#src/server/db/testDb.ts';
import {
  createPaymentExpiry,
  expiryNotes,
  paymentExpired,
  withPaymentExpiry,
  type PaymentExpiry,
} from '#src/server/orders/expiry.ts';
import { createOrderService, type OrderService } from '#src/server/orders/orders.ts';
import type { RestaurantFactsLookup } from '#src/server/orders/restaurantFacts.ts';
import { createOrderRoutes } from '#src/server/orders/routes.ts';
import type { PaymentProvider } from '#src/server/payments/provider.ts';
import { createSimulatedGateway, type SimulatedGateway } from '#src/server/payments/simulated.ts';
import { callRoute, insertDiner, type Route } from '#src/server/routeHarness.ts';

const restaurant: CartRestaurant = {
  id: '100001',
  name: 'Spice Route',
  areaName: 'Koramangala',
  cloudinaryImageId: 'r-100001',
  href: '/restaurants/spice-route-koramangala-bangalore-100001',
};
const prices = new Map<string, number>([
  ['10000100001', 24_900],
  ['10000100002', 29_900],
  ['10000100003', 9_900],
]);
const withdrawn = new Set<string>();
const home = { lat: 12.9352, lng: 77.6245 };

const lookupDish: DishLookup = async (restaurantId, dishId) => {
  const price = prices.get(dishId);
  if (restaurantId !== restaurant.id || price === undefined || withdrawn.has(dishId)) return undefined;
  const dish: CartDish = { id: dishId, name: `Dish ${dishId}`, restaurantId, price, isVeg: true };
  return { dish, restaurant };
};
const restaurantFacts: RestaurantFactsLookup = async (restaurantId) =>
  restaurantId === restaurant.id ? { name: restaurant.name, offers: [], serviceable: true } : undefined;

const minutes = (n: number) => n * 60_000;

let testDb: TestDb;
let cart: CartService;
let gateway: SimulatedGateway;
/** The provider the services use: the gateway, unless a test makes it unreachable. */
let providerDown = false;
let inner: OrderService;
let expiry: PaymentExpiry;
let orders: OrderService;
let routes: ReturnType<typeof createOrderRoutes>;
/** The expiry's clock: real time moved on by `ahead` milliseconds. */
let ahead = 0;

beforeAll(async () => {
  testDb = await openTestDb();
  cart = createCartService({ db: testDb.db, lookupDish });
  gateway = createSimulatedGateway(testDb.db, 'test-gateway-secret');
  const provider: PaymentProvider = {
    ...gateway,
    status: async (ref) => {
      if (providerDown) throw new Error('the gateway does not answer');
      return gateway.status(ref);
    },
  };
  inner = createOrderService({
    db: testDb.db,
    lookupDish,
    restaurantFacts,
    addresses: createAddressService(testDb.db),
    cart,
    provider,
  });
  expiry = createPaymentExpiry({
    db: testDb.db,
    provider,
    orders: inner,
    lookupDish,
    now: () => new Date(Date.now() + ahead),
  });
  orders = withPaymentExpiry(inner, expiry);
  routes = createOrderRoutes(
    async () => orders,
    async () => gateway,
    () => null,
  );
});

afterAll(async () => {
  await testDb?.cleanup();
});

beforeEach(() => {
  ahead = 0;
  providerDown = false;
  withdrawn.clear();
  prices.set('10000100001', 24_900);
});

const call = <T = Record<string, unknown>>(route: Route, user: SessionUser, params: Record<string, string> = {}) =>
  callRoute<T>(route, 'test', { user, params });

/** A new diner's order (online by default, left at the gateway without deciding): its cart is empty again. */
async function unpaidOrder(
  lines: [string, number][] = [['10000100001', 2]],
  paymentMethod: 'upi_intent' | 'cod' = 'upi_intent',
) {
  const user = await insertDiner(testDb.db);
  const address = await createAddressService(testDb.db).create(user.userId, {
    label: 'Home',
    flat: '12B, Lake View Apartments',
    floor: '',
    area: 'Koramangala, Bengaluru',
    placeId: null,
    lat: home.lat,
    lng: home.lng,
    landmark: '',
    instructions: '',
  });
  for (const [dishId, quantity] of lines)
    await cart.add(user.userId, { dishId, restaurantId: restaurant.id, quantity });
  const placed = await inner.place(user.userId, `key-${Math.random().toString(36).slice(2, 12)}`, {
    addressId: address.id,
    paymentMethod,
  });
  const ref = placed.payment.kind === 'redirect' ? decodeURIComponent(placed.payment.url.replace('/pay/', '')) : '';
  return { user, order: placed.order, ref };
}

const cartLines = async (user: SessionUser) =>
  (await cart.get(user.userId)).documents.map((d) => [d.id, d.quantity, d.price]);
const attempts = async (orderId: string) =>
  (await testDb.db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [orderId])).rows.map(
    (r) => r.status,
  );

describe('the payment window', () => {
  it(`says when an unpaid order is cancelled: ${paymentWindowMinutes} minutes after its payment started`, async () => {
    const { user, order } = await unpaidOrder();
    expect(order.payable).toBe(true);
    const started = new Date(
      (await testDb.db.query<{ created_at: Date }>('SELECT created_at FROM payments WHERE order_id = $1', [order.id]))
        .rows[0]!.created_at,
    );
    expect(order.payBy).toBe(new Date(started.getTime() + minutes(paymentWindowMinutes)).toISOString());
    const awaiting = await call<{ order: OrderView | null }>(routes.awaitingPayment, user);
    expect(awaiting.body.order?.id).toBe(order.id);
    // A cash order has nothing to wait for.
    const cash = await unpaidOrder(undefined, 'cod');
    expect(cash.order.payBy).toBeNull();
    expect((await call<{ order: OrderView | null }>(routes.awaitingPayment, cash.user)).body.order).toBeNull();
  });
});

describe('the sweep', () => {
  it('cancels an order left unpaid past its window, fails its attempt and gives its dishes back at today’s prices', async () => {
    const { user, order } = await unpaidOrder([
      ['10000100001', 2],
      ['10000100003', 1],
    ]);
    ahead = minutes(paymentWindowMinutes - 1);
    expect(await expiry.expireOverdue()).not.toContain(order.id);
    expect((await inner.get(user.userId, order.id)).status).toBe('payment_pending');

    prices.set('10000100001', 25_900);
    withdrawn.add('10000100003');
    ahead = minutes(paymentWindowMinutes) + 1_000;
    expect(await expiry.expireOverdue()).toContain(order.id);
    const expired = await inner.get(user.userId, order.id);
    expect(expired.status).toBe('cancelled');
    expect(expired.payable).toBe(false);
    expect(expired.payBy).toBeNull();
    expect(expired.history.at(-1)).toMatchObject({ status: 'cancelled', note: expiryNotes.cartBack });
    expect(await attempts(order.id)).toEqual(['failed']);
    // Only the dish still on the menu, at its price today.
    expect(await cartLines(user)).toEqual([['10000100001', 2, 25_900]]);
    // Once only.
    expect(await expiry.expireOverdue()).not.toContain(order.id);
    expect((await inner.get(user.userId, order.id)).history.filter((h) => h.status === 'cancelled')).toHaveLength(1);
  });

  it('leaves a cart the diner has filled since alone', async () => {
    const { user, order } = await unpaidOrder();
    await cart.add(user.userId, { dishId: '10000100002', restaurantId: restaurant.id });
    ahead = minutes(paymentWindowMinutes + 1);
    expect(await expiry.expireOverdue(user.userId)).toEqual([order.id]);
    expect((await inner.get(user.userId, order.id)).history.at(-1)?.note).toBe(expiryNotes.expired);
    expect(await cartLines(user)).toEqual([['10000100002', 1, 29_900]]);
  });

  it('asks the gateway first: an order paid there without a callback is paid, never expired', async () => {
    const { user, order, ref } = await unpaidOrder();
    await gateway.decide(ref, true);
    ahead = minutes(paymentWindowMinutes + 1);
    expect(await expiry.expireOverdue()).not.toContain(order.id);
    expect((await inner.get(user.userId, order.id)).status).toBe('paid');
    expect((await gateway.describe(ref))?.status).toBe('captured');
    expect(await cartLines(user)).toEqual([]);
  });

  it('expires an order declined at the gateway without a callback; a decline reported in time gives the full window again', async () => {
    const quiet = await unpaidOrder();
    await gateway.decide(quiet.ref, false);
    ahead = minutes(paymentWindowMinutes + 1);
    expect(await expiry.expireOverdue(quiet.user.userId)).toEqual([quiet.order.id]);
    expect((await inner.get(quiet.user.userId, quiet.order.id)).status).toBe('cancelled');

    // Started 20 minutes ago, declined 2 minutes ago: the diner still has 13 minutes to pay again.
    ahead = 0;
    const declined = await unpaidOrder();
    await inner.paymentCallback(
      declined.user.userId,
      declined.ref.replace(/^sim_/, ''),
      await gateway.decide(declined.ref, false),
    );
    await testDb.db.query(
      "UPDATE payments SET created_at = now() - interval '20 minutes', updated_at = now() - interval '2 minutes' WHERE order_id = $1",
      [declined.order.id],
    );
    const view = await inner.get(declined.user.userId, declined.order.id);
    expect(view.status).toBe('payment_failed');
    expect(new Date(view.payBy!).getTime() - Date.now()).toBeGreaterThan(minutes(paymentWindowMinutes - 3));
    expect(await expiry.expireOverdue(declined.user.userId)).toEqual([]);
    ahead = minutes(paymentWindowMinutes - 1);
    expect(await expiry.expireOverdue(declined.user.userId)).toEqual([declined.order.id]);
  });

  it('leaves the order for the next round while the gateway cannot be asked', async () => {
    const { user, order } = await unpaidOrder();
    ahead = minutes(paymentWindowMinutes + 1);
    providerDown = true;
    expect(await expiry.expireOverdue(user.userId)).toEqual([]);
    expect((await inner.get(user.userId, order.id)).status).toBe('payment_pending');
    providerDown = false;
    expect(await expiry.expireOverdue(user.userId)).toEqual([order.id]);
  });

  it('never touches cash orders or paid ones', async () => {
    const { user, order, ref } = await unpaidOrder();
    await inner.paymentCallback(user.userId, ref.replace(/^sim_/, ''), await gateway.decide(ref, true));
    const cash = await unpaidOrder(undefined, 'cod');
    ahead = minutes(24 * 60);
    await expiry.expireOverdue();
    expect((await inner.get(user.userId, order.id)).status).toBe('paid');
    expect((await inner.get(cash.user.userId, cash.order.id)).status).toBe('placed');
  });

  it('runs on its own timer, with no diner asking', async () => {
    const { user, order } = await unpaidOrder();
    ahead = minutes(paymentWindowMinutes + 1);
    const stop = expiry.start(20);
    await expect.poll(async () => (await inner.get(user.userId, order.id)).status).toBe('cancelled');
    await stop();
  });

  it('refunds a payment approved at a gateway page left open after the order expired', async () => {
    const { user, order, ref } = await unpaidOrder();
    ahead = minutes(paymentWindowMinutes + 1);
    await expiry.expireOverdue(user.userId);
    const late = await inner.paymentCallback(user.userId, ref.replace(/^sim_/, ''), await gateway.decide(ref, true));
    expect(late.status).toBe('cancelled');
    expect(late.refund).toEqual({ amount: order.bill.total });
    expect((await gateway.describe(ref))?.status).toBe('refunded');
  });
});

describe('checked when the diner reads or pays', () => {
  it('an overdue order is cancelled before it is shown, listed or offered; paying it says why it cannot be paid', async () => {
    const { user, order } = await unpaidOrder();
    ahead = minutes(paymentWindowMinutes + 1);
    const shown = await call<{ order: OrderView }>(routes.get, user, { id: order.id });
    expect(shown.body.order.status).toBe('cancelled');
    expect((await call<{ order: OrderView | null }>(routes.awaitingPayment, user)).body.order).toBeNull();

    const second = await unpaidOrder();
    ahead = minutes(paymentWindowMinutes + 1);
    const listed = await call<{ orders: OrderView[] }>(routes.list, second.user);
    expect(listed.body.orders.map((o) => o.status)).toEqual(['cancelled']);

    const third = await unpaidOrder();
    ahead = minutes(paymentWindowMinutes + 1);
    const paid = await callRoute<PlaceOrderResponse>(routes.payAgain, 'test', {
      user: third.user,
      params: { id: third.order.id },
      body: { paymentMethod: 'upi_intent' },
    });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(paymentExpired);
    // Again later, after the sweep got there first: the same reason.
    const again = await callRoute(routes.payAgain, 'test', {
      user: third.user,
      params: { id: third.order.id },
      body: { paymentMethod: 'upi_intent' },
    });
    expect(again.body.message).toBe(paymentExpired);
  });
});
