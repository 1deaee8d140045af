import { describe, expect, it } from 'vitest';
import type { MenuRestaurantInfo } from '#src/lib/catalogTypes.ts';
import type { MenuSection } from './menuRules';
import {
  menuPageDescription,
  menuPageTitle,
  openingHoursSpecification,
  ratingCount,
  restaurantJsonLd,
} from './menuSeo';

const info = {
  id: '42',
  name: 'Meghana Foods',
  city: 'Bangalore',
  locality: '80 Feet Road',
  areaName: 'Koramangala',
  cuisines: ['Biryani', 'Andhra', 'North Indian', 'Chinese'],
  avgRating: 4.4,
  avgRatingString: '4.4',
  totalRatingsString: '10K+ ratings',
  costForTwoMessage: '₹500 for two',
} as MenuRestaurantInfo;

const sections: MenuSection[] = [
  {
    kind: 'items',
    id: 'menu-section-0',
    title: 'Recommended',
    dishes: [
      {
        id: '1',
        name: 'Chicken Biryani',
        description: 'Dum biryani',
        price: 32000,
        finalPrice: 29950,
        imageId: 'img1',
        itemAttribute: { vegClassifier: 'NONVEG' },
      },
    ],
  },
  {
    kind: 'nested',
    id: 'menu-section-1',
    title: 'Starters',
    categories: [
      {
        id: 'menu-section-1-0',
        title: 'Veg',
        dishes: [{ id: '2', name: 'Gobi 65', description: '', price: 18000, itemAttribute: { vegClassifier: 'VEG' } }],
      },
    ],
  },
];

describe('restaurant structured data', () => {
  const ld = restaurantJsonLd({
    info,
    sections,
    url: 'https://thalify.in/restaurants/meghana-foods-42',
    imageUrl: 'https://thalify.in/media/x',
    dishImageUrl: (id) => `https://thalify.in/media/${id}`,
  });
  it('is a Restaurant with cuisines, address, price range and rating', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Meghana Foods',
      url: 'https://thalify.in/restaurants/meghana-foods-42',
      servesCuisine: ['Biryani', 'Andhra', 'North Indian', 'Chinese'],
      address: { '@type': 'PostalAddress', addressLocality: 'Koramangala', addressCountry: 'IN' },
      priceRange: '₹500 for two',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, ratingCount: 10000 },
    });
  });
  it('carries the menu with sections, nested sections and items priced in rupees', () => {
    expect(ld.hasMenu).toEqual({
      '@type': 'Menu',
      name: 'Meghana Foods menu',
      url: 'https://thalify.in/restaurants/meghana-foods-42',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Recommended',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Chicken Biryani',
              description: 'Dum biryani',
              image: 'https://thalify.in/media/img1',
              offers: { '@type': 'Offer', price: '299.50', priceCurrency: 'INR' },
            },
          ],
        },
        {
          '@type': 'MenuSection',
          name: 'Starters',
          hasMenuSection: [
            {
              '@type': 'MenuSection',
              name: 'Veg',
              hasMenuItem: [
                {
                  '@type': 'MenuItem',
                  name: 'Gobi 65',
                  offers: { '@type': 'Offer', price: '180.00', priceCurrency: 'INR' },
                  suitableForDiet: 'https://schema.org/VegetarianDiet',
                },
              ],
            },
          ],
        },
      ],
    });
  });
  it('leaves the rating out when the count cannot be read', () => {
    expect(
      restaurantJsonLd({ info: { ...info, totalRatingsString: 'New' }, sections: [], url: 'https://x' }),
    ).not.toHaveProperty('aggregateRating');
  });
});

describe('rating counts', () => {
  it('read the total-ratings string', () => {
    expect(ratingCount('1K+ ratings')).toBe(1000);
    expect(ratingCount('1.2K+ ratings')).toBe(1200);
    expect(ratingCount('500+ ratings')).toBe(500);
    expect(ratingCount('1,250 ratings')).toBe(1250);
    expect(ratingCount('New')).toBeNull();
    expect(ratingCount(undefined)).toBeNull();
  });
});

describe('title and description', () => {
  it('name the restaurant, its area, cuisines, rating and cost for two', () => {
    expect(menuPageTitle(info)).toBe('Meghana Foods, Koramangala, Bangalore: order online');
    expect(menuPageTitle({ ...info, areaName: 'Bangalore' })).toBe('Meghana Foods, Bangalore: order online');
    expect(menuPageDescription(info)).toBe(
      'Order Biryani, Andhra, North Indian online from Meghana Foods in Koramangala, Bangalore for home delivery. Rated 4.4 (10K+ ratings). ₹500 for two. See the full menu with prices.',
    );
  });
});

describe('opening hours in the structured data', () => {
  const split = [
    { open: 720, close: 930 },
    { open: 1140, close: 1380 },
  ];
  const hours = {
    days: [[], split, split, split, split, [{ open: 720, close: 1560 }], [{ open: 660, close: 1440 }]],
    holidays: ['2027-03-22'],
  };

  it('gives one OpeningHoursSpecification per opening with its days, HH:MM, past midnight on the day it opened', () => {
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '12:00',
        closes: '15:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '19:00',
        closes: '23:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '12:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '11:00', closes: '23:59' },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2027-03-22',
        validThrough: '2027-03-22',
      },
    ]);
  });

  it('is on the Restaurant when the menu says its timings, and absent when it does not', () => {
    const url = 'https://thalify.in/restaurants/meghana-foods-42';
    const withHours = restaurantJsonLd({ info: { ...info, timings: hours }, sections, url });
    expect(withHours.openingHoursSpecification).toEqual(openingHoursSpecification(hours));
    expect(restaurantJsonLd({ info, sections, url })).not.toHaveProperty('openingHoursSpecification');
  });
});
