import { describe, expect, it } from 'vitest';
import type { CheckoutQuote, PaymentMethod, PlaceOrderResponse } from '#src/lib/orderTypes.ts';
import { tipAfterDeliveryHours, tipRangeText, tipWholeRupees } from '#src/lib/tipRules.ts';
import { dishes, orderFixtureOfFile } from '#test/orders/orderFixture.ts';
import { callRoute } from '#test/routeHarness.ts';
import { HttpError } from '../http/http.ts';
import { latestPayment } from './orderRecords.ts';
import { paymentCallback } from './payments.ts';
import { createOrderRoutes } from './routes.ts';
import { tipErrors } from './tips.ts';

const fixture = orderFixtureOfFile();

/** A diner's order of two Paneer Tikka with a tip at checkout (paise; 0: none). */
async function placedWithTip(method: PaymentMethod, tip: number, noContact = false) {
  const user = await fixture.diner();
  const where = await fixture.address(user);
  await fixture.fill(user, [[dishes.paneer.id, 2]]);
  const placed = await fixture.orders.place(user.userId, `key-${user.userId}`, {
    addressId: where.id,
    paymentMethod: method,
    tip,
    noContact,
  });
  return { ...placed, user };
}

/** Approves the attempt the answer opened at the simulated gateway, as the browser would. */
async function approve(userId: string, answer: PlaceOrderResponse, yes = true) {
  if (answer.payment.kind !== 'redirect') throw new Error('expected the gateway page');
  const ref = decodeURIComponent(answer.payment.url.replace('/pay/', ''));
  return paymentCallback(fixture.payments, userId, ref.replace(/^sim_/, ''), await fixture.gateway.decide(ref, yes));
}

/** Moves a placed or paid order along to Delivered, as the kitchen and rider would. */
async function deliver(orderId: string) {
  const steps = ['accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered'] as const;
  for (const step of steps) await fixture.orders.advance(orderId, step);
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error('expected a refusal');
  return { status: error.status, message: error.message };
};

describe('a tip at checkout', () => {
  it('is on the quote, the bill and the order, paid with the order in one payment', async () => {
    const plain = await fixture.placed('card');
    const { order, user, payment } = await placedWithTip('card', 3000);
    expect(order.bill.tip).toBe(3000);
    expect(order.bill.total).toBe(plain.order.bill.total + 3000);
    expect(order.tip).toEqual({ atCheckout: 3000, afterDelivery: 0, canTip: false });
    expect(payment.kind).toBe('redirect');
    expect((await latestPayment(fixture.testDb.db, order.id))?.amount).toBe(order.bill.total);
    const paid = await approve(user.userId, { order, payment });
    expect(paid.status).toBe('paid');
    expect(plain.order.bill.tip).toBeUndefined();
  });

  it('is refunded with a cancelled order, as part of its refund', async () => {
    const { order, user, payment } = await placedWithTip('upi_intent', 5000);
    await approve(user.userId, { order, payment });
    const cancelled = await fixture.orders.cancel(user.userId, order.id);
    expect(cancelled.refund).toEqual({ amount: order.bill.total });
    expect(cancelled.bill.tip).toBe(5000);
  });

  it('goes into the cash a cash-on-delivery order collects; no-contact is kept on the order', async () => {
    const { order } = await placedWithTip('cod', 2000, true);
    expect(order.status).toBe('placed');
    expect(order.bill.tip).toBe(2000);
    expect(order.noContact).toBe(true);
    expect(order.doorPhotoUrl).toBeNull();
  });

  it('refuses a tip outside ₹10 to ₹500 or in part rupees, on the quote and on placing', async () => {
    const user = await fixture.diner();
    const where = await fixture.address(user);
    await fixture.fill(user, [[dishes.paneer.id, 1]]);
    const quoted = await fixture.orders.quote(user.userId, { addressId: where.id, tip: 2000 });
    expect(quoted.bill.tip).toBe(2000);
    expect(await refusal(fixture.orders.quote(user.userId, { addressId: where.id, tip: 60_000 }))).toEqual({
      status: 422,
      message: 'A tip can be from ₹10 to ₹500.',
    });
    const place = fixture.orders.place(user.userId, `key-${user.userId}`, {
      addressId: where.id,
      paymentMethod: 'cod',
      tip: 2050,
    });
    expect((await refusal(place)).message).toBe('Enter a tip in whole rupees.');
  });
});

