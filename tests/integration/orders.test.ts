/**
 * Addresses, checkout, orders and payments through their Astro routes, over a real database
 * (PGlite in a temp dir, or PostgreSQL with DATABASE_URL), a fake catalog and the simulated
 * gateway. Covers the bill from catalog prices, coupons, the delivery radius, idempotency,
 * ownership, payment callbacks, cancel with refund, reorder and reconciliation.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { CartDish } from '#src/lib/cartTypes.ts';
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import type {
  CheckoutQuote,
  DeliveryAddress,
  OrderView,
  PlaceOrderResponse,
  ReorderResponse,
} from '#src/lib/orderTypes.ts';
import { createAddressService } from '#src/server/addresses/addresses.ts';
import { createAddressRoutes } from '#src/server/addresses/routes.ts';
import { orderBillFor } from '#src/server/cart/bill.ts';
import { createCartService, type CartService, type DishLookup } from '#src/server/cart/cart.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { addressInput, spiceRoute } from '#test/orders/orderFixture.ts';
import { orderErrors } from '#src/server/orders/orderRules.ts';
import { createOrderService, type OrderService } from '#src/server/orders/orders.ts';
import type { RestaurantFactsLookup } from '#src/server/orders/restaurantFacts.ts';
import { createOrderRoutes } from '#src/server/orders/routes.ts';
import { createSimulatedGateway, type SimulatedGateway } from '#src/server/payments/simulated.ts';
import { callRoute, insertDiner, type Route, type RouteCall } from '#test/routeHarness.ts';

const prices = new Map<string, number>([
  ['10000100001', 24_900],
  ['10000100002', 29_900],
  ['10000100003', 9_900],
]);
const names: Record<string, string> = {
  '10000100001': 'Paneer Tikka',
  '10000100002': 'Chicken Biryani',
  '10000100003': 'Butter Naan',
};
const withdrawn = new Set<string>();
const offers: DiscountInfo[] = [
  { header: '60% OFF', subHeader: 'UPTO ₹120' },
  { header: 'FLAT ₹75 OFF', subHeader: 'USE THALI75 | ABOVE ₹399', usage: 'once' },
  { header: '₹40 OFF', subHeader: 'USE HELLO40 | FIRST ORDER ONLY' },
];
// The restaurant delivers within about 10 km of Koramangala.
const home = { lat: 12.9352, lng: 77.6245 };
const far = { lat: 13.2, lng: 77.7 };

const lookupDish: DishLookup = async (restaurantId, dishId) => {
  const price = prices.get(dishId);
  if (restaurantId !== spiceRoute.id || price === undefined || withdrawn.has(dishId)) return undefined;
  const dish: CartDish = { id: dishId, name: names[dishId] ?? dishId, restaurantId, price, isVeg: true };
  return { dish, restaurant: spiceRoute };
};
const restaurantFacts: RestaurantFactsLookup = async (restaurantId, point) =>
  restaurantId === spiceRoute.id
    ? {
        name: spiceRoute.name,
        offers,
        serviceable: Math.abs(point.lat - home.lat) < 0.09 && Math.abs(point.lng - home.lng) < 0.09,
      }
    : undefined;

let testDb: TestDb;
let cart: CartService;
let orders: OrderService;
let gateway: SimulatedGateway;
let orderRoutes: ReturnType<typeof createOrderRoutes>;
let addressRoutes: ReturnType<typeof createAddressRoutes>;

function buildOrders(extra: { afterAuthorised?: () => void } = {}): OrderService {
  return createOrderService({
    db: testDb.db,
    lookupDish,
    restaurantFacts,
    addresses: createAddressService(testDb.db),
    cart,
    provider: gateway,
    ...extra,
  });
}

beforeAll(async () => {
  testDb = await openTestDb();
  cart = createCartService({ db: testDb.db, lookupDish });
  gateway = createSimulatedGateway(testDb.db, 'test-gateway-secret');
  orders = buildOrders();
  orderRoutes = createOrderRoutes(
    async () => orders,
    async () => gateway,
    () => null,
  );
  addressRoutes = createAddressRoutes(async () => createAddressService(testDb.db));
});

afterAll(async () => {
  await testDb?.cleanup();
});

beforeEach(() => {
  withdrawn.clear();
  prices.set('10000100001', 24_900);
});

const newUser = (): Promise<SessionUser> => insertDiner(testDb.db);
const call = <T = Record<string, unknown>>(route: Route, options: RouteCall = {}) =>
  callRoute<T>(route, 'test', options);

const addressBody = (point = home, extra: Record<string, unknown> = {}) => ({ ...addressInput(point), ...extra });

async function newAddress(user: SessionUser, point = home): Promise<DeliveryAddress> {
  const reply = await call<{ address: DeliveryAddress }>(addressRoutes.create, { user, body: addressBody(point) });
  expect(reply.status).toBe(201);
  return reply.body.address;
}

async function fill(user: SessionUser, lines: [string, number][]): Promise<void> {
  for (const [dishId, quantity] of lines)
    await cart.add(user.userId, { dishId, restaurantId: spiceRoute.id, quantity });
}

function place(
  user: SessionUser,
  body: Record<string, unknown>,
  key = `key-${Math.random().toString(36).slice(2, 12)}`,
) {
  return call<PlaceOrderResponse>(orderRoutes.place, { user, body, headers: { 'idempotency-key': key } });
}

describe('addresses', () => {
  it('lists, creates, updates, makes default and deletes, per account', async () => {
    const asha = await newUser();
    const ravi = await newUser();
    const first = await newAddress(asha);
    expect(first).toMatchObject({
      label: 'Home',
      flat: '12B, Lake View Apartments',
      area: 'Koramangala, Bengaluru',
      lat: home.lat,
      lng: home.lng,
      isDefault: true,
    });
    const work = (
      await call<{ address: DeliveryAddress }>(addressRoutes.create, {
        user: asha,
        body: addressBody(home, { label: 'Work', flat: 'Floor 4, Tech Park' }),
      })
    ).body.address;
    expect(work.isDefault).toBe(false);

    const updated = await call<{ address: DeliveryAddress }>(addressRoutes.update, {
      user: asha,
      method: 'PATCH',
      params: { id: work.id },
      body: addressBody(home, { label: 'Work', flat: 'Floor 5, Tech Park', makeDefault: true }),
    });
    expect(updated.body.address).toMatchObject({ flat: 'Floor 5, Tech Park', isDefault: true });
    const listed = (await call<{ addresses: DeliveryAddress[] }>(addressRoutes.list, { user: asha })).body.addresses;
    expect(listed.map((a) => [a.label, a.isDefault])).toEqual([
      ['Work', true],
      ['Home', false],
    ]);

    // Another diner sees nothing and changes nothing.
    expect((await call<{ addresses: DeliveryAddress[] }>(addressRoutes.list, { user: ravi })).body.addresses).toEqual(
      [],
    );
    expect(
      (await call(addressRoutes.update, { user: ravi, method: 'PATCH', params: { id: work.id }, body: addressBody() }))
        .status,
    ).toBe(404);
    expect((await call(addressRoutes.remove, { user: ravi, method: 'DELETE', params: { id: work.id } })).status).toBe(
      404,
    );
    expect((await call(addressRoutes.makeDefault, { user: ravi, params: { id: first.id } })).status).toBe(404);

    // Deleting the default passes it on.
    expect((await call(addressRoutes.remove, { user: asha, method: 'DELETE', params: { id: work.id } })).status).toBe(
      200,
    );
    const left = (await call<{ addresses: DeliveryAddress[] }>(addressRoutes.list, { user: asha })).body.addresses;
    expect(left.map((a) => [a.id, a.isDefault])).toEqual([[first.id, true]]);
  });

  it('refuses bad fields naming them, and signed-out callers', async () => {
    const user = await newUser();
    const bad = await call(addressRoutes.create, {
      user,
      body: addressBody(home, { label: 'Hostel', flat: '', lat: 51.5 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('label: must be Home, Work or Other');
    expect(bad.body.message).toContain('flat: is required');
    expect(bad.body.message).toContain('lat: must be a latitude inside India');
    // A NUL cannot be stored: it is named as the field's fault, not a server error.
    const nul = await call(addressRoutes.create, { user, body: addressBody(home, { flat: '4A\u0000' }) });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('flat: must be plain text without control characters');
    const lines = await call(addressRoutes.create, {
      user,
      body: addressBody(home, { instructions: 'Ring\nthen wait' }),
    });
    expect(lines.status).toBe(201);
    expect((await call(addressRoutes.list, {})).status).toBe(401);
  });
});

describe('checkout bill and coupons', () => {
  it('bills from catalog prices with the coupon the menu shows, and says why a code does not apply', async () => {
    const user = await newUser();
    const address = await newAddress(user);
    await fill(user, [
      ['10000100001', 1],
      ['10000100003', 1],
    ]);
    const quote = (code?: string) =>
      call<CheckoutQuote>(orderRoutes.quote, {
        user,
        body: { addressId: address.id, ...(code === undefined ? {} : { couponCode: code }) },
      });

    const plain = (await quote()).body;
    expect(plain.bill).toEqual(
      orderBillFor([
        { price: 24_900, quantity: 1 },
        { price: 9_900, quantity: 1 },
      ]),
    );
    expect(plain.addressProblem).toBeNull();

    // 60% of ₹348 is ₹208.80, capped at ₹120.
    const save = (await quote('save60')).body;
    expect(save.coupon).toMatchObject({ code: 'SAVE60', applied: true });
    expect(save.bill.discount).toBe(12_000);
    expect(save.bill.total).toBe(
      orderBillFor(
        [
          { price: 24_900, quantity: 1 },
          { price: 9_900, quantity: 1 },
        ],
        12_000,
      ).total,
    );

    const below = (await quote('THALI75')).body;
    expect(below.coupon).toEqual({
      code: 'THALI75',
      applied: false,
      message: 'THALI75 needs an item total of ₹399 or more: add ₹51 more to use it.',
    });
    expect(below.bill.discount).toBe(0);
    expect((await quote('FLAT125')).body.coupon?.message).toBe(
      'FLAT125 is not offered by Spice Route. Use a code from this restaurant’s offers.'.replace('’', "'"),
    );
    expect((await quote('NOSUCH1')).body.coupon?.message).toBe(
      "NOSUCH1 is not a code we know. Check the offers on the restaurant's menu.",
    );
    expect((await quote('MONSOON40')).body.coupon?.message).toMatch(/^MONSOON40 has expired/);
  });

  it('keeps each code to its usage rule: once per customer, first order only; a cancelled order gives it back', async () => {
    const user = await newUser();
    const address = await newAddress(user);
    const quoteCoupon = async (couponCode: string) =>
      (await call<CheckoutQuote>(orderRoutes.quote, { user, body: { addressId: address.id, couponCode } })).body.coupon;
    await fill(user, [['10000100002', 2]]);
    expect(await quoteCoupon('HELLO40')).toMatchObject({ applied: true });
    const first = await place(user, { addressId: address.id, paymentMethod: 'cod', couponCode: 'THALI75' });
    expect(first.status).toBe(201);
    expect(first.body.order.bill.discount).toBe(7_500);

    await fill(user, [['10000100002', 2]]);
    expect(await quoteCoupon('THALI75')).toEqual({
      code: 'THALI75',
      applied: false,
      message: 'THALI75 can be used once per customer, and you have used it on an earlier order.',
    });
    expect(await quoteCoupon('HELLO40')).toEqual({
      code: 'HELLO40',
      applied: false,
      message: 'HELLO40 is for your first order only.',
    });
    const again = await place(user, { addressId: address.id, paymentMethod: 'cod', couponCode: 'THALI75' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('THALI75 can be used once per customer, and you have used it on an earlier order.');
    // Codes without a rule apply on every order.
    expect(await quoteCoupon('SAVE60')).toMatchObject({ applied: true });

    await call(orderRoutes.cancel, { user, params: { id: first.body.order.id } });
    expect(await quoteCoupon('THALI75')).toMatchObject({ applied: true });
    expect(await quoteCoupon('HELLO40')).toMatchObject({ applied: true });
  });

  it('refuses an address outside the delivery radius with a message that says so', async () => {
    const user = await newUser();
    const away = await newAddress(user, far);
    await fill(user, [['10000100001', 1]]);
    const quote = await call<CheckoutQuote>(orderRoutes.quote, { user, body: { addressId: away.id } });
    expect(quote.body.addressProblem).toBe(orderErrors.outsideRadius('Spice Route'));
    const placed = await place(user, { addressId: away.id, paymentMethod: 'cod' });
    expect(placed.status).toBe(422);
    expect(placed.body.message).toBe(orderErrors.outsideRadius('Spice Route'));
    expect((await orders.list(user.userId)).length).toBe(0);
  });
});

describe('placing orders', () => {
  it('places a cash order: bill in paise, cart emptied, status history, visible only to its diner', async () => {
    const user = await newUser();
    const other = await newUser();
    const address = await newAddress(user);
    await fill(user, [['10000100002', 2]]);
    const reply = await place(user, { addressId: address.id, paymentMethod: 'cod' });
    expect(reply.status).toBe(201);
    const { order, payment } = reply.body;
    expect(payment).toEqual({ kind: 'none' });
    expect(order.status).toBe('placed');
    expect(order.bill).toEqual(orderBillFor([{ price: 29_900, quantity: 2 }]));
    expect(order.lines).toEqual([
      { dishId: '10000100002', name: 'Chicken Biryani', isVeg: true, vegClass: 'VEG', unitPrice: 29_900, quantity: 2 },
    ]);
    expect(order.address.flat).toBe('12B, Lake View Apartments');
    expect(order.history.map((h) => h.status)).toEqual(['placed']);
    expect((await cart.get(user.userId)).documents).toEqual([]);

    expect((await call(orderRoutes.get, { user: other, params: { id: order.id } })).status).toBe(404);
    expect((await call(orderRoutes.cancel, { user: other, params: { id: order.id } })).status).toBe(404);
    expect((await call(orderRoutes.reorder, { user: other, params: { id: order.id } })).status).toBe(404);
    expect((await call<{ orders: OrderView[] }>(orderRoutes.list, { user: other })).body.orders).toEqual([]);
    expect((await call<{ orders: OrderView[] }>(orderRoutes.list, { user })).body.orders.map((o) => o.id)).toEqual([
      order.id,
    ]);
  });

  it('counts the orders on their way for the profile menu: placed counts, cancelled does not, nor another diner', async () => {
    const user = await newUser();
    const other = await newUser();
    const address = await newAddress(user);
    const count = async (who: SessionUser) =>
      (await call<{ count: number }>(orderRoutes.inProgress, { user: who })).body.count;
    expect(await count(user)).toBe(0);
    await fill(user, [['10000100002', 1]]);
    const { order } = (await place(user, { addressId: address.id, paymentMethod: 'cod' })).body;
    expect(order.tracking).toBeNull();
    expect(await count(user)).toBe(1);
    expect(await count(other)).toBe(0);
    expect((await call(orderRoutes.inProgress, {})).status).toBe(401);
    await call(orderRoutes.cancel, { user, params: { id: order.id } });
    expect(await count(user)).toBe(0);
  });

  it('answers the same order for the same key, and refuses the key for a different order', async () => {
    const user = await newUser();
    const address = await newAddress(user);
    await fill(user, [['10000100001', 1]]);
    const first = await place(user, { addressId: address.id, paymentMethod: 'cod' }, 'same-key-0001');
    const again = await place(user, { addressId: address.id, paymentMethod: 'cod' }, 'same-key-0001');
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.order.id).toBe(first.body.order.id);
    const other = await place(user, { addressId: address.id, paymentMethod: 'card' }, 'same-key-0001');
    expect(other.status).toBe(422);
    expect((await orders.list(user.userId)).length).toBe(1);
  });

  it("refuses a stale total, fields the order does not take, another diner's address and an empty cart, writing nothing", async () => {
    const user = await newUser();
    const other = await newUser();
    const address = await newAddress(user);
    const theirs = await newAddress(other);
    await fill(user, [['10000100001', 1]]);
    const right = (await call<CheckoutQuote>(orderRoutes.quote, { user, body: { addressId: address.id } })).body.bill
      .total;

    const stale = await place(user, { addressId: address.id, paymentMethod: 'cod', expectedTotal: right - 100 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(orderErrors.totalChanged(right));
    const priced = await place(user, {
      addressId: address.id,
      paymentMethod: 'cod',
      lines: [{ id: '10000100001', price: 100 }],
    });
    expect(priced.status).toBe(400);
    expect(priced.body.message).toContain('Unrecognized key');
    expect((await place(user, { addressId: theirs.id, paymentMethod: 'cod' })).status).toBe(404);
    expect((await place(user, { addressId: address.id, paymentMethod: 'cod' }, 'short')).status).toBe(400);
    expect((await orders.list(user.userId)).length).toBe(0);
    expect((await cart.get(user.userId)).documents.length).toBe(1);

    const empty = await newUser();
    const emptyAddress = await newAddress(empty);
    const none = await place(empty, { addressId: emptyAddress.id, paymentMethod: 'cod' });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(orderErrors.emptyCart);
  });
});

describe('concurrent submits', () => {
  it('20 submits at once with one key make one order and all answer it; 20 with their own keys make one order too', async () => {
    const user = await newUser();
    const address = await newAddress(user);
    await fill(user, [['10000100001', 1]]);
    const same = await Promise.all(
      Array.from({ length: 20 }, () =>
        place(user, { addressId: address.id, paymentMethod: 'cod' }, 'concurrent-key-1'),
      ),
    );
    expect(same.filter((r) => r.status === 201)).toHaveLength(1);
    expect(same.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.order.id)).size).toBe(1);

    await fill(user, [['10000100002', 1]]);
    const many = await Promise.all(
      Array.from({ length: 20 }, () => place(user, { addressId: address.id, paymentMethod: 'cod' })),
    );
    expect(many.filter((r) => r.status === 201)).toHaveLength(1);
    expect(many.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    expect((await orders.list(user.userId)).length).toBe(2);
  });
});

describe('paying through the simulated gateway', () => {
  async function onlineOrder(method = 'upi_collect') {
    const user = await newUser();
    const address = await newAddress(user);
    await fill(user, [['10000100001', 2]]);
    const reply = await place(user, { addressId: address.id, paymentMethod: method });
    expect(reply.status).toBe(201);
    expect(reply.body.order.status).toBe('payment_pending');
    const action = reply.body.payment;
    if (action.kind !== 'redirect') throw new Error('expected the gateway page');
    const ref = decodeURIComponent(action.url.replace('/pay/', ''));
    const paymentId = ref.replace(/^sim_/, '');
    return { user, order: reply.body.order, ref, paymentId };
  }

  /** The diner decides on the gateway page, and the page hands its signed answer to the storefront. */
  async function decideAndReturn(user: SessionUser, ref: string, approve: boolean) {
    const callback = await gateway.decide(ref, approve);
    return call<{ order: OrderView }>(orderRoutes.paymentCallback, {
      user,
      params: { id: ref.replace(/^sim_/, '') },
      body: callback,
    });
  }

  it('an approved payment marks the order paid; a declined one payment failed, and a retry pays', async () => {
    const { user, order, ref } = await onlineOrder('card');
    const failed = await decideAndReturn(user, ref, false);
    expect(failed.body.order.status).toBe('payment_failed');
    expect(failed.body.order.payable).toBe(true);

    const retry = await call<PlaceOrderResponse>(orderRoutes.payAgain, {
      user,
      params: { id: order.id },
      body: { paymentMethod: 'card' },
    });
    expect(retry.body.order.status).toBe('payment_pending');
    if (retry.body.payment.kind !== 'redirect') throw new Error('expected the gateway page');
    const ref2 = decodeURIComponent(retry.body.payment.url.replace('/pay/', ''));
    const paid = await decideAndReturn(user, ref2, true);
    expect(paid.body.order.status).toBe('paid');
    expect(paid.body.order.history.map((h) => h.status)).toEqual([
      'placed',
      'payment_pending',
      'payment_failed',
      'payment_pending',
      'paid',
    ]);
    expect((await gateway.describe(ref2))?.status).toBe('captured');
  });

  it('a payment left at the gateway is offered again as the same attempt, paid once; a paid order is refused', async () => {
    const { user, order, ref, paymentId } = await onlineOrder('upi_intent');
    const payAgain = (paymentMethod: string) =>
      call<PlaceOrderResponse>(orderRoutes.payAgain, { user, params: { id: order.id }, body: { paymentMethod } });
    // The diner left the gateway page without deciding and came back to the order.
    expect((await orders.get(user.userId, order.id)).payable).toBe(true);

    const otherMethod = await payAgain('card');
    expect(otherMethod.status).toBe(409);
    expect(otherMethod.body.message).toBe(orderErrors.attemptOpen('upi_intent'));

    const again = await payAgain('upi_intent');
    expect(again.status).toBe(200);
    expect(again.body.order.status).toBe('payment_pending');
    expect(again.body.payment).toEqual({ kind: 'redirect', url: `/pay/${encodeURIComponent(ref)}` });
    const twice = await payAgain('upi_intent');
    expect(twice.body.payment).toEqual(again.body.payment);
    const attempts = await testDb.db.query('SELECT id FROM payments WHERE order_id = $1', [order.id]);
    expect(attempts.rows).toEqual([{ id: paymentId }]);

    const paid = await decideAndReturn(user, ref, true);
    expect(paid.body.order.status).toBe('paid');
    expect(paid.body.order.payable).toBe(false);
    const afterPaid = await payAgain('upi_intent');
    expect(afterPaid.status).toBe(409);
    expect(afterPaid.body.message).toBe(orderErrors.paid);
    expect((await testDb.db.query('SELECT id FROM payments WHERE order_id = $1', [order.id])).rows).toHaveLength(1);
  });

  it('paying again asks the gateway first: an attempt paid there with no callback is not paid twice', async () => {
    const { user, order, ref } = await onlineOrder('card');
    // Approved at the gateway, but the tab closed before the callback reached the storefront.
    await gateway.decide(ref, true);
    const again = await call(orderRoutes.payAgain, { user, params: { id: order.id }, body: { paymentMethod: 'card' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(orderErrors.paid);
    expect((await orders.get(user.userId, order.id)).status).toBe('paid');
    expect((await gateway.describe(ref))?.status).toBe('captured');

    // Declined there with no callback: the attempt is over, and a new one may use another method.
    const second = await onlineOrder('card');
    await gateway.decide(second.ref, false);
    const retry = await call<PlaceOrderResponse>(orderRoutes.payAgain, {
      user: second.user,
      params: { id: second.order.id },
      body: { paymentMethod: 'netbanking' },
    });
    expect(retry.status).toBe(200);
    if (retry.body.payment.kind !== 'redirect') throw new Error('expected the gateway page');
    expect(retry.body.payment.url).not.toBe(`/pay/${encodeURIComponent(second.ref)}`);
  });

  it('refuses to pay again for a cancelled order, and for another diner', async () => {
    const { user, order } = await onlineOrder();
    const other = await newUser();
    const body = { paymentMethod: 'upi_collect' };
    expect((await call(orderRoutes.payAgain, { user: other, params: { id: order.id }, body })).status).toBe(404);
    await call(orderRoutes.cancel, { user, params: { id: order.id } });
    const cancelled = await call(orderRoutes.payAgain, { user, params: { id: order.id }, body });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(orderErrors.notPayable);
    expect((await orders.get(user.userId, order.id)).payable).toBe(false);
  });

  it('refuses a callback with a bad signature, or for another diner, and changes nothing', async () => {
    const { user, order, ref, paymentId } = await onlineOrder();
    const other = await newUser();
    const forged = await call(orderRoutes.paymentCallback, {
      user,
      params: { id: paymentId },
      body: { providerPaymentId: ref, status: 'authorised', signature: 'f'.repeat(64) },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(`Bad Request: ${orderErrors.badSignature}`);
    const genuine = await gateway.decide(ref, true);
    expect(
      (await call(orderRoutes.paymentCallback, { user: other, params: { id: paymentId }, body: genuine })).status,
    ).toBe(404);
    expect((await orders.get(user.userId, order.id)).status).toBe('payment_pending');
  });

  it('cancelling a paid order before preparing refunds it through the provider; after preparing it is refused', async () => {
    const { user, order, ref, paymentId } = await onlineOrder();
    await call(orderRoutes.paymentCallback, { user, params: { id: paymentId }, body: await gateway.decide(ref, true) });
    const cancelled = await call<{ order: OrderView }>(orderRoutes.cancel, { user, params: { id: order.id } });
    expect(cancelled.body.order.status).toBe('cancelled');
    expect(cancelled.body.order.history.at(-1)?.note).toBe(
      `Refund of ₹${(orderBillFor([{ price: 24_900, quantity: 2 }]).total / 100).toFixed(2)} started`.replace(
        /\.00 /,
        ' ',
      ),
    );
    expect((await gateway.describe(ref))?.status).toBe('refunded');

    const second = await onlineOrder();
    await call(orderRoutes.paymentCallback, {
      user: second.user,
      params: { id: second.paymentId },
      body: await gateway.decide(second.ref, true),
    });
    await orders.advance(second.order.id, 'accepted');
    await orders.advance(second.order.id, 'preparing');
    const late = await call(orderRoutes.cancel, { user: second.user, params: { id: second.order.id } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(orderErrors.notCancellable);
  });

  it('a payment approved after the order was cancelled (the gateway left open in another tab) is refunded at once', async () => {
    const { user, order, ref, paymentId } = await onlineOrder();
    const cancelled = await call<{ order: OrderView }>(orderRoutes.cancel, { user, params: { id: order.id } });
    expect(cancelled.body.order.refund).toBeNull();
    const late = await call<{ order: OrderView }>(orderRoutes.paymentCallback, {
      user,
      params: { id: paymentId },
      body: await gateway.decide(ref, true),
    });
    expect(late.status).toBe(200);
    expect(late.body.order.status).toBe('cancelled');
    expect(late.body.order.refund).toEqual({ amount: order.bill.total });
    expect(late.body.order.history.at(-1)?.note).toMatch(/^Refund of ₹[\d,.]+ started$/);
    expect((await gateway.describe(ref))?.status).toBe('refunded');
  });

  it('an order stopped between "authorised" and "paid" is paid by reconciliation', async () => {
    const { user, order, ref, paymentId } = await onlineOrder();
    const stopping = buildOrders({
      afterAuthorised: () => {
        throw new Error('process stopped');
      },
    });
    await expect(stopping.paymentCallback(user.userId, paymentId, await gateway.decide(ref, true))).rejects.toThrow(
      'process stopped',
    );
    expect((await orders.get(user.userId, order.id)).status).toBe('payment_pending');
    const done = await buildOrders().reconcile();
    expect(done.paid).toBeGreaterThanOrEqual(1);
    expect((await orders.get(user.userId, order.id)).status).toBe('paid');
  });
});

describe('reorder', () => {
  it("refills the cart with what is still available at today's prices and says what changed", async () => {
    const user = await newUser();
    const address = await newAddress(user);
    await fill(user, [
      ['10000100001', 2],
      ['10000100003', 3],
    ]);
    const { order } = (await place(user, { addressId: address.id, paymentMethod: 'cod' })).body;
    prices.set('10000100001', 25_900);
    withdrawn.add('10000100003');
    const reply = await call<ReorderResponse>(orderRoutes.reorder, { user, params: { id: order.id } });
    expect(reply.body).toEqual({
      added: 1,
      changes: ['Paneer Tikka now costs ₹259 (was ₹249).', 'Butter Naan is no longer available.'],
    });
    const now = await cart.get(user.userId);
    expect(now.documents.map((d) => [d.id, d.quantity, d.price])).toEqual([['10000100001', 2, 25_900]]);
  });
});
