/**
 * A help request's refund through the payment provider: the amount is reserved on the request
 * first (in the caller's transaction, so the order's refundable amount and the diner's ceiling
 * count it while it is in flight), then refunded, then recorded with who and why. A refund the
 * provider refuses frees its reservation and leaves the request open.
 */
import type { Db, DbExecutor } from '../db/db.ts';
import { latestPayment } from '../orders/orderRecords.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { recordDecision } from './helpRecords.ts';

/** The captured online payment of an order, if it has one. */
export async function capturedPayment(
  executor: DbExecutor,
  orderId: string,
): Promise<{ ref: string; providerPaymentId: string; amount: number } | null> {
  const payment = await latestPayment(executor, orderId);
  if (payment?.status !== 'captured' || !payment.provider_ref) return null;
  return {
    ref: payment.provider_ref,
    providerPaymentId: payment.provider_payment_id ?? payment.provider_ref,
    amount: payment.amount,
  };
}

/** Reserves `amount` on an open request, in the caller's transaction. */
export async function reserveRefund(tx: DbExecutor, requestId: string, amount: number): Promise<void> {
  await tx.query("UPDATE help_requests SET refund_amount = $2 WHERE id = $1 AND status = 'open'", [requestId, amount]);
}

/** What a refund is made of: the request, its payment, the amount and the decision to record. */
export interface RefundOrder {
  requestId: string;
  orderId: string;
  payment: { ref: string; providerPaymentId: string };
  amount: number;
  by: string;
  why: string;
  /** What the diner reads. */
  answer: string;
}

/** Refunds a reserved amount through the provider and records it; false (the reservation freed) when the provider refused. */
export async function refundReserved(
  deps: { db: Db; provider: PaymentProvider },
  order: RefundOrder,
): Promise<boolean> {
  let refundRef: string;
  try {
    refundRef = await deps.provider.refundPart(
      order.payment.ref,
      order.payment.providerPaymentId,
      order.amount,
      `help_${order.requestId}`,
    );
  } catch (error) {
    console.error(`[help] refund of request ${order.requestId} failed`, error);
    await deps.db.query("UPDATE help_requests SET refund_amount = 0 WHERE id = $1 AND status = 'open'", [
      order.requestId,
    ]);
    return false;
  }
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE help_requests SET status = 'refunded', refund_ref = $2, answer = $3, decided_at = now()
        WHERE id = $1 AND status = 'open'`,
      [order.requestId, refundRef, order.answer],
    );
    await recordDecision(tx, {
      requestId: order.requestId,
      action: 'refund',
      amount: order.amount,
      by: order.by,
      why: order.why,
    });
  });
  return true;
}
