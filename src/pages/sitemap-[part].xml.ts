import type { APIRoute, GetStaticPaths } from 'astro';
import { inEveryLanguageUrls, urlset } from '../features/seo/sitemap';
import { siteSitemapParts } from '../features/seo/sitemapUrls';
import { currentCatalogVersion, restaurantPathsOfCity } from '../server/pages/seoPages';

/** The child sitemaps of /sitemap.xml: the site's pages and every restaurant page (one file per city), each in every language with its alternates; the info pages in English. */
export const getStaticPaths: GetStaticPaths = async () =>
  (await siteSitemapParts(restaurantPathsOfCity)).map((part) => ({
    params: { part: part.name },
    props: { paths: part.paths, englishOnly: part.name === 'info' },
  }));

export const GET: APIRoute = ({ props, site }) =>
  new Response(
    urlset(
      props.englishOnly
        ? (props.paths as string[]).map((p) => new URL(p, site).href)
        : inEveryLanguageUrls(props.paths as string[], site),
      currentCatalogVersion().modified,
    ),
    { headers: { 'content-type': 'application/xml; charset=utf-8' } },
  );
