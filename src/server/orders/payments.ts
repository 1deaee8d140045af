/**
 * The payment state machine of orders: each attempt is a `payments` row that moves from created
 * to authorised, captured (the order paid) or failed, and from captured to refunded.
 *
 * - "authorised" is written before the capture and "paid" after it, in two commits; `reconcile()`
 *   finishes any attempt left between them from the provider's record.
 * - The provider's record is the truth: a webhook, "Pay now" and reconciliation all bring an
 *   attempt in line with it (`followProvider`) rather than believe what they were told.
 * - A payment that completes after its order was cancelled is refunded at once.
 */
import { rupees } from '#src/lib/money.ts';
import type { OrderStatus, OrderView } from '#src/lib/orderTypes.ts';
import type { Db } from '../db/db.ts';
import { isDatabaseOutage } from '../db/outage.ts';
import { HttpError } from '../http/http.ts';
import type { PaymentCallback, PaymentProvider } from '../payments/provider.ts';
import { orderRow, paymentColumns, type PaymentRow } from './orderRecords.ts';
import { orderView } from './orderViews.ts';
import { orderErrors, recordStatus } from './orderRules.ts';

/** What the payment side needs. */
export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  /** Called between "authorised" and "paid" (the reliability suite stops the process there). */
  afterAuthorised?: () => void;
}

/** A move of an attempt, and of its order when the order is still in one of `orderFrom`. */
interface PaymentMove {
  from: PaymentRow['status'];
  to: PaymentRow['status'];
  orderFrom: OrderStatus[];
  orderTo: OrderStatus;
  note: string;
}

/** The dependencies and the refunds in flight (by order: a cancel and a late payment racing start one refund, not two). */
export interface PaymentContext extends PaymentDeps {
  refunding: Map<string, Promise<boolean>>;
}

/** The payment side's state over its dependencies: one per order service. */
export function paymentContext(deps: PaymentDeps): PaymentContext {
  return { ...deps, refunding: new Map() };
}

/** Payment rows matching a condition of the caller's (its values as parameters). */
export async function paymentsWhere(ctx: PaymentContext, where: string, params: unknown[]): Promise<PaymentRow[]> {
  return (await ctx.db.query<PaymentRow>(`SELECT ${paymentColumns} FROM payments WHERE ${where}`, params)).rows;
}

/** Moves an attempt and, in the same transaction, its order (a repeated callback changes nothing). */
async function move(ctx: PaymentContext, payment: PaymentRow, step: PaymentMove): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const changed = await tx.query(
      'UPDATE payments SET status = $2, updated_at = now() WHERE id = $1 AND status = $3 RETURNING id',
      [payment.id, step.to, step.from],
    );
    if (changed.rowCount === 0) return;
    const order = (
      await tx.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [payment.order_id])
    ).rows[0];
    if (order && step.orderFrom.includes(order.status))
      await recordStatus(tx, payment.order_id, step.orderTo, step.note);
  });
}

const markPaid = (ctx: PaymentContext, payment: PaymentRow) =>
  move(ctx, payment, {
    from: 'authorised',
    to: 'captured',
    orderFrom: ['payment_pending', 'payment_failed'],
    orderTo: 'paid',
    note: `${rupees(payment.amount)} received`,
  });

const markFailed = (ctx: PaymentContext, payment: PaymentRow) =>
  move(ctx, payment, {
    from: 'created',
    to: 'failed',
    orderFrom: ['payment_pending'],
    orderTo: 'payment_failed',
    // text-check: not a diner's text (kept in English in the order's history; worded when read: orderNotes.ts)
    note: 'The payment was declined',
  });

/** Marks an attempt paid: authorised first (one commit), captured at the provider, then paid (a second commit). */
async function settle(ctx: PaymentContext, payment: PaymentRow, providerPaymentId: string): Promise<void> {
  const authorised = await ctx.db.transaction(async (tx) => {
    const changed = await tx.query(
      "UPDATE payments SET status = 'authorised', provider_payment_id = $2, updated_at = now() WHERE id = $1 AND status IN ('created', 'failed') RETURNING id",
      [payment.id, providerPaymentId],
    );
    return changed.rowCount > 0;
  });
  const [current] = await paymentsWhere(ctx, 'id = $1', [payment.id]);
  if (current?.status !== 'authorised') return;
  if (authorised) ctx.afterAuthorised?.();
  await ctx.provider.capture(
    current.provider_ref ?? '',
    current.provider_payment_id ?? providerPaymentId,
    current.amount,
  );
  await markPaid(ctx, current);
  await refundIfCancelled(ctx, current.order_id);
}

/**
 * A payment that completed after its order was cancelled (the gateway page was still open in
 * another tab) is refunded at once; reconciliation at start-up retries a refund that fails here.
 */
