/**
 * Live orders in this process: the realtime hub fed by the database's order_changes
 * notifications (every process's, through LISTEN on PostgreSQL; this one's on PGlite), and by
 * the stock service's changes (stock_changes, the same way) on restaurants' channels. The host
 * (src/server/host.ts) opens them when it starts and closes them when it stops.
 */
import { TRUSTED_PROXIES } from 'astro:env/server';
import { trustedProxies } from '../http/clientAddress.ts';
import { getDb } from '../db/runtime.ts';
import { getIdentityRuntime } from '../identity/runtime.ts';
import { getOrderService } from '../orders/runtime.ts';
import { getStockService } from '../stock/runtime.ts';
import { dinerHubDeps } from './diners.ts';
import { createRealtimeHub, type RealtimeHub } from './hub.ts';

/** The channel the database announces order changes on (migration 007). */
export const orderChangesChannel = 'order_changes';

/** The process's hub, listening for order changes. */
export interface LiveOrders {
  hub: RealtimeHub;
  /** Stops listening and says goodbye to every socket (1001). */
  close(): Promise<void>;
}

/** Opens the hub over the process's database, identity and orders, and listens for order changes. */
export async function openLiveOrders(): Promise<LiveOrders> {
  const db = await getDb();
  const identity = await getIdentityRuntime();
  const orders = await getOrderService();
  const hub = createRealtimeHub(
    dinerHubDeps(db, orders, identity.projectId, { proxies: trustedProxies(TRUSTED_PROXIES) }),
  );
  const unlisten = await db.listen(orderChangesChannel, (orderId) => {
    hub
      .announce(orderId)
      .catch((error: unknown) => console.error('[realtime] an order change could not be sent', error));
  });
  // Stock changes reach open menus on their restaurant's channel.
  const unfollowStock = (await getStockService()).listen((change) => hub.announceStock(change));
  return {
    hub,
    async close() {
      unfollowStock();
      await unlisten();
      await hub.close();
    },
  };
}
