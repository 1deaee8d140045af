import type { APIRoute } from 'astro';

/** robots.txt: everything public may be crawled; app screens and the API may not. */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /v1/',
      'Disallow: /cart',
      'Disallow: /search',
      '',
      `Sitemap: ${new URL('/sitemap.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
