/**
 * The Razorpay provider against a local fake of its API (no test reaches the internet), with
 * signatures computed as its documentation specifies: the payment signature is
 * HMAC-SHA256(order_id + "|" + razorpay_payment_id) keyed with the key secret; a webhook's
 * X-Razorpay-Signature is HMAC-SHA256 of the raw body keyed with the webhook secret.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartDish, CartRestaurant } from '#src/lib/cartTypes.ts';
import type { OrderView, PlaceOrderResponse } from '#src/lib/orderTypes.ts';
import { createAddressService } from '#src/server/addresses/addresses.ts';
import { createCartService, type DishLookup } from '#src/server/cart/cart.ts';
import { openTestDb, type TestDb } from '#src/server/db/testDb.ts';
import { createOrderService, type OrderService } from '#src/server/orders/orders.ts';
import { createOrderRoutes } from '#src/server/orders/routes.ts';
import { createRazorpayProvider } from '#src/server/payments/razorpay.ts';

const keyId = 'rzp_test_localfake';
const keySecret = 'local-fake-key-secret';
const webhookSecret = 'local-fake-webhook-secret';
const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** The fake's state: orders, payments, and the calls it received. */
const fake = {
  orders: new Map<string, { amount: number; receipt: string }>(),
  payments: new Map<
    string,
    { id: string; order_id: string; amount: number; status: 'authorized' | 'captured' | 'refunded' | 'failed' }
  >(),
  calls: [] as string[],
  seq: 0,
};

let api: Server;
let apiBase = '';

