/**
 * The rule of the pages that need a delivery location (cart, checkout, search, orders, profile,
 * favourites): without the saved address they send the diner to /locate; with it they are the
 * diner's own and never stored by a shared cache.
 */
import type { AstroGlobal } from 'astro';
import { addressCookieName, decodeAddressCookie, type SavedAddress } from '#src/lib/savedAddress.ts';

/** The saved address, or the redirect to /locate the page returns. */
export function addressedPage(astro: Pick<AstroGlobal, 'cookies' | 'redirect' | 'response'>): SavedAddress | Response {
  const address = decodeAddressCookie(astro.cookies.get(addressCookieName)?.value);
  if (!address) return astro.redirect('/locate');
  astro.response.headers.set('cache-control', 'private, no-store');
  return address;
}
