import { describe, expect, it } from 'vitest';
import { locateHref, locateReturn, sitePath } from './sitePath.ts';

describe('sitePath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(sitePath('/restaurants/al-sultan-hsr-layout-bangalore-102029')).toBe(
      '/restaurants/al-sultan-hsr-layout-bangalore-102029',
    );
    expect(sitePath('/search?query=biryani#top')).toBe('/search?query=biryani#top');
    expect(sitePath('/city/bangalore/koramangala')).toBe('/city/bangalore/koramangala');
  });

  it('sends anything that could leave the site home', () => {
    for (const path of [
      undefined,
      null,
      42,
      '',
      'restaurants/x',
      '//example.com/x',
      '/\\example.com/x',
      '/\t/example.com',
      '/\n/example.com',
      '/ /example.com',
      'https://example.com/',
      'javascript:alert(1)',
      ' /restaurants/x',
      `/${'a'.repeat(600)}`,
    ])
      expect(sitePath(path), String(path)).toBe('/');
  });

  it('resolves dot segments without leaving the site', () => {
    expect(sitePath('/city/../../restaurants')).toBe('/restaurants');
  });
});

describe('the /locate round trip', () => {
  it('a page links to /locate with itself as next, and /locate comes back to it', () => {
    const href = locateHref('/restaurants/guntur%20eatery-koramangala-bangalore-101989');
    expect(href).toBe('/locate?next=%2Frestaurants%2Fguntur%2520eatery-koramangala-bangalore-101989');
    expect(locateReturn(new URL(href, 'https://thalify.in').search)).toBe(
      '/restaurants/guntur%20eatery-koramangala-bangalore-101989',
    );
    expect(locateReturn('?next=%2Fcity%2Fbangalore%2Fkoramangala')).toBe('/city/bangalore/koramangala');
  });

  it('home is plain /locate, and /locate without next, or with one that leads off the site or back to /locate, goes home', () => {
    expect(locateHref('/')).toBe('/locate');
    expect(locateHref('//example.com')).toBe('/locate');
    for (const search of [
      '',
      '?next=',
      '?next=%2F%2Fexample.com',
      '?next=https%3A%2F%2Fexample.com',
      '?next=%2Flocate%3Fnext%3D%2Fx',
    ])
      expect(locateReturn(search), search).toBe('/');
  });
});
