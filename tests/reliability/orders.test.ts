// Orders against the built server: idempotency, 50 concurrent submits, tampered prices,
// another diner's order or address, forged payment callbacks, a payment approved after the
// order was cancelled, a once-per-customer coupon raced by parallel orders, and the server
// killed between "payment authorised" and "order marked paid".
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, diner, restaurantWithDishes, start, type Diner, type Server } from './harness';

interface Order {
  id: string;
  status: string;
  bill: { total: number };
}
interface Placed {
  order: Order;
  payment: { kind: string; url?: string };
}

let server: Server;
let restaurantId: string;
let otherRestaurantId: string;
let dishIds: string[];
let keySeq = 0;

beforeAll(async () => {
  server = await start({ OTP_MAX_REQUESTS_PER_IP: '1000' });
  ({ restaurantId, dishIds, otherRestaurantId } = await restaurantWithDishes(server, 2));
});
afterAll(() => server?.stop());

const newKey = () => `reliability-${process.pid}-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

/** A signed-in diner with an address in Koramangala and two dishes in the cart. */
async function readyDiner(current: Server = server, name = 'Order Diner'): Promise<{ d: Diner; addressId: string }> {
  const d = await diner(current, name);
  const address = await call(current, '/api/addresses', {
    cookie: d.cookie,
    body: { label: 'Home', flat: '4A Rose Court', area: 'Koramangala, Bengaluru', lat: 12.92614, lng: 77.62211 },
  });
  expect(address.status).toBe(201);
  await fillCart(current, d);
  return { d, addressId: (address.body as { address: { id: string } }).address.id };
}

async function fillCart(current: Server, d: Diner): Promise<void> {
  for (const id of dishIds) {
    const added = await call(current, '/api/addToCart', {
      cookie: d.cookie,
      body: { number: d.user.phone, database: d.user.database, userId: d.user.userId, cart: { id, restaurantId } },
    });
    expect(added.status).toBe(200);
  }
}

function place(current: Server, d: Diner, body: Record<string, unknown>, key = newKey()) {
  return call(current, '/api/orders', { cookie: d.cookie, body, headers: { 'idempotency-key': key } });
}

async function ordersOf(current: Server, d: Diner): Promise<Order[]> {
  const listed = await call(current, '/api/orders', { cookie: d.cookie });
  expect(listed.status).toBe(200);
  return (listed.body as { orders: Order[] }).orders;
}

async function cartSize(current: Server, d: Diner): Promise<number> {
  const cart = await call(current, `/api/getcart?database=${d.user.database}`, { cookie: d.cookie });
  return (cart.body as { cart: { documents: unknown[] } }).cart.documents.length;
}

describe('one order per Idempotency-Key', () => {
  it('the same key twice (a double tap, a retry after a timeout) makes one order and answers it both times', async () => {
    const { d, addressId } = await readyDiner();
    const key = newKey();
    const first = await place(server, d, { addressId, paymentMethod: 'cod' }, key);
    const second = await place(server, d, { addressId, paymentMethod: 'cod' }, key);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect((second.body as Placed).order.id).toBe((first.body as Placed).order.id);
    expect(await ordersOf(server, d)).toHaveLength(1);
    expect(await cartSize(server, d)).toBe(0);
  });

  it('50 concurrent submits of one cart with one key make one order, and every answer is that order', async () => {
    const { d, addressId } = await readyDiner();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => place(server, d, { addressId, paymentMethod: 'upi_intent' }, key)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 200)).toEqual([]);
    const ids = new Set(answers.map((a) => (a.body as Placed).order.id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(server, d)).toHaveLength(1);
  });

  it('50 concurrent submits of one cart with 50 keys still make one order (the cart empties with it)', async () => {
    const { d, addressId } = await readyDiner();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => place(server, d, { addressId, paymentMethod: 'cod' })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
    expect(await ordersOf(server, d)).toHaveLength(1);
  });
});

describe('bad input writes nothing', () => {
  it('tampered prices, a stale total, quantities above 11 and a dish of another restaurant are 4xx with a readable message', async () => {
    const { d, addressId } = await readyDiner();
    const tampered = await place(server, d, {
      addressId,
      paymentMethod: 'cod',
      lines: [{ id: dishIds[0], price: 1 }],
      total: 1,
    });
    expect(tampered.status).toBe(400);
    const quote = await call(server, '/api/checkout/quote', { cookie: d.cookie, body: { addressId } });
    const total = (quote.body as { bill: { total: number } }).bill.total;
    const cheaper = await place(server, d, { addressId, paymentMethod: 'cod', expectedTotal: total - 10_000 });
    expect(cheaper.status).toBe(409);
    expect((cheaper.body as { message: string }).message).toMatch(/^The bill has changed: the total is now ₹/);
    const many = await call(server, '/api/addToCart', {
      cookie: d.cookie,
      body: {
        number: d.user.phone,
        database: d.user.database,
        userId: d.user.userId,
        cart: { id: dishIds[0], restaurantId, quantity: 12 },
      },
    });
    expect(many.status).toBe(400);
    const foreign = await call(server, '/api/addToCart', {
      cookie: d.cookie,
      body: {
        number: d.user.phone,
        database: d.user.database,
        userId: d.user.userId,
        cart: { id: dishIds[0], restaurantId: otherRestaurantId },
      },
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect(await ordersOf(server, d)).toHaveLength(0);
    expect(await cartSize(server, d)).toBe(2);
    // The order placed with the right total charges the catalog's prices.
    const placed = await place(server, d, { addressId, paymentMethod: 'cod', expectedTotal: total });
    expect(placed.status).toBe(201);
    expect((placed.body as Placed).order.bill.total).toBe(total);
  });

  it('an unknown coupon is a 422 saying why, and nothing is written', async () => {
    const { d, addressId } = await readyDiner();
    const answer = await place(server, d, { addressId, paymentMethod: 'cod', couponCode: 'FREEFOOD99' });
    expect(answer.status).toBe(422);
    expect((answer.body as { message: string }).message).toBe(
      "FREEFOOD99 is not a code we know. Check the offers on the restaurant's menu.",
    );
    expect(await ordersOf(server, d)).toHaveLength(0);
  });
});

describe('each order belongs to one diner', () => {
  it('another diner gets 404 for the order and for the address, and cannot pay, cancel or reorder it', async () => {
    const { d: owner, addressId } = await readyDiner();
    const { d: other } = await readyDiner(server, 'Other Diner');
    const { order } = (await place(server, owner, { addressId, paymentMethod: 'upi_collect' })).body as Placed;
    for (const path of [`/api/orders/${order.id}`])
      expect((await call(server, path, { cookie: other.cookie })).status).toBe(404);
    for (const action of ['cancel', 'reorder'])
      expect(
        (await call(server, `/api/orders/${order.id}/${action}`, { cookie: other.cookie, method: 'POST' })).status,
      ).toBe(404);
    expect(
      (await call(server, `/api/orders/${order.id}/pay`, { cookie: other.cookie, body: { paymentMethod: 'card' } }))
        .status,
    ).toBe(404);
    expect((await place(server, other, { addressId, paymentMethod: 'cod' })).status).toBe(404);
    expect((await call(server, `/api/addresses/${addressId}`, { cookie: other.cookie, method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await ordersOf(server, other)).map((o) => o.id)).not.toContain(order.id);
    expect((await call(server, `/api/orders/${order.id}`, { cookie: owner.cookie })).status).toBe(200);
  });
});

describe('payment callbacks are believed only when signed', () => {
  it('a forged signature, or a genuine one for another outcome, is a 400 and the order stays unpaid', async () => {
    const { d, addressId } = await readyDiner();
    const { order, payment } = (await place(server, d, { addressId, paymentMethod: 'card' })).body as Placed;
    const ref = decodeURIComponent(payment.url!.replace('/pay/', ''));
    const paymentId = ref.replace(/^sim_/, '');
    const forged = await call(server, `/api/payments/${paymentId}/callback`, {
      cookie: d.cookie,
      body: { providerPaymentId: ref, status: 'authorised', signature: '0'.repeat(64) },
    });
    expect(forged.status).toBe(400);
    const declined = (await call(server, `/api/gateway/${ref}`, { body: { approve: false } })).body as {
      callback: { providerPaymentId: string; status: string; signature: string };
    };
    const flipped = await call(server, `/api/payments/${paymentId}/callback`, {
      cookie: d.cookie,
      body: { ...declined.callback, status: 'authorised' },
    });
    expect(flipped.status).toBe(400);
    const state = (await call(server, `/api/orders/${order.id}`, { cookie: d.cookie })).body as { order: Order };
    expect(state.order.status).toBe('payment_pending');
  });
});

describe('a payment approved after the order was cancelled', () => {
  it('is refunded at once: the diner sees the refund on the order, and the gateway shows it refunded', async () => {
    const { d, addressId } = await readyDiner();
    const { order, payment } = (await place(server, d, { addressId, paymentMethod: 'card' })).body as Placed;
    const ref = decodeURIComponent(payment.url!.replace('/pay/', ''));
    expect((await call(server, `/api/orders/${order.id}/cancel`, { cookie: d.cookie, method: 'POST' })).status).toBe(
      200,
    );
    // The gateway page, still open in another tab, is approved; its signed answer comes back.
    const started = performance.now();
    const { callback } = (await call(server, `/api/gateway/${ref}`, { body: { approve: true } })).body as {
      callback: unknown;
    };
    await call(server, `/api/payments/${ref.replace(/^sim_/, '')}/callback`, { cookie: d.cookie, body: callback });
    const refunded = async () =>
      ((await call(server, `/api/orders/${order.id}`, { cookie: d.cookie })).body as { order: { refund: unknown } })
        .order.refund ?? null;
    await expect.poll(refunded, { timeout: 10_000, interval: 100 }).toEqual({ amount: order.bill.total });
    const seconds = (performance.now() - started) / 1000;
    console.log(`paid after cancel: refund started ${seconds.toFixed(2)} s after the approval`);
    const state = (await call(server, `/api/orders/${order.id}`, { cookie: d.cookie })).body as { order: Order };
    expect(state.order.status).toBe('cancelled');
    expect(seconds).toBeLessThan(5);
  });
});

/** A restaurant near Koramangala whose menu offers a once-per-customer code, with a dish and the quantity that meets its minimum. */
async function onceCodeRestaurant(): Promise<{ restaurantId: string; dishId: string; quantity: number; code: string }> {
  const point = 'lat=12.92614&lng=77.62211';
  const listing = (await call(server, `/api/restaurants?${point}`)).body as {
    data: { cards: { card: { card: { id?: string; gridElements?: unknown } } }[] };
  };
  const grid = listing.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing') as {
    gridElements: { infoWithStyle: { restaurants: { info: { id: string } }[] } };
  };
  for (const { info } of grid.gridElements.infoWithStyle.restaurants) {
    const menu = (await call(server, `/api/menu?${point}&restaurantId=${info.id}&query=`)).body;
    const text = JSON.stringify(menu);
    // THALI75 is once per customer ("Valid once per customer" under the deal).
    const offer = /"subHeader":"USE (THALI75) \| ABOVE ₹(\d+)"/.exec(text);
    const dish = /"info":\{"id":"(\d+)","name":"[^"]*"[^{}]*?"price":(\d+)/.exec(text);
    if (!offer?.[1] || !offer[2] || !dish?.[1] || !dish[2]) continue;
    const quantity = Math.ceil((Number(offer[2]) * 100) / Number(dish[2]));
    if (quantity > 11) continue;
    return { restaurantId: info.id, dishId: dish[1], quantity, code: offer[1] };
  }
  throw new Error('no restaurant near Koramangala offers a once-per-customer code');
}

describe('coupons keep their usage rule under concurrency', () => {
  it('20 parallel orders with a once-per-customer code give one discount', async () => {
    const { restaurantId: rid, dishId, quantity, code } = await onceCodeRestaurant();
    const d = await diner(server, 'Coupon Diner');
    const address = await call(server, '/api/addresses', {
      cookie: d.cookie,
      body: { label: 'Home', flat: '4A Rose Court', area: 'Koramangala, Bengaluru', lat: 12.92614, lng: 77.62211 },
    });
    const addressId = (address.body as { address: { id: string } }).address.id;
    const fillWith = () =>
      call(server, '/api/addToCart', {
        cookie: d.cookie,
        body: {
          number: d.user.phone,
          database: d.user.database,
          userId: d.user.userId,
          cart: { id: dishId, restaurantId: rid, quantity },
        },
      });
    // Twenty lanes at once, each filling the cart and placing it with the code.
    const lanes = await Promise.all(
      Array.from({ length: 20 }, async () => {
        await fillWith();
        return place(server, d, { addressId, paymentMethod: 'cod', couponCode: code });
      }),
    );
    expect(lanes.every((lane) => lane.status < 500)).toBe(true);
    const discounted = (await ordersOf(server, d)).filter(
      (o) => (o as Order & { bill: { discount: number } }).bill.discount > 0,
    );
    expect(discounted).toHaveLength(1);
    // And afterwards, a code already used is refused with the reason.
    expect((await fillWith()).status).toBe(200);
    const after = await call(server, '/api/checkout/quote', {
      cookie: d.cookie,
      body: { addressId, couponCode: code },
    });
    expect((after.body as { coupon: { applied: boolean } }).coupon.applied).toBe(false);
  });
});

describe('the server killed between "payment authorised" and "order marked paid"', () => {
  it("loses nothing: on restart the order is reconciled with the gateway's record and is paid", async () => {
    // Relaxed durability: a killed process loses nothing either way (the OS keeps the writes), and it starts faster.
    const faulty = await start({
      OTP_MAX_REQUESTS_PER_IP: '1000',
      PGLITE_DURABILITY: 'relaxed',
      THALIFY_TEST_FAULT: 'exit-after-authorise',
    });
    let restarted: Server | undefined;
    try {
      const { d, addressId } = await readyDiner(faulty, 'Crash Diner');
      // Opens the order service (and its first reconciliation) before the timed calls.
      await vi.waitFor(async () => expect((await call(faulty, '/api/orders', { cookie: d.cookie })).status).toBe(200), {
        timeout: 60_000,
        interval: 500,
      });
      const { order, payment } = (await place(faulty, d, { addressId, paymentMethod: 'upi_collect' })).body as Placed;
      const ref = decodeURIComponent(payment.url!.replace('/pay/', ''));
      const { callback } = (await call(faulty, `/api/gateway/${ref}`, { body: { approve: true } })).body as {
        callback: unknown;
      };
      // The process stops after writing "authorised", before "paid": the answer never comes.
      await expect(
        call(faulty, `/api/payments/${ref.replace(/^sim_/, '')}/callback`, { cookie: d.cookie, body: callback }),
      ).rejects.toThrow();
      await new Promise<void>((resolve) =>
        (faulty.child as unknown as { exitCode: number | null; once(e: string, f: () => void): void }).exitCode !== null
          ? resolve()
          : (faulty.child as unknown as { once(e: string, f: () => void): void }).once('exit', () => resolve()),
      );
      expect(faulty.log()).toContain('stopping between authorised and paid');

      restarted = await start({ OTP_MAX_REQUESTS_PER_IP: '1000', PGLITE_DURABILITY: 'relaxed' }, faulty.dataDir);
      const again = restarted;
      // The first call opens the database and reconciles before it answers, which may take a while.
      let after: Awaited<ReturnType<typeof call>> | undefined;
      await vi.waitFor(
        async () => {
          after = await call(again, `/api/orders/${order.id}`, { cookie: d.cookie });
          expect(after.status).toBe(200);
        },
        { timeout: 60_000, interval: 500 },
      );
      const seen = (after!.body as { order: Order & { history: { status: string }[] } }).order;
      expect(seen.status).toBe('paid');
      expect(seen.history.map((h) => h.status)).toEqual(['placed', 'payment_pending', 'paid']);
      expect(restarted.log()).toContain('[orders] reconciled: 1 paid');
    } finally {
      await faulty.stop();
      await restarted?.stop();
    }
  });
});
