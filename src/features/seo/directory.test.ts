import { describe, expect, it } from 'vitest';
import { directoriesHtml, footerCities, splitIntoColumns } from './directory';

describe('splitIntoColumns', () => {
  it('keeps alphabetical order down each column and balances the lengths', () => {
    const cols = splitIntoColumns(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3);
    expect(cols).toEqual([['a', 'b', 'c'], ['d', 'e', 'f'], ['g']]);
  });
  it('gives three columns of about 100 for 300 cities', () => {
    const cols = splitIntoColumns(
      Array.from({ length: 301 }, (_, i) => i),
      3,
    );
    expect(cols.map((c) => c.length)).toEqual([101, 101, 99]);
  });
});

describe('directoriesHtml', () => {
  const cities = [
    { slug: 'agra', name: 'Agra' },
    { slug: 'bhopal', name: 'Bhopal' },
    { slug: 'chennai', name: 'Chennai' },
    { slug: 'port-blair', name: 'Port <Blair> & "Co"' },
  ];
  const cuisines = [{ slug: 'biryani', name: 'Biryani' }];

  it('writes the three directories with their headings, anchors and links', () => {
    const html = directoriesHtml(cities, cuisines);
    expect(html).toContain('<h2 id="city-directory-title">We deliver to</h2>');
    expect(html.match(/data-testid="city-column"/g)).toHaveLength(3);
    expect(html).toContain('<li><a href="/city/agra">Agra</a></li>');
    expect(html).toContain('id="best-city-links"');
    expect(html).toContain('<a href="/city/port-blair/best-restaurants">Best Restaurants in port-blair</a>');
    expect(html).toContain('<a href="/biryani-restaurants-near-me">Biryani Restaurants Near Me</a>');
  });

  it('puts the city columns in the order of the names shown, the best-restaurants links in that of the slugs', () => {
    const html = directoriesHtml(
      [
        { slug: 'allahabad', name: 'Prayagraj' },
        { slug: 'bangalore', name: 'Bengaluru' },
        { slug: 'chennai', name: 'Chennai' },
      ],
      cuisines,
    );
    const columns = html.slice(0, html.indexOf('best-city-links'));
    expect([...columns.matchAll(/">([^<]+)<\/a>/g)].map((m) => m[1])).toEqual(['Bengaluru', 'Chennai', 'Prayagraj']);
    const best = html.slice(html.indexOf('best-city-links'), html.indexOf('cuisine-directory-title'));
    expect([...best.matchAll(/Best Restaurants in ([a-z-]+)/g)].map((m) => m[1])).toEqual([
      'allahabad',
      'bangalore',
      'chennai',
    ]);
  });

  it('escapes names and follows the data when it changes', () => {
    expect(directoriesHtml(cities, cuisines)).toContain('Port &lt;Blair&gt; &amp; &quot;Co&quot;');
    const renamed = directoriesHtml([{ slug: 'agra', name: 'Agra City' }], cuisines);
    expect(renamed).toContain('>Agra City<');
    expect(renamed).not.toContain('Bhopal');
  });
});

describe('footerCities', () => {
  const city = (slug: string, state: string, population: number | null) => ({ slug, name: slug, state, population });

  it('lists every city by slug while there are no more than the limit', () => {
    const cities = [city('pune', 'Maharashtra', 3), city('agra', 'Uttar Pradesh', 1), city('kochi', 'Kerala', null)];
    expect(footerCities(cities, 3).map((c) => c.slug)).toEqual(['agra', 'kochi', 'pune']);
    expect(footerCities(cities, 3)[0]).toEqual({ slug: 'agra', name: 'agra' });
  });

  it('beyond the limit keeps the largest city of every state, then the largest of the rest', () => {
    const cities = [
      city('mumbai', 'Maharashtra', 12),
      city('pune', 'Maharashtra', 3),
      city('nagpur', 'Maharashtra', 2),
      city('panaji', 'Goa', 1),
      city('leh', 'Ladakh', null),
      city('thane', 'Maharashtra', 2),
    ];
    expect(footerCities(cities, 4).map((c) => c.slug)).toEqual(['leh', 'mumbai', 'panaji', 'pune']);
    expect(footerCities(cities, 5).map((c) => c.slug)).toEqual(['leh', 'mumbai', 'nagpur', 'panaji', 'pune']);
    expect(footerCities(cities, 2).map((c) => c.slug)).toEqual(['mumbai', 'panaji']);
  });

  it('holds the directory at about 300 cities however many the data has', () => {
    const many = Array.from({ length: 1200 }, (_, i) => city(`city-${i}`, `State ${i % 40}`, i));
    const listed = footerCities(many);
    expect(listed).toHaveLength(330);
    expect(new Set(listed.map((c) => c.slug)).size).toBe(330);
    expect(splitIntoColumns(listed, 3).map((c) => c.length)).toEqual([110, 110, 110]);
    expect(footerCities(many.slice(0, 301))).toHaveLength(301);
  });
});
