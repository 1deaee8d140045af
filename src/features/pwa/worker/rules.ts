/**
 * The service worker's decisions, kept free of the worker's globals so they are tested as plain
 * functions: which pages and API reads it keeps, under which cache, and how a page served from the
 * device says when it was saved.
 */
import { cacheNames, savedAtAttribute } from '#src/lib/offlineCaches.ts';

const orderId = '[0-9a-f-]{36}';

/** Pages kept for offline reading, each with its cache: the menus, the cart, the orders and each order. */
const keptPages: readonly [RegExp, string][] = [
  [/^\/restaurants\/[^/]+$/, cacheNames.menus],
  [new RegExp(`^/(?:cart|orders|orders/${orderId})$`), cacheNames.orders],
];

/** The API reads those pages' islands make: the cart, the orders and one order. Nothing else of /api. */
const keptReads = new RegExp(`^/api/(?:getcart|orders|orders/awaiting-payment|orders/in-progress|orders/${orderId})$`);

/** The cache a page of this path is kept in, or null when it is not kept. */
export function pageCacheOf(pathname: string): string | null {
  for (const [pattern, cache] of keptPages) if (pattern.test(pathname)) return cache;
  return null;
}

/** The key a kept page is saved under: its URL without query or fragment. */
export function pageKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** Whether a GET of this API path is kept for offline reading. */
export function isKeptRead(pathname: string): boolean {
  return keptReads.test(pathname);
}

/** Whether a hashed build asset (the same for everyone, never changed under its name). */
export function isBuildAsset(pathname: string): boolean {
  return pathname.startsWith('/_astro/');
}

/** The parts of a response the keeping rule reads. */
export interface KeepableResponse {
  status: number;
  redirected: boolean;
  type: string;
}

/**
 * Whether an answer may be kept: a whole 200 of this site, not reached through a redirect (a
 * browser refuses to show a redirected answer for a navigation), and named for its diner.
 */
export function mayKeep(response: KeepableResponse, dinerKey: string | null): boolean {
  return response.status === 200 && !response.redirected && response.type === 'basic' && dinerKey !== null;
}

/**
 * A saved page's HTML marked with when it was saved (`data-saved-at` on `<html>`), which its
 * "You are offline" notice reads: a page from the device is never shown as fresh.
 */
export function stampSavedAt(html: string, savedAt: number): string {
  const stamp = `${savedAtAttribute}="${Math.floor(savedAt)}"`;
  return html.replace(/<html(?=[\s>])/i, `<html ${stamp}`);
}

/** Whether the owner of the diner caches changes with an answer naming `incoming` (null: names no one). */
export function ownerChanges(current: string | null, incoming: string | null): boolean {
  return incoming !== null && incoming !== current;
}
