/**
 * The kitchen-load feeder: every few seconds one grouped query counts the orders in each kitchen
 * (placed, paid, accepted or preparing, an order ahead only once its kitchen has started) and
 * sets the counts in the catalog's holder (src/server/catalog/kitchenLoad.ts), which the cards'
 * delivery estimates read from memory.
 */
import { setKitchenLoad } from '../catalog/kitchenLoad.ts';
import type { DbExecutor } from '../db/db.ts';

/** How often the kitchens are counted. */
export const kitchenLoadEveryMs = 5_000;

/** Orders in progress in each kitchen at `now`, by restaurant id: one query, whatever the number of restaurants. */
export async function countKitchenLoad(executor: DbExecutor, now: Date = new Date()): Promise<Map<string, number>> {
  const rows = (
    await executor.query<{ restaurant_id: string; n: number }>(
      `SELECT restaurant_id, count(*)::int AS n FROM orders
       WHERE status IN ('placed', 'paid', 'accepted', 'preparing')
         AND (kitchen_starts_at IS NULL OR kitchen_starts_at <= $1::timestamptz)
       GROUP BY restaurant_id`,
      [now.toISOString()],
    )
  ).rows;
  return new Map(rows.map((row) => [row.restaurant_id, row.n]));
}

/** Counts now and then every `everyMs`; answers a function that stops (waiting for a count under way). */
export function startKitchenLoad(executor: DbExecutor, everyMs: number = kitchenLoadEveryMs): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const count = () => {
    if (busy) return;
    busy = true;
    running = countKitchenLoad(executor)
      .then(setKitchenLoad)
      // The cards keep the last counts meanwhile.
      .catch((error: unknown) => console.error('[orders] the kitchens could not be counted', error))
      .finally(() => {
        busy = false;
      });
  };
  count();
  const timer = setInterval(count, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
