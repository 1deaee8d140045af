import { describe, expect, it } from 'vitest';
import type { MenuRestaurantInfo } from '#src/lib/catalogTypes.ts';
import type { PublicReview } from '#src/lib/reviewTypes.ts';
import type { MenuSection } from '../menu/menuRules';
import { type MenuSeoInput, restaurantJsonLd } from '../menu/menuSeo';
import { breadcrumbList, restaurantItemList } from './structuredData';
import { checkJsonLd, structuredDataRules } from './structuredDataCheck';

const site = new URL('https://thalify.in');
const pageUrl = 'https://thalify.in/restaurants/meghana-foods-koramangala-bangalore-42';
const info = {
  id: '42',
  name: 'Meghana Foods',
  city: 'Bengaluru',
  locality: '80 Feet Road',
  areaName: 'Koramangala',
  cuisines: ['Biryani', 'Andhra'],
  avgRating: 4.4,
  avgRatingString: '4.4',
  totalRatingsString: '10K+ ratings',
  costForTwoMessage: '₹500 for two',
  cloudinaryImageId: 'r-42',
} as MenuRestaurantInfo;
const sections: MenuSection[] = [
  {
    kind: 'items',
    id: 's0',
    title: 'Recommended',
    dishes: [
      { id: '1', name: 'Chicken Biryani', description: '', price: 32000, itemAttribute: { vegClassifier: 'NONVEG' } },
    ],
  },
  {
    kind: 'nested',
    id: 's1',
    title: 'Starters',
    categories: [
      {
        id: 's1-0',
        title: 'Veg',
        dishes: [{ id: '2', name: 'Gobi 65', description: '', price: 18000, itemAttribute: { vegClassifier: 'VEG' } }],
      },
    ],
  },
];
const split = [
  { open: 720, close: 930 },
  { open: 1140, close: 1380 },
];
const timings = {
  days: [[], split, split, split, split, [{ open: 720, close: 1560 }], split],
  holidays: ['2027-03-22'],
};
const restaurant = (more: Partial<MenuSeoInput> = {}) =>
  restaurantJsonLd({
    info: { ...info, timings },
    sections,
    url: pageUrl,
    imageUrl: 'https://thalify.in/media/r-42',
    geo: { lat: 12.93517, lng: 77.62448 },
    ...more,
  }) as Record<string, unknown>;

