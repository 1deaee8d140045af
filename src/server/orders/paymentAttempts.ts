/**
 * An order's payment attempts from the diner's side: the first one opened with the order, the
 * step the browser takes to pay it (the provider's page, Razorpay Checkout, or nothing for cash),
 * and paying again after a decline or a gateway left without paying. An order has one open
 * attempt at a time, so it is paid once.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentAction, PaymentMethod, PlaceOrderResponse } from '#src/lib/orderTypes.ts';
import type { DbExecutor } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import { latestPayment, orderRow, type OrderRow, type PaymentPurpose } from './orderRecords.ts';
import { orderView } from './orderViews.ts';
import { orderErrors, recordStatus } from './orderRules.ts';
import { followProvider, type PaymentContext } from './payments.ts';

/** Opens an attempt in the caller's transaction. */
export async function openAttempt(
  ctx: PaymentContext,
  tx: DbExecutor,
  attempt: { orderId: string; method: PaymentMethod; amount: number },
): Promise<void> {
  await tx.query(
    'INSERT INTO payments (id, order_id, provider, method, amount, status) VALUES ($1, $2, $3, $4, $5, $6)',
    [randomUUID(), attempt.orderId, ctx.provider.name, attempt.method, attempt.amount, 'created'],
  );
}

/** Fails the order's attempts still open, in the caller's transaction: a cancelled order must not be paid. */
export async function failOpenAttempts(tx: DbExecutor, orderId: string): Promise<void> {
  await tx.query(
    "UPDATE payments SET status = 'failed', updated_at = now() WHERE order_id = $1 AND status = 'created'",
    [orderId],
  );
}

/**
 * Makes sure the order's open attempt (for the order itself, or for a tip after delivery) exists at
 * the provider and says what the browser must do; none for cash or a finished attempt.
 */
export async function paymentAction(
  ctx: PaymentContext,
  order: { id: string; number: string | number },
  purpose: PaymentPurpose = 'order',
): Promise<PaymentAction> {
  const { db, provider } = ctx;
  const payment = await latestPayment(db, order.id, purpose);
  if (payment?.status !== 'created') return { kind: 'none' };
  const request = {
    paymentId: payment.id,
    orderId: order.id,
    orderNumber: String(order.number),
    amount: payment.amount,
    method: payment.method,
  };
  let ref = payment.provider_ref;
  if (!ref) {
    try {
      ({ ref } = await provider.start(request));
    } catch (error) {
      console.error('[orders] payment provider start failed', error);
      throw new HttpError(503, orderErrors.providerDown);
    }
    // Two concurrent starts keep the first ref.
    await db.query('UPDATE payments SET provider_ref = $2, updated_at = now() WHERE id = $1 AND provider_ref IS NULL', [
      payment.id,
      ref,
    ]);
    ref =
      (await db.query<{ provider_ref: string }>('SELECT provider_ref FROM payments WHERE id = $1', [payment.id]))
        .rows[0]?.provider_ref ?? ref;
  }
  return provider.actionFor(ref, request);
}

/** The order to pay again, its attempt moved on in the caller's transaction; refuses an order that cannot be paid. */
async function nextAttempt(
  ctx: PaymentContext,
  tx: DbExecutor,
  who: { userId: string; orderId: string },
  method: PaymentMethod,
): Promise<OrderRow> {
  const { orderId } = who;
  const found = await orderRow(tx, who.userId, orderId, true);
  if (!found) throw new HttpError(404, orderErrors.notFound);
  const last = await latestPayment(tx, orderId);
  if (found.status === 'payment_pending' && last?.status === 'created') {
    // The attempt left open at the gateway is the one to pay: the same payment and gateway
    // reference, so the order can only ever be paid once.
    if (last.method !== method) throw new HttpError(409, orderErrors.attemptOpen(last.method));
    return found;
  }
  const failed = found.status === 'payment_failed' || (found.status === 'payment_pending' && last?.status === 'failed');
  if (!failed)
    throw new HttpError(
      409,
      last?.status === 'authorised' || last?.status === 'captured' ? orderErrors.paid : orderErrors.notPayable,
    );
  await tx.query('UPDATE orders SET payment_method = $2 WHERE id = $1', [orderId, method]);
  if (method === 'cod') {
    // text-check: not a diner's text (kept in English in the order's history; worded when read: orderNotes.ts)
    await recordStatus(tx, orderId, 'placed', 'Pay in cash on delivery');
  } else {
    await openAttempt(ctx, tx, { orderId, method, amount: found.total });
    // text-check: not a diner's text (kept in English in the order's history; worded when read: orderNotes.ts)
    await recordStatus(tx, orderId, 'payment_pending', 'Trying the payment again');
  }
  return found;
}

/**
 * Starts a new payment attempt after a failed one (or switches to cash on delivery), or answers
 * again the attempt left unfinished at the gateway, after asking the provider what became of it.
 */
export async function payAgain(
  ctx: PaymentContext,
  userId: string,
  orderId: string,
  method: PaymentMethod,
): Promise<PlaceOrderResponse> {
  const { db } = ctx;
  const left = await latestPayment(db, orderId);
  if (left?.status === 'created' && left.provider_ref && (await orderRow(db, userId, orderId))) {
    // The diner left the gateway without coming back: it may have been paid or declined there since.
    try {
      await followProvider(ctx, left);
    } catch (error) {
      console.error('[orders] payment provider status failed', error);
      throw new HttpError(503, orderErrors.providerDown);
    }
  }
  const row = await db.transaction((tx) => nextAttempt(ctx, tx, { userId, orderId }, method));
  return { order: await orderView(db, userId, orderId), payment: await paymentAction(ctx, row) };
}