describe('a tip after delivery', () => {
  it('is its own payment through the provider, recorded and shown on the order; once per order', async () => {
    const { order, user } = await placedWithTip('cod', 0);
    expect(await refusal(fixture.orders.tip(user.userId, order.id, { amount: 3000 }))).toEqual({
      status: 409,
      message: tipErrors.notDelivered,
    });
    await deliver(order.id);
    const delivered = await fixture.orders.get(user.userId, order.id);
    expect(delivered.tip).toEqual({ atCheckout: 0, afterDelivery: 0, canTip: true });

    const started = await fixture.orders.tip(user.userId, order.id, { amount: 3000 });
    if (started.payment.kind !== 'redirect') throw new Error('expected the gateway page');
    const ref = decodeURIComponent(started.payment.url.replace('/pay/', ''));
    expect(await fixture.gateway.describe(ref)).toMatchObject({
      amount: 3000,
      forTip: true,
      orderNumber: order.number,
    });
    // Tapping again before paying answers the same attempt.
    const again = await fixture.orders.tip(user.userId, order.id, { amount: 3000 });
    expect(again.payment).toEqual(started.payment);
    const paid = await approve(user.userId, started);
    expect(paid.status).toBe('delivered');
    expect(paid.tip).toEqual({ atCheckout: 0, afterDelivery: 3000, canTip: false });
    expect(paid.refund).toBeNull();
    const tip = await latestPayment(fixture.testDb.db, order.id, 'tip');
    expect([tip?.status, tip?.amount, tip?.method]).toEqual(['captured', 3000, 'upi_intent']);
    expect(await refusal(fixture.orders.tip(user.userId, order.id, { amount: 2000 }))).toEqual({
      status: 409,
      message: tipErrors.tipped,
    });
  });

  it('can be tried again after a decline, for another amount; never moves the order', async () => {
    const { order, user, payment } = await placedWithTip('card', 0);
    await approve(user.userId, { order, payment });
    await deliver(order.id);
    const declined = await approve(
      user.userId,
      await fixture.orders.tip(user.userId, order.id, { amount: 2000 }),
      false,
    );
    expect([declined.status, declined.tip?.afterDelivery, declined.payable]).toEqual(['delivered', 0, false]);
    const second = await fixture.orders.tip(user.userId, order.id, { amount: 5000, method: 'card' });
    const paid = await approve(user.userId, second);
    expect(paid.tip?.afterDelivery).toBe(5000);
    // The order's own payment is still the one its view reads.
    expect((await latestPayment(fixture.testDb.db, order.id))?.amount).toBe(order.bill.total);
  });

  it('can be given for two days after delivery, and not after', async () => {
    const { order, user } = await placedWithTip('cod', 0);
    await deliver(order.id);
    await fixture.testDb.db.query(
      `UPDATE order_status_history SET at = now() - make_interval(hours => $2::int) - interval '1 minute'
       WHERE order_id = $1 AND status = 'delivered'`,
      [order.id, tipAfterDeliveryHours],
    );
    expect((await fixture.orders.get(user.userId, order.id)).tip?.canTip).toBe(false);
    expect(await refusal(fixture.orders.tip(user.userId, order.id, { amount: 3000 }))).toEqual({
      status: 409,
      message: tipErrors.tooLate,
    });
  });

  it('refuses no amount, too much, cash, and another diner’s order', async () => {
    const { order, user } = await placedWithTip('cod', 0);
    await deliver(order.id);
    expect((await refusal(fixture.orders.tip(user.userId, order.id, { amount: 0 }))).status).toBe(422);
    expect((await refusal(fixture.orders.tip(user.userId, order.id, { amount: 50_100 }))).status).toBe(422);
    expect((await refusal(fixture.orders.tip(user.userId, order.id, { amount: 2000, method: 'cod' }))).message).toBe(
      tipErrors.online,
    );
    const stranger = await fixture.diner();
    expect((await refusal(fixture.orders.tip(stranger.userId, order.id, { amount: 2000 }))).status).toBe(404);
  });
});

describe('the tip at the endpoints', () => {
  const routes = createOrderRoutes(
    async () => fixture.orders,
    async () => fixture.gateway,
    () => null,
  );

  it('checks the tip of a quote, an order and a tip after delivery at the edge', async () => {
    const { order, user } = await placedWithTip('cod', 0);
    const tipPath = `orders/${order.id}/tip`;
    const where = await fixture.address(user);
    await fixture.fill(user, [[dishes.paneer.id, 1]]);
    const quoted = await callRoute<CheckoutQuote>(routes.quote, 'checkout/quote', {
      user,
      body: { addressId: where.id, tip: 3000 },
    });
    expect([quoted.status, quoted.body.message, quoted.body.bill?.tip]).toEqual([200, undefined, 3000]);
    const odd = await callRoute(routes.quote, 'checkout/quote', { user, body: { addressId: where.id, tip: 2050 } });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toContain(`tip: ${tipWholeRupees}`);
    const big = await callRoute(routes.quote, 'checkout/quote', { user, body: { addressId: where.id, tip: 60_000 } });
    expect(big.body.message).toContain(`tip: ${tipRangeText}`);
    const noTip = await callRoute(routes.tip, tipPath, { user, params: { id: order.id }, body: { amount: 0 } });
    expect(noTip.status).toBe(400);
    const cash = await callRoute(routes.tip, tipPath, {
      user,
      params: { id: order.id },
      body: { amount: 2000, paymentMethod: 'cod' },
    });
    expect(cash.body.message).toContain('paymentMethod: must be a way to pay online');
    await deliver(order.id);
    const started = await callRoute<PlaceOrderResponse>(routes.tip, tipPath, {
      user,
      params: { id: order.id },
      body: { amount: 2000 },
    });
    expect([started.status, started.body.payment.kind]).toEqual([200, 'redirect']);
    expect((await callRoute(routes.tip, tipPath, { params: { id: order.id }, body: { amount: 2000 } })).status).toBe(
      401,
    );
  });
});
