import { describe, expect, it } from 'vitest';
import { alternatesOf, pageKind, unpairedAlternates } from './siteCrawl.ts';

const page = (own: string, pairs: [string, string][]) =>
  pairs.map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${href}"/>`).join('') + own;

describe('the crawl in every language', () => {
  it('reads a page kind under any language prefix', () => {
    expect(pageKind('/hi/restaurants/x')).toBe('restaurant');
    expect(pageKind('/ta/city/pune/aundh')).toBe('locality');
    expect(pageKind('/bn/city/pune/best-restaurants')).toBe('other');
    expect(pageKind('/history/x')).toBe('other');
  });

  it('finds alternates that are not paired both ways', () => {
    const en = 'https://t.in/city/pune';
    const hi = 'https://t.in/hi/city/pune';
    const both: [string, string][] = [
      ['en', en],
      ['hi', hi],
      ['x-default', en],
    ];
    const pages = new Map([
      [en, alternatesOf(page('', both))],
      [hi, alternatesOf(page('', both))],
    ]);
    expect(unpairedAlternates(pages)).toEqual([]);
    pages.set(hi, alternatesOf(page('', [['hi', hi]])));
    expect(unpairedAlternates(pages)).toEqual([`${en}: ${hi} (hi) does not name it back as en`]);
    pages.set(hi, alternatesOf(page('', [['en', en]])));
    expect(unpairedAlternates(pages)).toContain(`${hi}: its hreflang alternates do not name it`);
  });
});
