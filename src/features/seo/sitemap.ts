/** sitemap.xml: an index of child sitemaps (the site's pages, then one per city's restaurants), each a urlset. */
import { escapeMarkup } from '#src/lib/markup.ts';

/** Most URLs one sitemap file may list (the sitemaps protocol's limit). */
export const maxUrlsPerSitemap = 50_000;

const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : '');

/** A `<urlset>` of absolute URLs, each with `lastmod` (a W3C date-time) when given. */
export function urlset(urls: string[], lastmod?: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${escapeMarkup(u)}</loc>${lastmodTag(lastmod)}</url>`).join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` of child sitemap URLs, each with `lastmod` when given. */
export function sitemapIndex(children: string[], lastmod?: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.map((u) => `  <sitemap><loc>${escapeMarkup(u)}</loc>${lastmodTag(lastmod)}</sitemap>`).join('\n')}\n</sitemapindex>\n`;
}

/** Splits URLs into chunks of at most `size`. */
export function chunk<T>(items: T[], size: number = maxUrlsPerSitemap): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One child sitemap: its name (`/sitemap-{name}.xml`) and the paths it lists. */
export interface SitemapPart {
  name: string;
  paths: string[];
}

/**
 * The child sitemaps of a group, each under the protocol's limit: `{group}`, then `{group}--2`,
 * `{group}--3`... (a double hyphen never appears in a slug, so no city's name can collide).
 */
export function sitemapParts(group: string, paths: string[], size: number = maxUrlsPerSitemap): SitemapPart[] {
  return chunk(paths, size).map((part, i) => ({ name: i === 0 ? group : `${group}--${i + 1}`, paths: part }));
}
