/**
 * Readiness, as a probe: whether this process's host has started and its database answers, with
 * how often the process's caches answered. It opens and starts nothing: the host does that when
 * the server starts (src/server/host.ts), so a load balancer may ask as often as it likes.
 */
// text-check: no diner texts in this file (the readiness probe's answers, read by the platform)
import { heldSessions } from './accounts/sessionCache.ts';
import { heldCarts } from './cart/cartCache.ts';
import { heldFavourites } from './favourites/favouritesCache.ts';
import type { AnswerCacheStats } from './catalog/answerCache.ts';
import { getCatalogBackend } from './catalog/runtime.ts';
import { getDb } from './db/runtime.ts';
import { endpoint } from './http/endpoint.ts';
import { HttpError, json } from './http/http.ts';
import type { NotifiedCacheStats } from './db/notifiedCache.ts';
import { DatabaseUnavailableError } from './db/outage.ts';
import { pageCacheStats, type PageCacheStats } from './pageCache/index.ts';
import { processHost } from './processHost.ts';

/** What `GET /api/health` answers once the host has started. */
export interface Health {
  status: 'ok';
  /** Milliseconds this check took (the database's answer to `SELECT 1`, mostly). */
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

/** The answers before the host has started and once it is stopping (503). */
export const healthTexts = {
  starting: 'Service Unavailable: the server is starting',
  stopping: 'Service Unavailable: the server is stopping',
} as const;

/** Reports on the process: 503 until the host has started or once it stops, and while the database does not answer. */
export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  const state = processHost().host?.state;
  if (state === 'stopping' || state === 'stopped') throw new HttpError(503, healthTexts.stopping);
  if (state !== 'started') throw new HttpError(503, healthTexts.starting);
  const db = await getDb();
  try {
    await db.query('SELECT 1');
  } catch (error) {
    throw new DatabaseUnavailableError('the database did not answer', { cause: error });
  }
  const answerCache = getCatalogBackend().cacheStats?.();
  const pages = pageCacheStats();
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
