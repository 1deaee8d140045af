import { describe, expect, it } from 'vitest';
import { chunk, maxUrlsPerSitemap, sitemapIndex, urlset } from './sitemap';

describe('sitemap', () => {
  it('writes a urlset with escaped locations', () => {
    expect(urlset(['https://thalify.in/a?b=1&c=2'])).toContain('<loc>https://thalify.in/a?b=1&amp;c=2</loc>');
  });
  it('splits past 50,000 URLs into child sitemaps for an index', () => {
    const urls = Array.from({ length: maxUrlsPerSitemap + 1 }, (_, i) => `https://thalify.in/${i}`);
    const parts = chunk(urls);
    expect(parts.map((p) => p.length)).toEqual([50_000, 1]);
    expect(sitemapIndex(['https://thalify.in/sitemap-0.xml', 'https://thalify.in/sitemap-1.xml'])).toMatch(/<sitemapindex[\s\S]*sitemap-1\.xml/);
  });
});
