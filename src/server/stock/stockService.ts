/**
 * The stock service: restaurants mark dishes and choices out of (and back in) stock; every change
 * is a row of stock_changes (migration 015) and the latest of each item is in force in the stock
 * holder (stockHolder.ts) of every process. A new row is announced on stock_changes; each process
 * loads that item again and tells its listeners (the realtime hub sends it to open menus), and
 * loads everything again whenever its LISTEN (re)starts, telling them what changed meanwhile.
 */
import type { StockChange } from '#src/lib/realtimeChannels.ts';
import type { Db, DbExecutor } from '../db/db.ts';
import { keepLoaded } from '../db/notifiedReload.ts';
import { clearStock, setStock } from './stockHolder.ts';

/** The channel migration 015 announces stock changes on. */
export const stockChangesChannel = 'stock_changes';

interface StockRow {
  restaurant_id: string;
  item_id: string;
  in_stock: boolean;
}

const latest = `SELECT DISTINCT ON (restaurant_id, item_id) restaurant_id, item_id, in_stock FROM stock_changes`;
const newestFirst = 'ORDER BY restaurant_id, item_id, id DESC';

/** Records that a restaurant's items went out of or back in stock, reported by `by`; one statement for them all. */
export async function recordStock(
  executor: DbExecutor,
  restaurantId: string,
  items: readonly { itemId: string; inStock: boolean }[],
  by: string,
): Promise<void> {
  await executor.query(
    `INSERT INTO stock_changes (restaurant_id, item_id, in_stock, changed_by)
     SELECT $1, item_id, in_stock, $4 FROM unnest($2::text[], $3::boolean[]) AS i (item_id, in_stock)`,
    [restaurantId, items.map((item) => item.itemId), items.map((item) => item.inStock), by],
  );
}

/** Hears each stock change once it is in force in this process. */
export type StockListener = (change: StockChange) => void;

/** The stock changes of a process, kept in force. */
export interface StockService {
  /** Adds a listener of changes; answers a function that removes it. */
  listen(listener: StockListener): () => void;
  /** Stops listening to the database. */
  stop(): Promise<void>;
}

/** Loads the stock changes into the holder and keeps them in force; resolves once loaded. */
export async function startStockService(db: Db): Promise<StockService> {
  const listeners = new Set<StockListener>();
  const tell = (change: StockChange) => {
    for (const listener of listeners) listener(change);
  };
  // What is in force, by `<restaurant id>/<item id>`: a reload tells only what it changed.
  let held = new Map<string, StockChange>();

  async function reloadAll(): Promise<void> {
    const rows = (await db.query<StockRow>(`${latest} ${newestFirst}`)).rows;
    const before = held;
    held = new Map();
    clearStock();
    for (const row of rows) {
      const change = { restaurantId: row.restaurant_id, itemId: row.item_id, inStock: row.in_stock };
      held.set(`${change.restaurantId}/${change.itemId}`, change);
      setStock(change.restaurantId, change.itemId, change.inStock);
    }
    // What changed while nobody was listening reaches open menus now.
    for (const [key, change] of held) if (before.get(key)?.inStock !== change.inStock) tell(change);
  }

  async function reloadOne(payload: string): Promise<void> {
    const at = payload.indexOf('/');
    const restaurantId = payload.slice(0, at);
    const itemId = payload.slice(at + 1);
    const row = (
      await db.query<StockRow>(`${latest} WHERE restaurant_id = $1 AND item_id = $2 ${newestFirst}`, [
        restaurantId,
        itemId,
      ])
    ).rows[0];
    if (!row) return;
    const change = { restaurantId, itemId, inStock: row.in_stock };
    held.set(payload, change);
    setStock(restaurantId, itemId, row.in_stock);
    tell(change);
  }

  await reloadAll();
  const stop = keepLoaded(db, stockChangesChannel, { name: 'stock', reloadAll, reloadOne });
  return {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
  };
}
