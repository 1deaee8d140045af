/**
 * The service worker's entry, bundled with esbuild and given Workbox's precache list at build
 * (scripts/lib/serviceWorker.mjs) into dist/client/sw.js. It keeps the offline page and the app's
 * icons; serves pages network first and, when the network fails, the diner's last menus, cart
 * and orders from the device, marked with when they were saved; keeps only one diner's pages at
 * a time; and shows order pushes (src/features/push/workerPush.ts).
 * Why Workbox, what is kept and how to turn it off: docs/decisions/018-service-worker.md.
 */
import { listenForPushes, type PushWorkerScope } from '#src/features/push/workerPush.ts';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  cacheNames,
  offlinePagePath,
  savedAtHeader,
  savedMessageType,
  type SavedMessage,
} from '#src/lib/offlineCaches.ts';
import { keepFor, markSaved } from './keeping.ts';
import { isBuildAsset, isKeptRead, pageCacheOf, pageKey } from './rules.ts';

/** An event the worker may extend. */
interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void;
}

/** The parts of the worker's global scope used here (the project's types are the page's, not a worker's). */
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: { origin: string };
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    get(id: string): Promise<{ postMessage(message: SavedMessage): void } | undefined>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
}

const scope = globalThis as unknown as WorkerScope;

// A new worker takes over at once: it only ever serves what the network cannot.
scope.addEventListener('install', () => {
  void scope.skipWaiting();
});
scope.addEventListener('activate', (event) => {
  event.waitUntil(scope.clients.claim());
});

// The offline page, the icons and the manifest: the few files listed at build.
// biome-ignore lint/style/noRestrictedGlobals: Workbox's build finds the list's place by the text `self.__WB_MANIFEST`.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

/** Tells the page that asked that what it got came from the device, and from when. */
async function tellSaved(clientId: string | undefined, cached: Response): Promise<void> {
  if (!clientId) return;
  const savedAt = Number(cached.headers.get(savedAtHeader)) || Date.now();
  (await scope.clients.get(clientId))?.postMessage({ type: savedMessageType, savedAt });
}

/** Network first, the device's copy only when the network fails (no timeout: a slow answer is still the fresh one). */
const networkFirst = (cacheName: string, maxEntries: number, page: boolean) =>
  new NetworkFirst({
    cacheName,
    plugins: [
      keepFor(),
      {
        // A page is kept under its path alone: the order page reached as `?placed=1` is the order's page offline.
        cacheKeyWillBeUsed: async ({ request }) => (page ? pageKey(request.url) : request),
        cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
          if (!cachedResponse) return null;
          if (page) return markSaved(cachedResponse);
          await tellSaved((event as { clientId?: string } | undefined)?.clientId, cachedResponse);
          return cachedResponse;
        },
      },
      new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true }),
    ],
  });

const menus = networkFirst(cacheNames.menus, 5, true);
const orders = networkFirst(cacheNames.orders, 20, true);
const data = networkFirst(cacheNames.data, 30, false);
// Pages not kept still tell the worker whose they are, so a change of diner is seen on any page.
const otherPages = new NetworkOnly({ plugins: [keepFor()] });

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === scope.location.origin,
  (options) => {
    const cache = pageCacheOf(options.url.pathname);
    const strategy = cache === cacheNames.menus ? menus : cache === cacheNames.orders ? orders : otherPages;
    return strategy.handle(options);
  },
);
registerRoute(({ url, sameOrigin }) => sameOrigin && isKeptRead(url.pathname), data, 'GET');
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isBuildAsset(url.pathname),
  new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  }),
);

// A page neither reachable nor saved: the offline page, which says so and links to what may be saved.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(offlinePagePath)) ?? Response.error();
  return Response.error();
});

listenForPushes(scope as unknown as PushWorkerScope);
