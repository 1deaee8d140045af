import { describe, expect, it } from 'vitest';
import { chunk, inEveryLanguageUrls, maxUrlsPerSitemap, sitemapIndex, sitemapParts, urlset } from './sitemap';

describe('sitemap', () => {
  it('writes a urlset with escaped locations and the lastmod given', () => {
    expect(urlset(['https://thalify.in/a?b=1&c=2'])).toContain('<loc>https://thalify.in/a?b=1&amp;c=2</loc></url>');
    expect(urlset(['https://thalify.in/a'], '2026-11-02T10:00:00Z')).toContain(
      '<url><loc>https://thalify.in/a</loc><lastmod>2026-11-02T10:00:00Z</lastmod></url>',
    );
  });
  it('splits past the paths a file holds (each listed in seven languages) into child sitemaps for an index', () => {
    const urls = Array.from({ length: maxUrlsPerSitemap + 1 }, (_, i) => `https://thalify.in/${i}`);
    const parts = chunk(urls);
    expect(parts.map((p) => p.length)).toEqual([maxUrlsPerSitemap, 1]);
    expect(maxUrlsPerSitemap * 7).toBeLessThanOrEqual(50_000);
    expect(
      sitemapIndex(['https://thalify.in/sitemap-0.xml', 'https://thalify.in/sitemap-1.xml'], '2026-11-02T10:00:00Z'),
    ).toMatch(
      /<sitemapindex[\s\S]*<sitemap><loc>https:\/\/thalify\.in\/sitemap-1\.xml<\/loc><lastmod>2026-11-02T10:00:00Z<\/lastmod><\/sitemap>/,
    );
  });
  it("names a group's child sitemaps so that no city slug can collide with a continuation", () => {
    const paths = Array.from({ length: 5 }, (_, i) => `/r/${i}`);
    expect(sitemapParts('restaurants-pune', paths, 2).map((p) => [p.name, p.paths.length])).toEqual([
      ['restaurants-pune', 2],
      ['restaurants-pune--2', 2],
      ['restaurants-pune--3', 1],
    ]);
    expect(sitemapParts('pages', [])).toEqual([]);
  });
  it('lists a path in every language, each naming all of them and English as x-default', () => {
    const urls = inEveryLanguageUrls(['/city/pune'], new URL('https://thalify.in'));
    expect(urls.map((u) => u.loc)).toEqual([
      'https://thalify.in/city/pune',
      'https://thalify.in/hi/city/pune',
      'https://thalify.in/ta/city/pune',
      'https://thalify.in/te/city/pune',
      'https://thalify.in/kn/city/pune',
      'https://thalify.in/bn/city/pune',
      'https://thalify.in/mr/city/pune',
    ]);
    for (const url of urls) {
      expect(url.alternates?.map((a) => a.hreflang)).toEqual(['en', 'hi', 'ta', 'te', 'kn', 'bn', 'mr', 'x-default']);
      expect(url.alternates?.map((a) => a.href)).toContain(url.loc);
    }
    const xml = urlset(urls.slice(1, 2));
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://thalify.in/city/pune"/>');
  });
});
