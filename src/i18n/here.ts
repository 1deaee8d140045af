/** The language the current code draws in, and site paths in it, on the server and in the browser alike. */
import { pageLocale } from './client.ts';
import { serverCatalogues } from './define.ts';
import { onServer } from './define.ts';
import { defaultLocale, type Locale, localisedPath } from './locales.ts';

/** The language being drawn: the request's on the server, the page's in the browser. */
export function currentLocale(): Locale {
  if (onServer) return serverCatalogues()?.locale() ?? defaultLocale;
  return pageLocale();
}

/** A site path in the language being drawn (`/cart` → `/hi/cart` on a Hindi page). */
export function localHref(path: string): string {
  return localisedPath(path, currentLocale());
}
