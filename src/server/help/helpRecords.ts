/**
 * Help requests as rows and as the diner reads them: the reads the help service makes, and
 * `helpOf`, the help side of any number of orders in two queries (the order views call it).
 */
import {
  type HelpDish,
  type HelpReason,
  type HelpRequestView,
  helpLimits,
  type OrderHelp,
} from '#src/lib/helpTypes.ts';
import type { OrderStatus, PaymentMethod } from '#src/lib/orderTypes.ts';
import type { DbExecutor } from '../db/db.ts';
import { helpWindowOpen, reasonsOpen } from './helpRules.ts';

/** A help request as stored, with its count of photos. */
export interface HelpRow {
  id: string;
  order_id: string;
  user_id: string;
  reason: HelpReason;
  dishes: HelpDish[] | string;
  claimed: number;
  words: string;
  status: HelpRequestView['status'];
  refund_amount: number;
  refund_ref: string | null;
  answer: string;
  decided_at: Date | string | null;
  created_at: Date | string;
  photos: number | string;
}

/** The columns of `HelpRow` (from `help_requests h`). */
export const helpColumns = `h.id, h.order_id, h.user_id, h.reason, h.dishes, h.claimed, h.words, h.status, h.refund_amount,
  h.refund_ref, h.answer, h.decided_at, h.created_at,
  (SELECT count(*) FROM review_photos p WHERE p.help_request_id = h.id) AS photos`;

/** A request as the diner reads it. */
export function requestView(row: HelpRow): HelpRequestView {
  return {
    id: row.id,
    reason: row.reason,
    dishes: typeof row.dishes === 'string' ? (JSON.parse(row.dishes) as HelpDish[]) : row.dishes,
    words: row.words,
    photos: Number(row.photos),
    status: row.status,
    refund: row.status === 'refunded' ? row.refund_amount : 0,
    answer: row.answer,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

/** The help side of these orders (by id), their requests newest first and the reasons still open to them. */
export async function helpOf(
  executor: DbExecutor,
  orders: readonly { id: string; status: OrderStatus; payment_method: PaymentMethod; deliveredAt: Date | null }[],
  now: number,
): Promise<Map<string, OrderHelp>> {
  const rows = await executor.query<HelpRow>(
    `SELECT ${helpColumns} FROM help_requests h WHERE h.order_id = ANY($1::text[]) ORDER BY h.created_at DESC, h.id`,
    [orders.map((order) => order.id)],
  );
  const help = new Map<string, OrderHelp>();
  for (const order of orders) {
    const mine = rows.rows.filter((row) => row.order_id === order.id);
    const waiting = new Set(mine.filter((row) => row.status === 'open').map((row) => row.reason));
    help.set(order.id, {
      requests: mine.map(requestView),
      reasons: reasonsOpen(
        order.status,
        order.payment_method,
        waiting,
        helpWindowOpen(order.status, order.deliveredAt, now),
      ),
    });
  }
  return help;
}

/** One request by id (locked for the caller's transaction when `forUpdate`). */
export async function helpRow(executor: DbExecutor, id: string, forUpdate = false): Promise<HelpRow | undefined> {
  const sql = forUpdate
    ? `SELECT ${helpColumns} FROM help_requests h WHERE h.id = $1 FOR UPDATE OF h`
    : `SELECT ${helpColumns} FROM help_requests h WHERE h.id = $1`;
  return (await executor.query<HelpRow>(sql, [id])).rows[0];
}

/** The window's start before `now`. */
export const windowStart = (now: number) => new Date(now - helpLimits.windowDays * 86_400_000);

/** A diner's requests since `since` and what they were refunded (refunds in flight included). */
export async function dinerTotals(
  executor: DbExecutor,
  userId: string,
  since: Date,
): Promise<{ requests: number; refunded: number }> {
  const found = await executor.query<{ n: number | string; refunded: number | string | null }>(
    'SELECT count(*) AS n, sum(refund_amount) AS refunded FROM help_requests WHERE user_id = $1 AND created_at > $2',
    [userId, since],
  );
  return { requests: Number(found.rows[0]?.n ?? 0), refunded: Number(found.rows[0]?.refunded ?? 0) };
}

/** What help has refunded, or is refunding, of an order's payment. */
export async function orderRefunded(executor: DbExecutor, orderId: string): Promise<number> {
  const found = await executor.query<{ total: number | string | null }>(
    'SELECT sum(refund_amount) AS total FROM help_requests WHERE order_id = $1',
    [orderId],
  );
  return Number(found.rows[0]?.total ?? 0);
}

/** Records a decision with who made it and why. */
export async function recordDecision(
  executor: DbExecutor,
  decision: { requestId: string; action: 'queue' | 'refund' | 'decline'; amount?: number; by: string; why: string },
): Promise<void> {
  await executor.query(
    'INSERT INTO help_decisions (request_id, action, amount, decided_by, why) VALUES ($1, $2, $3, $4, $5)',
    [decision.requestId, decision.action, decision.amount ?? 0, decision.by, decision.why],
  );
}