function startFake(): Promise<void> {
  api = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`)
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      const path = req.url ?? '';
      fake.calls.push(`${req.method} ${path}`);
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && path === '/orders') {
        const id = `order_${String(++fake.seq).padStart(14, '0')}`;
        fake.orders.set(id, { amount: Number(body.amount), receipt: String(body.receipt) });
        return send(200, { id, entity: 'order', amount: body.amount, currency: 'INR', status: 'created' });
      }
      // biome-ignore lint/suspicious/noAssignInExpressions: the fake API matches a route and keeps its parts in one step
      if (req.method === 'GET' && (m = /^\/orders\/([^/]+)\/payments$/.exec(path))) {
        return send(200, {
          entity: 'collection',
          items: [...fake.payments.values()].filter((p) => p.order_id === m![1]),
        });
      }
      // biome-ignore lint/suspicious/noAssignInExpressions: the fake API matches a route and keeps its parts in one step
      if (req.method === 'GET' && (m = /^\/payments\/([^/]+)$/.exec(path))) {
        const payment = fake.payments.get(m[1]!);
        return payment ? send(200, payment) : send(404, { error: { description: 'not found' } });
      }
      // biome-ignore lint/suspicious/noAssignInExpressions: the fake API matches a route and keeps its parts in one step
      if (req.method === 'POST' && (m = /^\/payments\/([^/]+)\/capture$/.exec(path))) {
        const payment = fake.payments.get(m[1]!);
        if (payment?.status !== 'authorized' || payment.amount !== Number(body.amount))
          return send(400, { error: { description: 'cannot capture' } });
        payment.status = 'captured';
        return send(200, payment);
      }
      // biome-ignore lint/suspicious/noAssignInExpressions: the fake API matches a route and keeps its parts in one step
      if (req.method === 'POST' && (m = /^\/payments\/([^/]+)\/refund$/.exec(path))) {
        const payment = fake.payments.get(m[1]!);
        if (payment?.status !== 'captured') return send(400, { error: { description: 'cannot refund' } });
        payment.status = 'refunded';
        return send(200, { id: `rfnd_${payment.id.slice(4)}`, entity: 'refund', amount: body.amount });
      }
      return send(404, { error: { description: 'no such route' } });
    });
  });
  return new Promise((resolve) =>
    api.listen(0, '127.0.0.1', () => {
      apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** What Razorpay Checkout does when the diner pays: a payment, authorised, and the handler's signed answer. */
function payInCheckout(orderId: string): { razorpay_payment_id: string; razorpay_signature: string } {
  const id = `pay_${String(++fake.seq).padStart(14, '0')}`;
  fake.payments.set(id, { id, order_id: orderId, amount: fake.orders.get(orderId)!.amount, status: 'authorized' });
  return { razorpay_payment_id: id, razorpay_signature: hmac(keySecret, `${orderId}|${id}`) };
}

const restaurant: CartRestaurant = {
  id: '100001',
  name: 'Spice Route',
  areaName: 'Koramangala',
  cloudinaryImageId: 'r-100001',
  href: '/restaurants/spice-route-100001',
};
const lookupDish: DishLookup = async (restaurantId, dishId) =>
  restaurantId === '100001' && dishId === '1'
    ? { dish: { id: '1', name: 'Thali', restaurantId, price: 19_900, isVeg: true } satisfies CartDish, restaurant }
    : undefined;

let testDb: TestDb;
let orders: OrderService;
let routes: ReturnType<typeof createOrderRoutes>;
let userSeq = 0;

beforeAll(async () => {
  await startFake();
  testDb = await openTestDb();
  const cart = createCartService({ db: testDb.db, lookupDish });
  orders = createOrderService({
    db: testDb.db,
    lookupDish,
    restaurantFacts: async () => ({ name: restaurant.name, offers: [], serviceable: true }),
    addresses: createAddressService(testDb.db),
    cart,
    provider: createRazorpayProvider({ keyId, keySecret, webhookSecret, apiBase }),
  });
  routes = createOrderRoutes(
    async () => orders,
    async () => null,
    () => webhookSecret,
  );
});

afterAll(async () => {
  await testDb?.cleanup();
  await new Promise((resolve) => api?.close(resolve));
});

/** A diner with one thali in the cart who placed a UPI order: the order and Razorpay's order id. */
async function placed(): Promise<{ userId: string; order: OrderView; rzpOrder: string; paymentId: string }> {
  const userId = `rzp-user-${++userSeq}-${Math.random().toString(36).slice(2, 8)}`;
  await testDb.db.query(
    'INSERT INTO users (id, phone, name, email, database, created_at) VALUES ($1, $2, $3, $4, $5, now())',
    [userId, `+9196${String(userSeq).padStart(8, '0')}`, 'Asha', 'a@example.in', `db-${userId}`],
  );
  const address = await createAddressService(testDb.db).create(userId, {
    label: 'Home',
    flat: '1',
    floor: '',
    area: 'Koramangala',
    placeId: null,
    lat: 12.93,
    lng: 77.62,
    landmark: '',
    instructions: '',
  });
  await createCartService({ db: testDb.db, lookupDish }).add(userId, {
    dishId: '1',
    restaurantId: '100001',
    quantity: 2,
  });
  const answer: PlaceOrderResponse = await orders.place(userId, `rzp-key-${userSeq}-${Date.now()}`, {
    addressId: address.id,
    paymentMethod: 'upi_intent',
  });
  if (answer.payment.kind !== 'razorpay') throw new Error('expected Razorpay Checkout');
  expect(answer.payment).toMatchObject({ keyId, amount: answer.order.bill.total, currency: 'INR' });
  expect(fake.orders.get(answer.payment.orderId)).toEqual({
    amount: answer.order.bill.total,
    receipt: answer.order.number,
  });
  return { userId, order: answer.order, rzpOrder: answer.payment.orderId, paymentId: answer.payment.paymentId };
}

async function post(
  route: { POST: (context: APIContext) => Promise<Response> | Response },
  body: string,
  options: { userId?: string; params?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const url = new URL('http://localhost:4321/api/test');
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body,
  });
  const user = options.userId
    ? {
        userId: options.userId,
        phone: '+919600000000',
        name: 'Asha',
        email: 'a@example.in',
        database: `db-${options.userId}`,
      }
    : null;
  const response = await route.POST({
    request,
    url,
    locals: { user },
    params: options.params ?? {},
    cookies: {},
  } as unknown as APIContext);
  return { status: response.status, body: (await response.json()) as { order?: OrderView; message?: string } };
}

describe('Razorpay', () => {
  it('creates an order with the Orders API, believes a correctly signed payment, captures it and marks the order paid', async () => {
    const { userId, order, rzpOrder, paymentId } = await placed();
    const answer = payInCheckout(rzpOrder);
    const reply = await post(
      routes.paymentCallback,
      JSON.stringify({
        providerPaymentId: answer.razorpay_payment_id,
        status: 'authorised',
        signature: answer.razorpay_signature,
      }),
      { userId, params: { id: paymentId } },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.order?.status).toBe('paid');
    expect(fake.payments.get(answer.razorpay_payment_id)?.status).toBe('captured');
    expect(fake.calls).toContain(`POST /payments/${answer.razorpay_payment_id}/capture`);

    // Cancelling before preparing refunds through Razorpay.
    const cancelled = await orders.cancel(userId, order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(fake.payments.get(answer.razorpay_payment_id)?.status).toBe('refunded');
  });

  it('refuses a signature made with the wrong secret, or for another order id, and captures nothing', async () => {
    const { userId, order, rzpOrder, paymentId } = await placed();
    const answer = payInCheckout(rzpOrder);
    const wrongSecret = hmac('not-the-secret', `${rzpOrder}|${answer.razorpay_payment_id}`);
    const otherOrder = hmac(keySecret, `order_99999999999999|${answer.razorpay_payment_id}`);
    for (const signature of [wrongSecret, otherOrder, '']) {
      const reply = await post(
        routes.paymentCallback,
        JSON.stringify({ providerPaymentId: answer.razorpay_payment_id, status: 'authorised', signature }),
        { userId, params: { id: paymentId } },
      );
      expect(reply.status).toBe(400);
    }
    expect((await orders.get(userId, order.id)).status).toBe('payment_pending');
    expect(fake.payments.get(answer.razorpay_payment_id)?.status).toBe('authorized');
  });

  it('acts on a webhook only when X-Razorpay-Signature is the HMAC of the raw body', async () => {
    const { userId, order, rzpOrder } = await placed();
    const answer = payInCheckout(rzpOrder);
    // Razorpay's bytes, with its own spacing: re-serialising would change the signature.
    const raw = `{"entity":"event","event":"payment.authorized","payload":{"payment":{"entity":{"id":"${answer.razorpay_payment_id}","order_id":"${rzpOrder}","status":"authorized"}}}}`;
    const forged = await post(routes.razorpayWebhook, raw, { headers: { 'x-razorpay-signature': hmac('guess', raw) } });
    expect(forged.status).toBe(400);
    const unsigned = await post(routes.razorpayWebhook, raw);
    expect(unsigned.status).toBe(400);
    expect((await orders.get(userId, order.id)).status).toBe('payment_pending');

    const genuine = await post(routes.razorpayWebhook, raw, {
      headers: { 'x-razorpay-signature': hmac(webhookSecret, raw) },
    });
    expect(genuine.status).toBe(200);
    expect((await orders.get(userId, order.id)).status).toBe('paid');
    expect(fake.payments.get(answer.razorpay_payment_id)?.status).toBe('captured');
  });

  it('refunds at once a payment Razorpay captured after the order was cancelled (auto-capture, then the webhook)', async () => {
    const { userId, order, rzpOrder } = await placed();
    expect((await orders.cancel(userId, order.id)).status).toBe('cancelled');
    const answer = payInCheckout(rzpOrder);
    fake.payments.get(answer.razorpay_payment_id)!.status = 'captured';
    const raw = `{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"${answer.razorpay_payment_id}","order_id":"${rzpOrder}","status":"captured"}}}}`;
    const reply = await post(routes.razorpayWebhook, raw, {
      headers: { 'x-razorpay-signature': hmac(webhookSecret, raw) },
    });
    expect(reply.status).toBe(200);
    expect(fake.calls).toContain(`POST /payments/${answer.razorpay_payment_id}/refund`);
    expect(fake.payments.get(answer.razorpay_payment_id)?.status).toBe('refunded');
    const seen = await orders.get(userId, order.id);
    expect(seen.status).toBe('cancelled');
    expect(seen.refund).toEqual({ amount: order.bill.total });
  });

  it('ignores a signed event for a payment Razorpay does not have; answers 503 while Razorpay cannot be reached', async () => {
    const { userId, order, rzpOrder } = await placed();
    const raw = `{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_NotAtRazorpay1","order_id":"${rzpOrder}","status":"captured"}}}}`;
    const signed = { headers: { 'x-razorpay-signature': hmac(webhookSecret, raw) } };
    const reply = await post(routes.razorpayWebhook, raw, signed);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ ignored: true });
    // Razorpay's record of the order was read; the payment the event named was never written down.
    expect(fake.calls).toContain(`GET /orders/${rzpOrder}/payments`);
    expect((await orders.get(userId, order.id)).status).toBe('payment_pending');

    // Nothing listens on port 1: Razorpay unreachable is a 503, so Razorpay sends the event again.
    const offline = createOrderService({
      db: testDb.db,
      lookupDish,
      restaurantFacts: async () => ({ name: restaurant.name, offers: [], serviceable: true }),
      addresses: createAddressService(testDb.db),
      cart: createCartService({ db: testDb.db, lookupDish }),
      provider: createRazorpayProvider({ keyId, keySecret, webhookSecret, apiBase: 'http://127.0.0.1:1' }),
    });
    const offlineRoutes = createOrderRoutes(
      async () => offline,
      async () => null,
      () => webhookSecret,
    );
    const down = await post(offlineRoutes.razorpayWebhook, raw, signed);
    expect(down.status).toBe(503);
    expect(down.body.message).toMatch(/^payment: /);
  });

  it("reconciles an order whose browser never came back from the provider's record", async () => {
    const { userId, order, rzpOrder } = await placed();
    payInCheckout(rzpOrder);
    const done = await orders.reconcile();
    expect(done.paid).toBeGreaterThanOrEqual(1);
    expect((await orders.get(userId, order.id)).status).toBe('paid');
  });
});
