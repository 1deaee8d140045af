import type { APIRoute } from 'astro';
import { chunk, sitemapIndex, urlset } from '../features/seo/sitemap';
import { prebuiltPaths } from '../features/seo/sitemapUrls';

/** The sitemap of every prebuilt page; an index of `/sitemap-{n}.xml` once past 50,000 URLs. */
export const GET: APIRoute = async ({ site }) => {
  const urls = (await prebuiltPaths()).map((p) => new URL(p, site).href);
  const parts = chunk(urls);
  const body = parts.length <= 1 ? urlset(urls) : sitemapIndex(parts.map((_, i) => new URL(`/sitemap-${i}.xml`, site).href));
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
