import { describe, expect, it } from 'vitest';
import { breadcrumbList, ratingCount } from './structuredData';

describe('structured data', () => {
  it('builds breadcrumbs with absolute URLs', () => {
    expect(
      breadcrumbList(new URL('https://thalify.in'), [
        { name: 'Home', path: '/' },
        { name: 'Pune', path: '/city/pune' },
      ]),
    ).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://thalify.in/' },
        { position: 2, name: 'Pune', item: 'https://thalify.in/city/pune' },
      ],
    });
  });
  it('reads rating counts', () => {
    expect(ratingCount('1K+ ratings')).toBe(1000);
    expect(ratingCount('2.5K+ ratings')).toBe(2500);
    expect(ratingCount('50+ ratings')).toBe(50);
    expect(ratingCount('new')).toBe(1);
  });
});