async function refundIfCancelled(ctx: PaymentContext, orderId: string): Promise<void> {
  const order = (await ctx.db.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1', [orderId]))
    .rows[0];
  if (order?.status !== 'cancelled') return;
  try {
    await refund(ctx, orderId);
  } catch (error) {
    console.error('[orders] refund after a late payment failed; reconciliation will retry', error);
  }
}

/** Brings an open attempt in line with the provider's record: paid, failed, or (null) still open there. */
export async function followProvider(ctx: PaymentContext, payment: PaymentRow): Promise<'paid' | 'failed' | null> {
  const record = await ctx.provider.status(payment.provider_ref ?? '');
  if (record.status === 'authorised' || record.status === 'captured') {
    await settle(ctx, payment, record.providerPaymentId ?? payment.provider_payment_id ?? '');
    return 'paid';
  }
  if (record.status === 'failed' && payment.status === 'created') {
    await markFailed(ctx, payment);
    return 'failed';
  }
  return null;
}

/** Refunds the order's captured payment, if any; true when one was refunded. */
export function refund(ctx: PaymentContext, orderId: string): Promise<boolean> {
  const running = ctx.refunding.get(orderId);
  if (running) return running;
  const started = refundCaptured(ctx, orderId).finally(() => ctx.refunding.delete(orderId));
  ctx.refunding.set(orderId, started);
  return started;
}

async function refundCaptured(ctx: PaymentContext, orderId: string): Promise<boolean> {
  const [payment] = await paymentsWhere(ctx, "order_id = $1 AND status = 'captured' AND purpose = 'order'", [orderId]);
  if (!payment?.provider_ref) return false;
  const refundRef = await ctx.provider.refund(
    payment.provider_ref,
    payment.provider_payment_id ?? payment.provider_ref,
    payment.amount,
  );
  await ctx.db.transaction(async (tx) => {
    const changed = await tx.query(
      "UPDATE payments SET status = 'refunded', refund_ref = $2, updated_at = now() WHERE id = $1 AND status = 'captured' RETURNING id",
      [payment.id, refundRef],
    );
    if (changed.rowCount > 0)
      await tx.query('INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3)', [
        orderId,
        'cancelled',
        // text-check: not a diner's text (kept in English in the order's history; worded when read: orderNotes.ts)
        `Refund of ${rupees(payment.amount)} started`,
      ]);
  });
  return true;
}

/** The browser's payment callback for our attempt `paymentId`; the signature is checked first. */
export async function paymentCallback(
  ctx: PaymentContext,
  userId: string,
  paymentId: string,
  sent: PaymentCallback,
): Promise<OrderView> {
  const [payment] = await paymentsWhere(ctx, 'id = $1', [paymentId]);
  const order = payment ? await orderRow(ctx.db, userId, payment.order_id) : undefined;
  if (!payment || !order) throw new HttpError(404, orderErrors.paymentNotFound);
  if (!payment.provider_ref || !ctx.provider.verifyCallback(payment.provider_ref, sent))
    throw new HttpError(400, orderErrors.badSignature);
  if (sent.status === 'failed') await markFailed(ctx, payment);
  else await settle(ctx, payment, sent.providerPaymentId);
  return orderView(ctx.db, userId, order.id);
}

/**
 * The provider says (webhook) that the attempt it knows as `ref` changed: the attempt is brought
 * in line with the provider's own record. `unknown` when no attempt of ours has that ref,
 * `unchanged` when the record shows nothing to act on; 503 when the provider cannot be reached.
 */
export async function providerEvent(
  ctx: PaymentContext,
  ref: string,
): Promise<'unknown' | 'unchanged' | 'paid' | 'failed'> {
  const [payment] = await paymentsWhere(ctx, 'provider = $1 AND provider_ref = $2', [ctx.provider.name, ref]);
  if (!payment) return 'unknown';
  // The event says where to look, not what happened: it may name a payment the provider has
  // no record of, and writing that id down would leave the attempt uncapturable.
  try {
    return (await followProvider(ctx, payment)) ?? 'unchanged';
  } catch (error) {
    if (isDatabaseOutage(error)) throw error;
    console.error(`[orders] payment provider status failed for payment ${payment.id}`, error);
    throw new HttpError(503, orderErrors.providerUnreachable);
  }
}

/** Finishes attempts left between "authorised" and "paid", and refunds cancelled paid orders. */
export async function reconcile(ctx: PaymentContext): Promise<{ paid: number; failed: number; refunded: number }> {
  const counts = { paid: 0, failed: 0, refunded: 0 };
  const open = await paymentsWhere(
    ctx,
    "status IN ('created', 'authorised') AND provider = $1 AND provider_ref IS NOT NULL",
    [ctx.provider.name],
  );
  for (const payment of open) {
    try {
      const outcome = await followProvider(ctx, payment);
      if (outcome) counts[outcome] += 1;
    } catch (error) {
      console.error(`[orders] reconciling payment ${payment.id} failed`, error);
    }
  }
  const owed = (
    await ctx.db.query<{ id: string }>(
      "SELECT o.id FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.status = 'cancelled' AND p.status = 'captured' AND p.purpose = 'order' AND p.provider = $1",
      [ctx.provider.name],
    )
  ).rows;
  for (const { id } of owed) {
    try {
      if (await refund(ctx, id)) counts.refunded += 1;
    } catch (error) {
      console.error(`[orders] refund of order ${id} failed`, error);
    }
  }
  return counts;
}
