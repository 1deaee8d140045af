/**
 * Live orders in this process: the realtime hub fed by the database's order_changes
 * notifications (every process's, through LISTEN on PostgreSQL; this one's on PGlite), and the
 * delivery simulation unless ORDER_WEBHOOK_SECRET hands progress to the restaurant's and the
 * rider's systems. The production server (server.mjs) finds the hub through `realtimeHubKey`.
 */
import { ORDER_TIME_SCALE, ORDER_WEBHOOK_SECRET, TRUSTED_PROXIES } from 'astro:env/server';
import { getCatalogBackend } from '../catalog/runtime.ts';
import { trustedProxies } from '../clientAddress.ts';
import type { Db } from '../db/db.ts';
import { getDb } from '../db/runtime.ts';
import { getIdentityRuntime } from '../identity/runtime.ts';
import { backendRestaurantFacts } from '../orders/restaurantFacts.ts';
import { getOrderService } from '../orders/runtime.ts';
import { createDeliverySimulation, timeScaleFrom } from '../orders/tracking.ts';
import { dinerHubDeps } from './diners.ts';
import { createRealtimeHub, type RealtimeHub } from './hub.ts';

/** Where server.mjs looks for the hub: a global symbol, since the hub lives inside the built handler. */
export const realtimeHubKey = Symbol.for('thalify.realtime');

/** The channel the database announces order changes on (migration 007). */
export const orderChangesChannel = 'order_changes';

type HubHolder = { [realtimeHubKey]?: RealtimeHub };

let started: Promise<RealtimeHub> | undefined;

async function build(): Promise<RealtimeHub> {
  const db: Db = await getDb();
  const identity = await getIdentityRuntime();
  const orders = await getOrderService();
  const hub = createRealtimeHub(
    dinerHubDeps(db, orders, identity.projectId, { proxies: trustedProxies(TRUSTED_PROXIES) }),
  );
  await db.listen(orderChangesChannel, (orderId) => {
    hub
      .announce(orderId)
      .catch((error: unknown) => console.error('[realtime] an order change could not be sent', error));
  });
  if (!ORDER_WEBHOOK_SECRET) {
    createDeliverySimulation({
      db,
      restaurantFacts: backendRestaurantFacts(getCatalogBackend),
      timeScale: timeScaleFrom(ORDER_TIME_SCALE),
    }).start();
  }
  (globalThis as HubHolder)[realtimeHubKey] = hub;
  return hub;
}

/** Starts live orders once per process (the health check does, right after the server starts). */
export function startLiveOrders(): Promise<RealtimeHub> {
  started ??= build().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

/** ORDER_WEBHOOK_SECRET, or null while the simulation runs. */
export function fleetWebhookSecret(): string | null {
  return ORDER_WEBHOOK_SECRET || null;
}
