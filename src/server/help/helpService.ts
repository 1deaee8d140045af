/**
 * Help with an order, the diner's side: asking about one of their orders and reading what became
 * of it. A new request is checked (the order is theirs, the reason applies now and is not already
 * waiting, the diner's monthly count), its photos attached, and the rules decide (helpRules.ts):
 * a refund at once through the payment provider, or the operators' queue (helpOperators.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  dishReasons,
  type HelpAnswer,
  type HelpDish,
  type HelpInput,
  helpLimits,
  helpTexts,
  type OrderHelp,
} from '#src/lib/helpTypes.ts';
import type { Db, DbExecutor } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import { deliveredAtOf, orderRow } from '../orders/orderRecords.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import {
  dinerTotals,
  helpOf,
  helpRow,
  orderRefunded,
  recordDecision,
  requestView,
  windowStart,
} from './helpRecords.ts';
import { capturedPayment, type RefundOrder, refundReserved, reserveRefund } from './helpRefunds.ts';
import { decide, helpWindowOpen, reasonApplies } from './helpRules.ts';

/** What the help service needs. */
export interface HelpDeps {
  db: Db;
  provider: PaymentProvider;
  now?: () => number;
}

/** The diner's side of help with an order. */
export interface HelpService {
  /** Asks for help with one of the diner's orders; answers the request as decided. */
  ask(userId: string, orderId: string, input: HelpInput): Promise<HelpAnswer>;
  /** The help side of one of the diner's orders; 404 when it is not theirs. */
  ofOrder(userId: string, orderId: string): Promise<OrderHelp>;
}

/** The dishes named, as ordered: each must be on the order, in no more units than were ordered. */
async function orderedDishes(tx: DbExecutor, orderId: string, asked: HelpInput['dishes']): Promise<HelpDish[]> {
  const lines = await tx.query<{ dish_id: string; name: string; unit_price: number; quantity: number }>(
    'SELECT dish_id, name, unit_price, quantity FROM order_items WHERE order_id = $1 ORDER BY seq',
    [orderId],
  );
  return asked.map(({ dishId, quantity }) => {
    const mine = lines.rows.filter((line) => line.dish_id === dishId);
    const ordered = mine.reduce((sum, line) => sum + line.quantity, 0);
    if (mine.length === 0 || quantity > ordered) throw new HttpError(422, helpTexts.notOnOrder);
    // A dish on several lines (other choices) is valued at its cheapest line: never more than was paid.
    const unit = Math.min(...mine.map((line) => line.unit_price));
    return { dishId, name: mine[0]!.name, quantity, value: unit * quantity };
  });
}

/** Attaches the diner's uploaded photos to the request; 422 when one is not theirs or is used already. */
async function attachHelpPhotos(tx: DbExecutor, userId: string, requestId: string, photoIds: string[]): Promise<void> {
  if (photoIds.length === 0) return;
  const attached = await tx.query(
    `UPDATE review_photos SET help_request_id = $1
      WHERE id = ANY($2::text[]) AND user_id = $3 AND review_id IS NULL AND help_request_id IS NULL`,
    [requestId, photoIds, userId],
  );
  if (attached.rowCount !== photoIds.length) throw new HttpError(422, helpTexts.photoMissing);
}

/** The help service over a database and a payment provider. */
export function createHelpService(deps: HelpDeps): HelpService {
  const now = deps.now ?? Date.now;

  async function ofOrder(executor: DbExecutor, userId: string, orderId: string): Promise<OrderHelp> {
    const order = await orderRow(executor, userId, orderId);
    if (!order) throw new HttpError(404, helpTexts.orderNotFound);
    const deliveredAt = await deliveredAtOf(executor, order.id);
    return (await helpOf(executor, [{ ...order, deliveredAt }], now())).get(order.id)!;
  }

  return {
    ofOrder: (userId, orderId) => ofOrder(deps.db, userId, orderId),

    async ask(userId, orderId, input) {
      const requestId = randomUUID();
      const refund = await deps.db.transaction(async (tx): Promise<RefundOrder | null> => {
        // The diner's row lock: two requests at once are counted one after the other.
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
        const order = await orderRow(tx, userId, orderId, true);
        if (!order) throw new HttpError(404, helpTexts.orderNotFound);
        if (!reasonApplies(input.reason, order.status, order.payment_method))
          throw new HttpError(422, order.status === 'cancelled' ? helpTexts.cancelled : helpTexts.notYet);
        if (!helpWindowOpen(order.status, await deliveredAtOf(tx, order.id), now()))
          throw new HttpError(422, helpTexts.tooLate);
        const waiting = await tx.query(
          "SELECT 1 FROM help_requests WHERE order_id = $1 AND reason = $2 AND status = 'open'",
          [orderId, input.reason],
        );
        if (waiting.rowCount > 0) throw new HttpError(409, helpTexts.alreadyOpen);
        const totals = await dinerTotals(tx, userId, windowStart(now()));
        if (totals.requests >= helpLimits.requestsPerWindow) throw new HttpError(429, helpTexts.tooMany);
        const aboutDishes = dishReasons.has(input.reason);
        if (aboutDishes && input.dishes.length === 0) throw new HttpError(422, helpTexts.dishesNeeded);
        const dishes = aboutDishes ? await orderedDishes(tx, orderId, input.dishes) : [];
        const claimed = dishes.reduce((sum, dish) => sum + dish.value, 0);
        await tx.query(
          `INSERT INTO help_requests (id, order_id, user_id, reason, dishes, claimed, words, status, created_at)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, 'open', $8)`,
          [requestId, orderId, userId, input.reason, JSON.stringify(dishes), claimed, input.words, new Date(now())],
        );
        await attachHelpPhotos(tx, userId, requestId, input.photoIds);
        const payment = await capturedPayment(tx, orderId);
        const verdict = decide({
          reason: input.reason,
          claimed,
          paidOnline: payment !== null && order.payment_method !== 'cod',
          refundable: payment ? payment.amount - (await orderRefunded(tx, orderId)) : 0,
          recentRequests: totals.requests,
          refundedInWindow: totals.refunded,
        });
        if (verdict.action === 'queue' || !payment) {
          await recordDecision(tx, { requestId, action: 'queue', by: 'rules', why: verdict.why });
          await tx.query('UPDATE help_requests SET answer = $2 WHERE id = $1', [requestId, helpTexts.queued]);
          return null;
        }
        await reserveRefund(tx, requestId, verdict.amount);
        return {
          requestId,
          orderId,
          payment,
          amount: verdict.amount,
          by: 'rules',
          why: verdict.why,
          answer: helpTexts.refundedAtOnce,
        };
      });
      if (refund && !(await refundReserved(deps, refund))) {
        await deps.db.transaction(async (tx) => {
          await recordDecision(tx, {
            requestId,
            action: 'queue',
            by: 'rules',
            why: 'the payment provider refused the refund',
          });
          await tx.query('UPDATE help_requests SET answer = $2 WHERE id = $1', [requestId, helpTexts.queued]);
        });
      }
      const row = await helpRow(deps.db, requestId);
      return { request: requestView(row!), help: await ofOrder(deps.db, userId, orderId) };
    },
  };
}
