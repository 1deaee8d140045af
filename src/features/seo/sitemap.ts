/** sitemap.xml: one urlset, or an index of child sitemaps once past the 50,000-URL limit. */

/** Most URLs one sitemap file may list (the sitemaps protocol's limit). */
export const maxUrlsPerSitemap = 50_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A `<urlset>` of absolute URLs. */
export function urlset(urls: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` of child sitemap URLs. */
export function sitemapIndex(children: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.map((u) => `  <sitemap><loc>${escapeXml(u)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
}

/** Splits URLs into chunks of at most `size`. */
export function chunk<T>(items: T[], size: number = maxUrlsPerSitemap): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
