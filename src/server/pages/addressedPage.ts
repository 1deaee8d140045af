/**
 * The rule of the pages that need a delivery location (home, cart, checkout, search, orders,
 * profile, favourites): without the saved address they send the diner to /locate; with it they are the
 * diner's own and never stored by a shared cache.
 */
import type { AstroGlobal } from 'astro';
import type { SavedAddress } from '#src/lib/savedAddress.ts';

/**
 * The saved address, or the redirect to /locate the page returns. A page that may come back from
 * the browser's back/forward cache (home, search: results left for a menu and returned to) is
 * `no-cache` and varies by cookie; the others (the cart, orders) are never stored at all.
 */
export function addressedPage(
  astro: Pick<AstroGlobal, 'locals' | 'redirect' | 'response'>,
  { keepForBack = false }: { keepForBack?: boolean } = {},
): SavedAddress | Response {
  const address = astro.locals.address;
  if (!address) return astro.redirect('/locate');
  astro.response.headers.set('cache-control', keepForBack ? 'private, no-cache' : 'private, no-store');
  if (keepForBack) astro.response.headers.set('vary', 'Cookie');
  return address;
}
