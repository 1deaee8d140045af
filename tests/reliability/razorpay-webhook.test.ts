// Razorpay's webhook against the built server (Razorpay's API faked on loopback): a correctly
// signed event naming a payment or an order Razorpay does not have is acknowledged with 200 and
// ignored, never a 5xx (Razorpay retries anything but a 2xx for 24 hours, then disables the
// webhook), and it cannot stand in the way of the genuine payment that follows.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRazorpay, razorpayKeys, startFakeRazorpay } from './fakeRazorpay';
import { call, type Diner, diner, restaurantWithDishes, type Server, start } from './harness';

let fake: FakeRazorpay;
let server: Server;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  server = await start({
    PAYMENT_PROVIDER: 'razorpay',
    ...razorpayKeys,
    RAZORPAY_API_BASE: fake.apiBase,
    OTP_MAX_REQUESTS_PER_IP: '1000',
  });
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

/** A new diner with a UPI order placed through Razorpay: the diner, our order's id and Razorpay's. */
async function upiOrder(): Promise<{ d: Diner; orderId: string; rzpOrder: string }> {
  const { restaurantId, dishIds } = await restaurantWithDishes(server, 1);
  const d = await diner(server, 'Razorpay Diner');
  const address = await call(server, '/api/addresses', {
    cookie: d.cookie,
    body: { label: 'Home', flat: '4A Rose Court', area: 'Koramangala, Bengaluru', lat: 12.92614, lng: 77.62211 },
  });
  const cart = { id: dishIds[0], restaurantId };
  await call(server, '/api/addToCart', {
    cookie: d.cookie,
    body: { number: d.user.phone, database: d.user.database, userId: d.user.userId, cart },
  });
  const placed = await call(server, '/api/orders', {
    cookie: d.cookie,
    body: { addressId: (address.body as { address: { id: string } }).address.id, paymentMethod: 'upi_intent' },
    headers: { 'idempotency-key': `rzp-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(placed.status).toBe(201);
  const { order, payment } = placed.body as { order: { id: string }; payment: { kind: string; orderId: string } };
  expect(payment.kind).toBe('razorpay');
  return { d, orderId: order.id, rzpOrder: payment.orderId };
}

/** Razorpay's event about `paymentId` on `rzpOrder`, signed with the webhook secret as Razorpay does. */
async function webhook(event: string, paymentId: string, rzpOrder: string) {
  const raw = `{"entity":"event","event":"${event}","payload":{"payment":{"entity":{"id":"${paymentId}","order_id":"${rzpOrder}","amount":100,"status":"captured"}}}}`;
  const signature = createHmac('sha256', razorpayKeys.RAZORPAY_WEBHOOK_SECRET).update(raw).digest('hex');
  // The exact bytes signed, so not through `call`, which serialises a body itself.
  const response = await fetch(`${server.origin}/api/payments/razorpay-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    body: raw,
  });
  const text = await response.text();
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as unknown };
}

const statusOf = async (d: Diner, orderId: string) =>
  ((await call(server, `/api/orders/${orderId}`, { cookie: d.cookie })).body as { order: { status: string } }).order
    .status;

describe("Razorpay's webhook", () => {
  it('acknowledges and ignores a signed event for a payment Razorpay does not know, never a 5xx', async () => {
    const { d, orderId, rzpOrder } = await upiOrder();
    for (const event of ['payment.captured', 'payment.authorized', 'order.paid', 'payment.failed']) {
      const answer = await webhook(event, 'pay_NoSuchPayment01', rzpOrder);
      expect(answer.status, event).toBe(200);
      expect(answer.body, event).toMatchObject({ ignored: true });
    }
    expect(await statusOf(d, orderId)).toBe('payment_pending');
  });

  it('acknowledges and ignores a signed event for an order that is not ours', async () => {
    const answer = await webhook('payment.captured', 'pay_NoSuchPayment02', 'order_NotOneOfOurs01');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ignored: true });
  });

  it('the genuine payment after such an event is still captured and the order paid', async () => {
    const { d, orderId, rzpOrder } = await upiOrder();
    // Its answer is the first test's business; here it must leave nothing behind.
    await webhook('payment.authorized', 'pay_NoSuchPayment03', rzpOrder);
    const genuine = fake.pay(rzpOrder);
    const answer = await webhook('payment.authorized', genuine.id, rzpOrder);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(fake.payments.get(genuine.id)?.status).toBe('captured');
    expect(await statusOf(d, orderId)).toBe('paid');
  });

  it('nothing reached the server log as a failure of the webhook', () => {
    expect(server.log()).not.toMatch(/razorpay-webhook failed/);
  });
});
