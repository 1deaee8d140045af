/**
 * Help with an order, the operators' side: the requests waiting for an answer, oldest first, and
 * an answer to one (a refund of up to what is left of the order's payment, within the diner's
 * monthly ceiling, or a decline in words). Each answer is recorded with who gave it and why, and
 * the diner is told (notifyDiner.ts). Called through the operators' signed call (routes.ts).
 */
import { type HelpDish, type HelpReason, helpTexts } from '#src/lib/helpTypes.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import { orderRow } from '../orders/orderRecords.ts';
import { cancellableStatuses } from '../orders/orderRules.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { dinerTotals, helpRow, orderRefunded, recordDecision, requestView, windowStart } from './helpRecords.ts';
import { capturedPayment, type RefundOrder, refundReserved, reserveRefund } from './helpRefunds.ts';
import { operatorRefundProblem } from './helpRules.ts';
import type { NotifyDiner } from './notifyDiner.ts';

/** A waiting request as an operator reads it. */
export interface WaitingRequest {
  id: string;
  orderId: string;
  orderNumber: string;
  paymentMethod: string;
  reason: HelpReason;
  dishes: HelpDish[];
  claimed: number;
  words: string;
  photoUrls: string[];
  /** What is left of the order's payment to refund (0 for a cash order). */
  refundable: number;
  /** The diner's requests and help refunds in the window. */
  diner: { requests: number; refunded: number };
  /** Why the rules did not decide it. */
  queuedBecause: string;
  createdAt: string;
}

/** An operator's answer. */
export type OperatorAnswer =
  | { action: 'refund'; id: string; amount: number; words: string; by?: string | undefined }
  | { action: 'decline'; id: string; words: string; by?: string | undefined };

/** The operators' actions on help requests. */
export interface HelpOperators {
  /** Requests waiting, oldest first, at most 100. */
  waiting(): Promise<WaitingRequest[]>;
  /** Answers a waiting request; 404 unknown, 409 answered already, 422 over a limit, 502 the provider refused. */
  answer(decision: OperatorAnswer): Promise<ReturnType<typeof requestView>>;
}

/** The operators' actions over a database, a payment provider and the diner's notices. */
export function createHelpOperators(deps: {
  db: Db;
  provider: PaymentProvider;
  notify: NotifyDiner;
  now?: () => number;
}): HelpOperators {
  const now = deps.now ?? Date.now;
  return {
    async waiting() {
      const rows = await deps.db.query<{
        id: string;
        order_id: string;
        user_id: string;
        number: string | number;
        payment_method: string;
        reason: HelpReason;
        dishes: HelpDish[] | string;
        claimed: number;
        words: string;
        created_at: Date | string;
        photo_ids: string[] | null;
        why: string | null;
      }>(
        `SELECT h.id, h.order_id, h.user_id, o.number, o.payment_method, h.reason, h.dishes, h.claimed, h.words, h.created_at,
           (SELECT array_agg(p.id ORDER BY p.created_at) FROM review_photos p WHERE p.help_request_id = h.id) AS photo_ids,
           (SELECT d.why FROM help_decisions d WHERE d.request_id = h.id ORDER BY d.id DESC LIMIT 1) AS why
         FROM help_requests h JOIN orders o ON o.id = h.order_id
         WHERE h.status = 'open' AND h.refund_amount = 0 ORDER BY h.created_at, h.id LIMIT 100`,
      );
      const since = windowStart(now());
      const waiting: WaitingRequest[] = [];
      for (const row of rows.rows) {
        const payment = await capturedPayment(deps.db, row.order_id);
        waiting.push({
          id: row.id,
          orderId: row.order_id,
          orderNumber: String(row.number),
          paymentMethod: row.payment_method,
          reason: row.reason,
          dishes: typeof row.dishes === 'string' ? (JSON.parse(row.dishes) as HelpDish[]) : row.dishes,
          claimed: row.claimed,
          words: row.words,
          photoUrls: (row.photo_ids ?? []).map((id) => `/media/reviews/${id}.webp`),
          refundable: payment ? payment.amount - (await orderRefunded(deps.db, row.order_id)) : 0,
          diner: await dinerTotals(deps.db, row.user_id, since),
          queuedBecause: row.why ?? '',
          createdAt: new Date(row.created_at).toISOString(),
        });
      }
      return waiting;
    },

    async answer(decision) {
      const by = decision.by?.trim() || 'operator';
      const refund = await deps.db.transaction(async (tx): Promise<RefundOrder | null> => {
        const row = await helpRow(tx, decision.id, true);
        if (!row) throw new HttpError(404, 'id: no help request with this id');
        if (row.status !== 'open' || row.refund_amount > 0)
          throw new HttpError(409, `id: this request was answered already (${row.status})`);
        if (decision.action === 'decline') {
          await tx.query(
            "UPDATE help_requests SET status = 'declined', answer = $2, decided_at = now() WHERE id = $1",
            [row.id, decision.words],
          );
          await recordDecision(tx, { requestId: row.id, action: 'decline', by, why: decision.words });
          await deps.notify(tx, { orderId: row.order_id, userId: row.user_id, text: decision.words });
          return null;
        }
        const order = await orderRow(tx, null, row.order_id, true);
        const payment = order?.payment_method === 'cod' ? null : await capturedPayment(tx, row.order_id);
        if (!payment) throw new HttpError(422, 'amount: this order has no captured online payment to refund');
        // A cancel refunds the whole payment: a part refund before it would be paid twice.
        if (cancellableStatuses.has(order!.status))
          throw new HttpError(422, 'amount: this order can still be cancelled, which refunds it in full');
        const problem = operatorRefundProblem(
          decision.amount,
          payment.amount - (await orderRefunded(tx, row.order_id)),
          (await dinerTotals(tx, row.user_id, windowStart(now()))).refunded,
        );
        if (problem) throw new HttpError(422, problem);
        await reserveRefund(tx, row.id, decision.amount);
        const answer = decision.words || helpTexts.refundedByTeam;
        return { requestId: row.id, orderId: row.order_id, payment, amount: decision.amount, by, why: answer, answer };
      });
      if (refund) {
        if (!(await refundReserved(deps, refund)))
          throw new HttpError(502, 'the payment provider refused the refund; the request is still open');
        const row = (await helpRow(deps.db, refund.requestId))!;
        await deps.notify(deps.db, { orderId: row.order_id, userId: row.user_id, text: refund.answer });
      }
      return requestView((await helpRow(deps.db, decision.id))!);
    },
  };
}
