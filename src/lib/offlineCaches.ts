/**
 * Names the page and the service worker (src/features/pwa/worker/) share: its caches, and the message a page gets when what
 * it shows came from the device rather than the network (docs/decisions/018-service-worker.md).
 */

/** Every cache holding one diner's pages or data starts so: all of them go at logout or when another diner's answer arrives. */
export const dinerCachePrefix = 'thalify-diner-';

/** The worker's runtime caches (the precache is Workbox's own). */
export const cacheNames = {
  /** The last restaurant pages (menus) viewed. */
  menus: `${dinerCachePrefix}menus`,
  /** The cart page, the orders list and order pages. */
  orders: `${dinerCachePrefix}orders`,
  /** The few API reads those pages' islands make (the cart, the orders). */
  data: `${dinerCachePrefix}data`,
  /** Whose pages the diner caches hold now. */
  owner: `${dinerCachePrefix}owner`,
  /** The build's hashed scripts: the same for every diner. */
  assets: 'thalify-assets',
} as const;

/** The message a page gets when an API answer it asked for came from the device. */
export interface SavedMessage {
  type: 'thalify:saved';
  /** When the answer was saved (ms since the epoch). */
  savedAt: number;
}

/** The `type` of a {@link SavedMessage}. */
export const savedMessageType = 'thalify:saved';

/** The header on a cached answer saying when it was saved (ms since the epoch). */
export const savedAtHeader = 'x-saved-at';

/** The attribute on `<html>` of a page served from the device: when it was saved (ms since the epoch). */
export const savedAtAttribute = 'data-saved-at';

/** The worker's script, at the root so its scope is the whole site. */
export const workerUrl = '/sw.js';

/** The page shown for a page that is neither reachable nor saved (precached). */
export const offlinePagePath = '/offline';

/** Deletes every cache holding a diner's pages or data, the record of whose they were with them. */
export async function forgetDinerCaches(store: CacheStorage = caches): Promise<void> {
  const names = await store.keys();
  await Promise.all(names.filter((name) => name.startsWith(dinerCachePrefix)).map((name) => store.delete(name)));
}
