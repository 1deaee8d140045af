/**
 * Readiness: opens everything a diner's first request would otherwise wait for (the database and
 * its migrations, the identity keys, the order service with its reconciliation, the catalog, live orders), so
 * the server warms itself right after it starts and a load balancer can ask whether it is ready.
 */
import { heldSessions } from './accounts/sessionCache.ts';
import { heldCarts } from './cart/cartCache.ts';
import { heldFavourites } from './favourites/favouritesCache.ts';
import type { AnswerCacheStats } from './catalog/answerCache.ts';
import { getCatalogBackend } from './catalog/runtime.ts';
import { getDb } from './db/runtime.ts';
import { endpoint } from './endpoint.ts';
import { json } from './http.ts';
import type { NotifiedCacheStats } from './db/notifiedCache.ts';
import { getIdentityRuntime } from './identity/runtime.ts';
import { getOrderService } from './orders/runtime.ts';
import { startLiveOrders } from './realtime/runtime.ts';
import { pageCacheStats, type PageCacheStats } from './pageCache/index.ts';

/** What `GET /api/health` answers once every part is open. */
export interface Health {
  status: 'ok';
  /** Milliseconds this check took (near zero once the process is warm). */
  ms: number;
  /** How often the catalog's answer cache answered since the process started (embedded catalog only). */
  answerCache?: AnswerCacheStats;
  /** How often held pages were answered, to visitors and to signed-in diners (embedded catalog, PAGE_CACHE on). */
  pageCache?: PageCacheStats;
  /** How often signed-in requests were answered from the held sessions (once a session was looked up). */
  sessionCache?: NotifiedCacheStats;
  /** How often carts were answered from the held carts (once a cart was shown). */
  cartCache?: NotifiedCacheStats;
  /** How often a diner's saved restaurants were answered from the held ones (once they were read). */
  favouritesCache?: NotifiedCacheStats;
}

/** Opens the process's services (each is built once; later calls return at once); a database outage throws. */
export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  const catalog = getCatalogBackend();
  await getIdentityRuntime();
  await getOrderService();
  await startLiveOrders();
  const answerCache = catalog.cacheStats?.();
  const pages = pageCacheStats();
  const db = await getDb();
  const sessionCache = heldSessions.stats(db);
  const cartCache = heldCarts.stats(db);
  const favouritesCache = heldFavourites.stats(db);
  return {
    status: 'ok',
    ms: Math.round(performance.now() - started),
    ...(answerCache ? { answerCache } : {}),
    ...(pages ? { pageCache: pages } : {}),
    ...(sessionCache ? { sessionCache } : {}),
    ...(cartCache ? { cartCache } : {}),
    ...(favouritesCache ? { favouritesCache } : {}),
  };
}

/** GET /api/health: `{ status: 'ok', ms }` and the caches' counts, never cached; 503 during a database outage. */
export const healthRoutes = endpoint({
  method: 'GET',
  handle: async () => json(await checkHealth()),
});
