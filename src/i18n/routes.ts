/**
 * Which pages are drawn on demand, so that `/hi/cart` and the like render the English route in
 * another language (the middleware rewrites to it); prebuilt pages have a twin of their own under
 * `src/pages/[lang]/`. A test holds this list to the pages that say `prerender = false`.
 */

/** Paths of on-demand pages, without a language prefix. */
export const onDemandPages: readonly RegExp[] = [
  /^\/$/,
  /^\/cart$/,
  /^\/checkout$/,
  /^\/search$/,
  /^\/favourites$/,
  /^\/profile$/,
  /^\/orders$/,
  /^\/orders\/[^/]+$/,
  /^\/pay\/[^/]+$/,
  /^\/restaurants\/[^/]+$/,
  /^\/collections\/[^/]+$/,
];

/** Whether an unprefixed path is an on-demand page's. */
export function isOnDemandPage(pathname: string): boolean {
  return onDemandPages.some((pattern) => pattern.test(pathname));
}
