/**
 * GET /favicon.ico: browsers and crawlers ask for it where a page names no icon (robots.txt,
 * the sitemaps, a JSON answer opened in a tab). The site's icon is the SVG every page links.
 */
export const prerender = false;

/** A permanent redirect to /favicon.svg, kept for a day. */
export const GET = (): Response =>
  new Response(null, {
    status: 301,
    headers: { location: '/favicon.svg', 'cache-control': 'public, max-age=86400' },
  });
