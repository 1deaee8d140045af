/**
 * Crawls the built site the way a search engine does, without cookies: robots.txt, the sitemap
 * index, every child sitemap, then the pages they list. Each page must answer 200 with one h1, a
 * canonical link to itself, JSON-LD that passes the structured-data rules, and a title and a
 * description no other crawled page has. Used by `npm run crawl` (everything) and by the browser
 * tests (a sample). Plain TypeScript Node runs directly: no parameter properties or enums.
 */
import { createHash } from 'node:crypto';
import { checkJsonLd, jsonLdTypes } from '#src/features/seo/structuredDataCheck.ts';
import { pool } from './pool.mjs';

/** What kind of page a sitemap URL is. */
export type PageKind = 'restaurant' | 'locality' | 'other';

/** Options of a crawl. */
export interface CrawlOptions {
  /** Where the server answers; sitemap URLs on another origin (SITE_URL) are fetched here. */
  origin: string;
  /** Crawl one restaurant page in `restaurantEvery` (1: all of them). Localities and other pages are always crawled. */
  restaurantEvery?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Called every 500 pages with the pages done so far and the problems found so far. */
  onProgress?: (done: number, total: number, problems: number) => void;
}

/** What a crawl found. */
export interface CrawlReport {
  sitemaps: number;
  listed: Record<PageKind, number>;
  crawled: Record<PageKind, number>;
  passed: Record<PageKind, number>;
  problems: string[];
}

/** The kind of page a path is, in any language: a restaurant's, a neighbourhood's (/city/{city}/{locality}) or another page. */
export function pageKind(prefixed: string): PageKind {
  const path = prefixed.replace(/^\/(hi|ta|te|kn|bn|mr)(?=\/|$)/, '') || '/';
  if (path.startsWith('/restaurants/')) return 'restaurant';
  if (/^\/city\/[^/]+\/[^/]+$/.test(path) && !path.endsWith('/best-restaurants')) return 'locality';
  return 'other';
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&#39;': "'",
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&#x27;': "'",
};
const decode = (text: string) => text.replace(/&(amp|#39|quot|lt|gt|#x27);/g, (e) => entities[e] ?? e);
const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => decode(m[1] ?? ''));

/** The `<loc>` and `<lastmod>` of each entry of a sitemap or sitemap index. */
export function sitemapEntries(xml: string): { loc: string; lastmod: string | undefined }[] {
  return [...xml.matchAll(/<(?:url|sitemap)>([\s\S]*?)<\/(?:url|sitemap)>/g)].map((m) => ({
    loc: decode(/<loc>([^<]*)<\/loc>/.exec(m[1] ?? '')?.[1] ?? ''),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(m[1] ?? '')?.[1],
  }));
}

/** A page's language alternates (`hreflang` → URL), as its head lists them. */
export function alternatesOf(html: string): Map<string, string> {
  return new Map(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [
      decode(m[1] ?? ''),
      decode(m[2] ?? ''),
    ]),
  );
}

/**
 * Pages whose alternates are not paired both ways: a page must name itself, and each page it
 * names in another language must name it back under its own language.
 */
export function unpairedAlternates(pages: Map<string, Map<string, string>>): string[] {
  const problems: string[] = [];
  for (const [url, alternates] of pages) {
    if (alternates.size === 0) continue;
    const own = [...alternates].find(([lang, href]) => href === url && lang !== 'x-default')?.[0];
    if (!own) {
      problems.push(`${url}: its hreflang alternates do not name it`);
      continue;
    }
    for (const [lang, href] of alternates) {
      const other = pages.get(href);
      if (lang === 'x-default' || href === url || !other) continue;
      if (other.get(own) !== url) problems.push(`${url}: ${href} (${lang}) does not name it back as ${own}`);
    }
  }
  return problems;
}

/** The problems of one page's HTML (and headers) as crawled from `url`. */
export function pageProblems(url: string, kind: PageKind, html: string, headers: Headers): string[] {
  const problems: string[] = [];
  const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  const canonical = all(html, /<link rel="canonical" href="([^"]*)"/g);
  if (canonical.length !== 1 || canonical[0] !== url) problems.push(`canonical ${canonical.join(', ') || 'missing'}`);
  const documents: unknown[] = [];
  for (const text of all(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      documents.push(JSON.parse(text));
    } catch {
      problems.push('JSON-LD that is not valid JSON');
    }
  }
  for (const problem of checkJsonLd(documents, { pageUrl: url })) problems.push(`JSON-LD ${problem}`);
  const types = jsonLdTypes(documents);
  const wanted =
    kind === 'restaurant'
      ? ['Restaurant', 'BreadcrumbList']
      : kind === 'locality'
        ? ['BreadcrumbList', 'ItemList']
        : ['BreadcrumbList'];
  for (const type of wanted) if (!types.includes(type)) problems.push(`no ${type} JSON-LD`);
  if (kind === 'restaurant') {
    const cache = headers.get('cache-control') ?? '';
    if (!/\bpublic\b/.test(cache) || !/\bs-maxage=\d+/.test(cache))
      problems.push(`Cache-Control "${cache}" is not public with s-maxage`);
    if (!/\bcookie\b/i.test(headers.get('vary') ?? '')) problems.push('no Vary: Cookie');
    if (headers.get('set-cookie')) problems.push('sets a cookie on a public page');
  }
  return problems;
}

