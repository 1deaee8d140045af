/**
 * Queuing a push in the caller's transaction. Status changes and the rider's "arriving" are
 * queued by the database's triggers (migration 021_push.sql); a notice (an answer to a request for
 * help) is queued here, by `notifyDiner`.
 */
import type { DbExecutor } from '../db/db.ts';

/** The channel a sender listens on: something was queued. */
export const pushOutboxChannel = 'push_outbox';

/** Queues a notice about an order for every device following it; answers how many pushes were queued. */
export async function queueNoticePush(executor: DbExecutor, orderId: string, text: string): Promise<number> {
  const queued = await executor.query(
    `INSERT INTO push_outbox (subscription_id, order_id, kind, notice)
     SELECT f.subscription_id, $1, 'notice', $2 FROM push_followed_orders f WHERE f.order_id = $1`,
    [orderId, text.slice(0, 500)],
  );
  if (queued.rowCount > 0) await executor.query('SELECT pg_notify($1, $2)', [pushOutboxChannel, '']);
  return queued.rowCount;
}