describe("structured data against Google's documented properties", () => {
  it("passes the restaurant page's Restaurant, Menu, sections, items and offers", () => {
    expect(checkJsonLd(restaurant(), { pageUrl })).toEqual([]);
  });

  it('passes breadcrumbs and a summary ItemList of restaurant pages', () => {
    const crumbs = breadcrumbList(site, [
      { name: 'Home', path: '/' },
      { name: 'Bengaluru', path: '/city/bangalore' },
      { name: 'Koramangala', path: '/city/bangalore/koramangala' },
    ]);
    const list = restaurantItemList(site, 'Restaurants near Koramangala', [
      { info: { name: 'Meghana Foods' }, path: '/restaurants/meghana-foods-42' },
      { info: { name: 'Truffles' }, path: '/restaurants/truffles-43' },
    ]);
    expect(checkJsonLd([crumbs, list], { pageUrl: 'https://thalify.in/city/bangalore/koramangala' })).toEqual([]);
  });

  it('names every missing required and recommended property of a restaurant', () => {
    const { address: _a, geo: _g, aggregateRating: _r, menu: _m, ...bare } = restaurant();
    expect(checkJsonLd(bare)).toEqual(
      expect.arrayContaining([
        'Restaurant (Restaurant): required property "address" is missing',
        'Restaurant (Restaurant): recommended property "geo" is missing',
        'Restaurant (Restaurant): recommended property "aggregateRating" is missing',
        'Restaurant (Restaurant): recommended property "menu" is missing',
      ]),
    );
  });

  it('refuses a rating without its count, an offer without currency and an unknown diet', () => {
    const ld = restaurant();
    (ld.aggregateRating as Record<string, unknown>).ratingCount = undefined;
    const menu = ld.hasMenu as { hasMenuSection: { hasMenuItem: Record<string, unknown>[] }[] };
    const item = menu.hasMenuSection[0]!.hasMenuItem[0]!;
    (item.offers as Record<string, unknown>).priceCurrency = '₹';
    item.suitableForDiet = 'veg';
    const problems = checkJsonLd(ld);
    expect(problems).toContain(
      'Restaurant.aggregateRating (AggregateRating): required property "ratingCount" (or "reviewCount") is missing',
    );
    expect(problems).toContain(
      'Restaurant.hasMenu.hasMenuSection[0].hasMenuItem[0].offers (Offer): "priceCurrency" must be a three-letter ISO 4217 code',
    );
    expect(problems.some((p) => p.includes('"suitableForDiet" must name schema.org RestrictedDiet values'))).toBe(true);
  });

  it('refuses breadcrumbs out of order, a list pointing off the site and a restaurant that is not the page', () => {
    const crumbs = breadcrumbList(site, [
      { name: 'Home', path: '/' },
      { name: 'Pune', path: '/city/pune' },
    ]) as { itemListElement: { position: number }[] };
    crumbs.itemListElement[1]!.position = 3;
    const list = restaurantItemList(site, 'x', [{ info: { name: 'A' }, path: 'https://elsewhere.example/a' }]);
    const problems = checkJsonLd([crumbs, list, restaurant()], { pageUrl: 'https://thalify.in/city/pune' });
    expect(problems).toContain('BreadcrumbList (BreadcrumbList).itemListElement[1]: "position" must be 2');
    expect(problems).toContain('ItemList (ItemList).itemListElement[0]: "url" must be on the same site as the list');
    expect(problems.some((p) => p.includes("not the page's own URL"))).toBe(true);
  });

  it('checks opening hours: HH:MM times, days of the week, or the dates of special hours', () => {
    const spec = (fields: Record<string, unknown>) => ({
      '@context': 'https://schema.org',
      '@type': 'OpeningHoursSpecification',
      ...fields,
    });
    expect(checkJsonLd(spec({ dayOfWeek: ['Monday'], opens: '7:00', closes: '24:00' }))).toEqual([
      'OpeningHoursSpecification (OpeningHoursSpecification): "opens" must be a time written HH:MM',
      'OpeningHoursSpecification (OpeningHoursSpecification): "closes" must be a time written HH:MM',
    ]);
    expect(checkJsonLd(spec({ dayOfWeek: 'Funday', opens: '07:00', closes: '11:00' }))).toHaveLength(1);
    expect(checkJsonLd(spec({ opens: '00:00', closes: '00:00' }))).toHaveLength(1);
  });

  it('says why the properties the catalog cannot fill are left out', () => {
    expect(Object.keys(structuredDataRules.Restaurant?.notHeld ?? {})).toEqual(['telephone', 'review', 'department']);
  });

  it("passes a restaurant's verified rating and its recent reviews with text, at most three", () => {
    const review = (id: string, text: string, food: number): PublicReview => ({
      id,
      author: 'Asha R.',
      food,
      text,
      photos: [],
      liked: [],
      createdAt: '2026-11-20T08:30:00.000Z',
      edited: false,
    });
    const ld = restaurant({
      rating: { rating: 4.3, count: 10_040, verifiedCount: 40, distribution: [2, 2, 4, 12, 20] },
      reviews: [
        review('a', 'Hot and on time.', 5),
        review('b', '  ', 1),
        review('c', 'Good', 4),
        review('d', 'Fine', 3),
        review('e', 'More', 2),
      ],
    });
    expect(checkJsonLd(ld, { pageUrl })).toEqual([]);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 10_040,
    });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Asha R.' },
        datePublished: '2026-11-20',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Hot and on time.',
      },
      expect.objectContaining({ reviewBody: 'Good' }),
      expect.objectContaining({ reviewBody: 'Fine' }),
    ]);
    // Without reviews with text there is no review item at all.
    expect(restaurantJsonLd({ info, sections, url: pageUrl, reviews: [review('b', '', 4)] })).not.toHaveProperty(
      'review',
    );
  });

  it('refuses a review without a named author or a rating, off its scale or with a date that is not ISO 8601', () => {
    const problems = checkJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Review',
      author: { '@type': 'Person', name: 'x'.repeat(120) },
      datePublished: '20 Nov 2026',
      reviewRating: { '@type': 'Rating', ratingValue: 7, bestRating: 5, worstRating: 1 },
      reviewBody: 'Good',
    });
    expect(problems).toEqual([
      'Review (Review): "author" must be a Person with a name shorter than 100 characters',
      'Review (Review): "datePublished" must be an ISO 8601 date',
      'Review.reviewRating (Rating): "ratingValue" must be a number from 1 to 5',
    ]);
    expect(checkJsonLd({ '@context': 'https://schema.org', '@type': 'Review', reviewBody: 'Good' })).toEqual([
      'Review (Review): required property "author" is missing',
      'Review (Review): required property "reviewRating" is missing',
      'Review (Review): recommended property "datePublished" is missing',
    ]);
  });
});