const emptyCounts = (): Record<PageKind, number> => ({ restaurant: 0, locality: 0, other: 0 });

/** Crawls the site at `options.origin` from its robots.txt and sitemap index. */
export async function crawlSite(options: CrawlOptions): Promise<CrawlReport> {
  const origin = new URL(options.origin).origin;
  const every = Math.max(1, Math.floor(options.restaurantEvery ?? 1));
  const concurrency = options.concurrency ?? 8;
  const report: CrawlReport = {
    sitemaps: 0,
    listed: emptyCounts(),
    crawled: emptyCounts(),
    passed: emptyCounts(),
    problems: [],
  };
  // A sitemap written for SITE_URL is fetched from the server under test; the page must still name the SITE_URL address as canonical.
  const local = (url: string) => {
    const u = new URL(url);
    return `${origin}${u.pathname}${u.search}`;
  };
  // Uncompressed: the crawl checks content, and gzip on both ends would double its cost.
  const get = (url: string) =>
    fetch(local(url), {
      redirect: 'manual',
      headers: { 'user-agent': 'thalify-crawl', 'accept-encoding': 'identity' },
    });

  const robots = await (await get(`${origin}/robots.txt`)).text();
  const indexUrl = /^Sitemap:\s*(\S+)/im.exec(robots)?.[1];
  if (!indexUrl) return { ...report, problems: ['robots.txt names no sitemap'] };
  const index = await (await get(indexUrl)).text();
  if (!index.includes('<sitemapindex')) report.problems.push(`${indexUrl}: not a sitemap index`);
  const children = sitemapEntries(index);
  const pages: { url: string; kind: PageKind }[] = [];
  const seen = new Set<string>();
  let restaurantNumber = 0;
  for (const child of children) {
    if (!child.lastmod || Number.isNaN(Date.parse(child.lastmod)))
      report.problems.push(`${child.loc}: no valid lastmod in the index`);
    const response = await get(child.loc);
    if (response.status !== 200) {
      report.problems.push(`${child.loc}: status ${response.status}`);
      continue;
    }
    report.sitemaps++;
    const entries = sitemapEntries(await response.text());
    if (entries.length > 50_000) report.problems.push(`${child.loc}: ${entries.length} URLs, over the 50,000 limit`);
    for (const entry of entries) {
      if (seen.has(entry.loc)) report.problems.push(`${entry.loc}: listed twice`);
      seen.add(entry.loc);
      if (!entry.lastmod) report.problems.push(`${entry.loc}: no lastmod`);
      const kind = pageKind(new URL(entry.loc).pathname);
      report.listed[kind]++;
      if (kind === 'restaurant' && restaurantNumber++ % every !== 0) continue;
      pages.push({ url: entry.loc, kind });
    }
  }

  // Keyed by a digest: a title cut from a page would keep the whole page's text alive, 20,000 of them.
  const titles = new Map<string, string>();
  const alternates = new Map<string, Map<string, string>>();
  const descriptions = new Map<string, string>();
  const digest = (text: string) => createHash('sha256').update(text).digest('base64');
  let done = 0;
  await pool(pages, concurrency, async ({ url, kind }) => {
    report.crawled[kind]++;
    let problems: string[];
    try {
      const response = await get(url);
      const html = await response.text();
      problems =
        response.status === 200 ? pageProblems(url, kind, html, response.headers) : [`status ${response.status}`];
      alternates.set(url, alternatesOf(html));
      const title = all(html, /<title>([^<]*)<\/title>/g)[0] ?? '';
      const description = all(html, /<meta name="description" content="([^"]*)"/g)[0] ?? '';
      const titleKey = digest(title);
      const descriptionKey = digest(description);
      if (!title) problems.push('no title');
      else if (titles.has(titleKey)) problems.push(`title "${title}" also on ${titles.get(titleKey)}`);
      else titles.set(titleKey, url);
      if (!description) problems.push('no description');
      else if (descriptions.has(descriptionKey))
        problems.push(`description also on ${descriptions.get(descriptionKey)}`);
      else descriptions.set(descriptionKey, url);
    } catch (error) {
      problems = [`request failed: ${(error as Error).message}`];
    }
    if (problems.length) report.problems.push(...problems.map((p) => `${url}: ${p}`));
    else report.passed[kind]++;
    done++;
    if (done % 500 === 0) options.onProgress?.(done, pages.length, report.problems.length);
  });
  report.problems.push(...unpairedAlternates(alternates));
  return report;
}
