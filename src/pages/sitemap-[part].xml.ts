import type { APIRoute, GetStaticPaths } from 'astro';
import { chunk, urlset } from '../features/seo/sitemap';
import { prebuiltPaths } from '../features/seo/sitemapUrls';

/** Child sitemaps, written only when the site passes 50,000 URLs. */
export const getStaticPaths: GetStaticPaths = async () => {
  const parts = chunk(await prebuiltPaths());
  return parts.length <= 1 ? [] : parts.map((paths, i) => ({ params: { part: String(i) }, props: { paths } }));
};

export const GET: APIRoute = ({ props, site }) =>
  new Response(urlset((props.paths as string[]).map((p) => new URL(p, site).href)), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
