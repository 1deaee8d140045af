import type { APIRoute, GetStaticPaths } from 'astro';
import { urlset } from '../features/seo/sitemap';
import { siteSitemapParts } from '../features/seo/sitemapUrls';
import { currentCatalogVersion, restaurantPathsOfCity } from '../server/pages/seoPages';

/** The child sitemaps of /sitemap.xml: the site's pages, then every restaurant page, one file per city. */
export const getStaticPaths: GetStaticPaths = async () =>
  (await siteSitemapParts(restaurantPathsOfCity)).map((part) => ({
    params: { part: part.name },
    props: { paths: part.paths },
  }));

export const GET: APIRoute = ({ props, site }) =>
  new Response(
    urlset(
      (props.paths as string[]).map((p) => new URL(p, site).href),
      currentCatalogVersion().modified,
    ),
    { headers: { 'content-type': 'application/xml; charset=utf-8' } },
  );
