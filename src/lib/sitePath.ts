/**
 * Where a diner is sent back to after a detour (signing in, choosing a delivery location on
 * /locate): a page of this site only. A path from a query string or from storage is untrusted;
 * anything that could lead off the site becomes `/`.
 */

/** The query parameter of /locate naming the page to come back to once an area is chosen. */
export const locateReturnParam = 'next';

/** Longest path kept: a real page of the site is far shorter. */
const maxPathLength = 512;
/** A base no real link uses, to tell a same-site path from one that leaves the site. */
const base = 'https://site.invalid';
// Browsers drop tabs and line breaks from a URL and read `\` as `/`, so `/\t/host` and `/\host`
// would be `//host`: any of them, or any other control or space character, is refused outright.
const unsafe = /[\s\\\p{Cc}]/u;

/** A path of this site (path, query, fragment), else `/`: never `//host`, a scheme or a backslash. */
export function sitePath(path: unknown): string {
  if (typeof path !== 'string' || path.length > maxPathLength) return '/';
  if (!path.startsWith('/') || path.startsWith('//') || unsafe.test(path)) return '/';
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    return '/';
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** The /locate link of a page: choosing an area there comes back to `path` (plain /locate for home). */
export function locateHref(path: string): string {
  const back = sitePath(path);
  return back === '/' ? '/locate' : `/locate?${locateReturnParam}=${encodeURIComponent(back)}`;
}

/**
 * Where /locate goes once an area is chosen, from its query string: the page named by `next` when
 * it is a page of this site other than /locate, else `/` (the spec's way home).
 */
export function locateReturn(search: string): string {
  const back = sitePath(new URLSearchParams(search).get(locateReturnParam));
  return new URL(back, base).pathname === '/locate' ? '/' : back;
}
