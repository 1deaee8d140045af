/**
 * The one place a diner is told about an order when they may not be looking at it. Today the
 * notice is only kept on the order (`order_notices`); pushing it to the diner's device is to come
 * here, and nowhere else.
 */
import type { DbExecutor } from '../db/db.ts';

/** What a diner is told, about which of their orders. */
export interface DinerNotice {
  orderId: string;
  userId: string;
  text: string;
}

/** Tells a diner about their order: today, keeps the notice with the order. */
export type NotifyDiner = (executor: DbExecutor, notice: DinerNotice) => Promise<void>;

/** Keeps the notice on the order (the seam where a push will be sent). */
export const notifyDiner: NotifyDiner = async (executor, notice) => {
  await executor.query('INSERT INTO order_notices (order_id, user_id, text) VALUES ($1, $2, $3)', [
    notice.orderId,
    notice.userId,
    notice.text,
  ]);
};
