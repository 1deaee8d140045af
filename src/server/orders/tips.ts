/**
 * A tip for the rider after delivery: paid on its own through the order's payment provider, as
 * a `payments` row whose purpose is 'tip', so it never moves the order's status and is never
 * part of the order's refund. A tip given at checkout is in the order's total instead
 * (checkoutBill.ts). The order's row lock makes two taps one attempt.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentMethod, PlaceOrderResponse } from '#src/lib/orderTypes.ts';
import { tipAfterDeliveryHours, tipProblem, tipWindowOpen } from '#src/lib/tipRules.ts';
import { HttpError } from '../http/http.ts';
import { deliveredAtOf, latestPayment, orderRow, type OrderRow } from './orderRecords.ts';
import { orderView } from './orderViews.ts';
import { orderErrors } from './orderRules.ts';
import { paymentAction } from './paymentAttempts.ts';
import { followProvider, type PaymentContext } from './payments.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { orderServerMessages } from './messages/en.ts';

const texts = requestTexts(orderServerMessages);

/** The refusals of a tip after delivery, in words for diners (in the request's language; `online` is a developer's). */
export const tipErrors = {
  get notDelivered(): string {
    return texts.tipNotDelivered;
  },
  get tooLate(): string {
    return texts.tipTooLate({ days: tipAfterDeliveryHours / 24 });
  },
  get tipped(): string {
    return texts.tipped;
  },
  online: 'paymentMethod: a tip after delivery is paid online (UPI, card or net banking)',
  get providerDown(): string {
    return texts.tipProviderDown;
  },
};

/** A tip after delivery: its amount in paise and how it is paid (online; the order's own way when absent). */
export interface TipRequest {
  amount: number;
  method?: PaymentMethod | undefined;
}

/** Opens the tip's attempt under the order's lock (or keeps the one left open for the same amount and way). */
async function openTip(
  ctx: PaymentContext,
  who: { userId: string; orderId: string },
  amount: number,
  method: PaymentMethod,
): Promise<OrderRow> {
  return ctx.db.transaction(async (tx) => {
    const order = await orderRow(tx, who.userId, who.orderId, true);
    if (!order) throw new HttpError(404, orderErrors.notFound);
    if (order.status !== 'delivered') throw new HttpError(409, tipErrors.notDelivered);
    if (!tipWindowOpen(await deliveredAtOf(tx, order.id), Date.now())) throw new HttpError(409, tipErrors.tooLate);
    const paid = await tx.query(
      "SELECT 1 FROM payments WHERE order_id = $1 AND purpose = 'tip' AND status IN ('authorised', 'captured', 'refunded')",
      [order.id],
    );
    if (paid.rowCount > 0) throw new HttpError(409, tipErrors.tipped);
    const open = await latestPayment(tx, order.id, 'tip');
    if (open?.status === 'created') {
      if (open.amount === amount && open.method === method) return order;
      await tx.query("UPDATE payments SET status = 'failed', updated_at = now() WHERE id = $1 AND status = 'created'", [
        open.id,
      ]);
    }
    await tx.query(
      'INSERT INTO payments (id, order_id, provider, method, amount, status, purpose) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [randomUUID(), order.id, ctx.provider.name, method, amount, 'created', 'tip'],
    );
    return order;
  });
}

/**
 * Starts a tip for the rider of a delivered order and says how the browser pays it. An attempt
 * left open at the gateway is first brought in line with the provider (it may have been paid).
 */
export async function tipAfterDelivery(
  ctx: PaymentContext,
  userId: string,
  orderId: string,
  request: TipRequest,
): Promise<PlaceOrderResponse> {
  const problem = tipProblem(request.amount, true);
  if (problem) throw new HttpError(422, problem);
  const found = await orderRow(ctx.db, userId, orderId);
  if (!found) throw new HttpError(404, orderErrors.notFound);
  const method = request.method ?? (found.payment_method === 'cod' ? 'upi_intent' : found.payment_method);
  if (method === 'cod') throw new HttpError(422, tipErrors.online);
  const left = await latestPayment(ctx.db, orderId, 'tip');
  if (left?.status === 'created' && left.provider_ref) {
    try {
      await followProvider(ctx, left);
    } catch (error) {
      console.error('[orders] payment provider status failed for a tip', error);
      throw new HttpError(503, tipErrors.providerDown);
    }
  }
  const order = await openTip(ctx, { userId, orderId }, request.amount, method);
  const payment = await paymentAction(ctx, order, 'tip').catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 503 ? new HttpError(503, tipErrors.providerDown) : error;
  });
  return { order: await orderView(ctx.db, userId, orderId), payment };
}
