import { describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '#src/lib/orderTypes.ts';
import { orderFixtureOfFile } from './fixtures/orderFixture.ts';
import { latestPayment } from './orderRecords.ts';
import { paymentCallback, paymentContext, providerEvent, reconcile, refund } from './payments.ts';

const fixture = orderFixtureOfFile();

/** The gateway's ref and our payment id of a placed online order. */
function attemptOf(placed: PlaceOrderResponse): { ref: string; paymentId: string } {
  if (placed.payment.kind !== 'redirect') throw new Error('expected the gateway page');
  const ref = decodeURIComponent(placed.payment.url.replace('/pay/', ''));
  return { ref, paymentId: ref.replace(/^sim_/, '') };
}

const statusesOf = (order: { history: { status: string }[] }) => order.history.map((entry) => entry.status);

describe('the payment state machine', () => {
  it('pays an approved attempt once, however often the callback comes; fails a declined one', async () => {
    const paid = await fixture.placed('card');
    const { ref, paymentId } = attemptOf(paid);
    const approved = await fixture.gateway.decide(ref, true);
    await paymentCallback(fixture.payments, paid.user.userId, paymentId, approved);
    const again = await paymentCallback(fixture.payments, paid.user.userId, paymentId, approved);
    expect(again.status).toBe('paid');
    expect(statusesOf(again)).toEqual(['placed', 'payment_pending', 'paid']);
    expect((await latestPayment(fixture.testDb.db, paid.order.id))?.status).toBe('captured');

    const declined = await fixture.placed('upi_collect');
    const attempt = attemptOf(declined);
    const failed = await paymentCallback(
      fixture.payments,
      declined.user.userId,
      attempt.paymentId,
      await fixture.gateway.decide(attempt.ref, false),
    );
    expect([failed.status, failed.payable]).toEqual(['payment_failed', true]);
  });

  it('finishes an attempt left between authorised and paid from the provider’s record', async () => {
    const placed = await fixture.placed('card');
    const { ref, paymentId } = attemptOf(placed);
    const stopping = paymentContext({
      db: fixture.testDb.db,
      provider: fixture.gateway,
      afterAuthorised: () => {
        throw new Error('stopped between authorised and paid');
      },
    });
    const approved = await fixture.gateway.decide(ref, true);
    await expect(paymentCallback(stopping, placed.user.userId, paymentId, approved)).rejects.toThrow(/stopped/);
    expect((await latestPayment(fixture.testDb.db, placed.order.id))?.status).toBe('authorised');

    expect(await reconcile(fixture.payments)).toMatchObject({ paid: 1 });
    expect((await fixture.orders.get(placed.user.userId, placed.order.id)).status).toBe('paid');
    expect(await reconcile(fixture.payments)).toEqual({ paid: 0, failed: 0, refunded: 0 });
  });

  it('refunds a cancelled paid order once, even when two refunds race', async () => {
    const placed = await fixture.placed('card');
    const { ref, paymentId } = attemptOf(placed);
    await paymentCallback(fixture.payments, placed.user.userId, paymentId, await fixture.gateway.decide(ref, true));
    await fixture.testDb.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [placed.order.id]);
    const outcomes = await Promise.all([
      refund(fixture.payments, placed.order.id),
      refund(fixture.payments, placed.order.id),
    ]);
    expect(outcomes).toEqual([true, true]);
    const order = await fixture.orders.get(placed.user.userId, placed.order.id);
    expect(order.refund).toEqual({ amount: order.bill.total });
    expect(order.history.filter((entry) => entry.note.startsWith('Refund of'))).toHaveLength(1);
    expect((await fixture.gateway.describe(ref))?.status).toBe('refunded');
    expect(await refund(fixture.payments, placed.order.id)).toBe(false);
  });

  it('refunds at once a payment that completes after its order was cancelled', async () => {
    const placed = await fixture.placed('netbanking');
    const { ref, paymentId } = attemptOf(placed);
    const approved = await fixture.gateway.decide(ref, true);
    await fixture.orders.cancel(placed.user.userId, placed.order.id);
    const late = await paymentCallback(fixture.payments, placed.user.userId, paymentId, approved);
    expect(late.status).toBe('cancelled');
    expect(late.refund).toEqual({ amount: late.bill.total });
  });

  it('follows the provider’s record on an event, whatever the event says', async () => {
    expect(await providerEvent(fixture.payments, 'sim_nobody')).toBe('unknown');
    const placed = await fixture.placed('card');
    const { ref } = attemptOf(placed);
    expect(await providerEvent(fixture.payments, ref)).toBe('unchanged');
    await fixture.gateway.decide(ref, false);
    expect(await providerEvent(fixture.payments, ref)).toBe('failed');
    expect((await fixture.orders.get(placed.user.userId, placed.order.id)).status).toBe('payment_failed');
  });
});
