/**
 * The one place a diner is told about an order when they may not be looking at it: the notice is
 * kept on the order (`order_notices`) and, in the same transaction, queued as a push to every
 * device following the order (`src/server/push/`).
 */
import type { DbExecutor } from '../db/db.ts';
import { queueNoticePush } from '../push/outbox.ts';

/** What a diner is told, about which of their orders. */
export interface DinerNotice {
  orderId: string;
  userId: string;
  text: string;
}

/** Tells a diner about their order: keeps the notice with the order and queues its push. */
export type NotifyDiner = (executor: DbExecutor, notice: DinerNotice) => Promise<void>;

/** Keeps the notice on the order and queues it for the devices following the order. */
export const notifyDiner: NotifyDiner = async (executor, notice) => {
  await executor.query('INSERT INTO order_notices (order_id, user_id, text) VALUES ($1, $2, $3)', [
    notice.orderId,
    notice.userId,
    notice.text,
  ]);
  await queueNoticePush(executor, notice.orderId, notice.text);
};
