/**
 * The page cache: whole pages held compressed for a minute, and home and restaurant pages drawn
 * once per answer cell and filled in with each diner's address. The contract a page keeps with
 * it, and how to turn it off (PAGE_CACHE=off): docs/decisions/001-page-templates.md.
 *
 * The hooks: `heldPage` for the Node server (visitors, before the framework runs), `pageAnswer`
 * for the middleware (around the render), `holdPage` for the pages, `pageCacheStats` for the
 * readiness check.
 */
import type { PageCacheStats } from './cache.ts';
import { mayBePage } from './keys.ts';
import { answerPage, type PageRequest } from './requests.ts';
import { pageCache } from './runtime.ts';

export type { PageCacheStats } from './cache.ts';
export type { HeldAnswer } from './compress.ts';
export { readCookies, type RequestCookies } from './keys.ts';
export type { PageRequest } from './requests.ts';
export type { HoldRequest } from './store.ts';
export type { StandIn } from './template.ts';
export { heldPage, heldPagesKey } from './runtime.ts';

/**
 * The middleware's part: sets the address the page reads (`locals.address`), then answers from
 * the page cache or renders with `next`, holding what the page asked to be held. With the cache
 * off, every page is rendered for the request's own address.
 */
export function pageAnswer(page: PageRequest, next: () => Promise<Response>): Promise<Response> {
  return answerPage(mayBePage(page.url.pathname) ? pageCache() : undefined, page, next);
}

/**
 * What a page calls when everything it shows came from its URL, the address cookie, the catalog
 * and, for a signed-in diner, `saved` (their saved restaurants as the page read them), of which it
 * shows the hearts of `among` (a restaurant page: its own) or of all (pages that pass the list on).
 */
export function holdPage(locals: App.Locals, saved: readonly string[], among?: readonly string[]): void {
  locals.holdPage = among ? { saved, among } : { saved };
}

/** The page cache's counts since the process started, or undefined when it is off. */
export function pageCacheStats(): PageCacheStats | undefined {
  return pageCache()?.stats();
}
