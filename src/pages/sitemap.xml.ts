import type { APIRoute } from 'astro';
import { sitemapIndex } from '../features/seo/sitemap';
import { siteSitemapParts } from '../features/seo/sitemapUrls';
import { currentCatalogVersion, restaurantPathsOfCity } from '../server/pages/seoPages';

/** The sitemap index: the site's pages, then one sitemap of restaurant pages per city (`lastmod`: the catalog's last change). */
export const GET: APIRoute = async ({ site }) => {
  const parts = await siteSitemapParts(restaurantPathsOfCity);
  const body = sitemapIndex(
    parts.map((p) => new URL(`/sitemap-${p.name}.xml`, site).href),
    currentCatalogVersion().modified,
  );
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
