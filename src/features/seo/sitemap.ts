/** sitemap.xml: an index of child sitemaps (the site's pages, then one per city's restaurants), each a urlset. */
import { escapeMarkup } from '#src/lib/markup.ts';
import { locales, localisedPath } from '#src/i18n/locales.ts';

/**
 * Most paths one sitemap file lists: each is listed in seven languages with eight alternates, so
 * 6,000 paths are 42,000 URLs (under the protocol's 50,000) and about 35 MB (under its 50 MB).
 */
export const maxUrlsPerSitemap = 6_000;

const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : '');

/** One URL of a sitemap, with the same page in other languages (`hreflang` alternates) when it has them. */
export interface SitemapUrl {
  loc: string;
  alternates?: { hreflang: string; href: string }[];
}

const alternateTags = (url: SitemapUrl) =>
  (url.alternates ?? [])
    .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeMarkup(a.hreflang)}" href="${escapeMarkup(a.href)}"/>`)
    .join('');

/** A `<urlset>` of absolute URLs, each with its language alternates and `lastmod` (a W3C date-time) when given. */
export function urlset(urls: (string | SitemapUrl)[], lastmod?: string): string {
  const entries = urls.map((u) => (typeof u === 'string' ? { loc: u } : u));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map((u) => `  <url><loc>${escapeMarkup(u.loc)}</loc>${alternateTags(u)}${lastmodTag(lastmod)}</url>`).join('\n')}\n</urlset>\n`;
}

/**
 * Each path in every language (English first), every entry naming all of them and `x-default`
 * (English) as alternates, so search engines pair the pages both ways.
 */
export function inEveryLanguageUrls(paths: string[], site: URL | undefined): SitemapUrl[] {
  return locales.flatMap((locale) =>
    paths.map((path) => ({
      loc: new URL(localisedPath(path, locale), site).href,
      alternates: [
        ...locales.map((l) => ({ hreflang: l, href: new URL(localisedPath(path, l), site).href })),
        { hreflang: 'x-default', href: new URL(path, site).href },
      ],
    })),
  );
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
