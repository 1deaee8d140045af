import { describe, expect, it } from 'vitest';
import type { DishResult, PreSearchResponse, RestaurantCard, SingleSearchResponse } from './catalogTypes.ts';
import {
  activeAfterKey,
  cuisineQuery,
  dishLink,
  initialTab,
  maxSearchLength,
  normaliseQuery,
  parseHighlight,
  popularCuisines,
  readSearchParams,
  restaurantLink,
  restaurantSkeletonCount,
  searchPlaceholder,
  searchTabs,
  searchUrl,
  singleResults,
  suggestionDebounceMs,
  suggestionPlaceholderCount,
  suggestionsAnnouncement,
  tabAfterKey,
} from './searchRules.ts';

const restaurantInfo = {
  id: '482913',
  name: "Meghana's Biryani & Co.",
  locality: 'Koramangala 5th Block',
  avgRating: 4.4,
  sla: { deliveryTime: 30, lastMileTravel: 2.1, slaString: '30-35 mins' },
  slugs: { city: 'bangalore', restaurant: 'meghanas-biryani-co' },
};

const dish = (id: string): DishResult => ({
  '@type': 'Dish',
  info: {
    id,
    name: 'Chicken Biryani',
    description: '',
    price: 32000,
    finalPrice: 29950,
    itemAttribute: { vegClassifier: 'NONVEG' },
  },
  restaurant: { info: restaurantInfo },
});

const restaurant = (
  id: string,
  link = `https://thalify.in/restaurants/meghanas-biryani-koramangala-bangalore-${id}`,
): RestaurantCard =>
  ({
    info: {
      ...restaurantInfo,
      id,
      cloudinaryImageId: 'x',
      avgRatingString: '4.4',
      totalRatingsString: '1K+',
      cuisines: [],
      areaName: 'Koramangala',
      costForTwo: '₹400 for two',
      costForTwoAmount: 40000,
      veg: false,
    },
    cta: { text: 'Open', link },
  }) as RestaurantCard;

const single = (restaurants: RestaurantCard[], dishes: DishResult[]): SingleSearchResponse => ({
  data: {
    cards: [
      {
        groupedCard: {
          cardGroupMap: {
            ...(restaurants.length ? { RESTAURANT: { cards: restaurants.map((r) => ({ card: { card: r } })) } } : {}),
            ...(dishes.length ? { DISH: { cards: dishes.map((d) => ({ card: { card: d } })) } } : {}),
          },
        },
      },
    ],
  },
});

describe('the spec constants', () => {
  it('has the spec texts and limits', () => {
    expect(searchPlaceholder).toBe('Search for restaurants and food');
    expect(maxSearchLength).toBe(200);
    expect(suggestionDebounceMs).toBe(300);
    expect(suggestionPlaceholderCount).toBe(10);
    expect(restaurantSkeletonCount).toBe(4);
    expect(searchTabs.map((t) => t.label)).toEqual(['Restaurants', 'Dishes']);
  });
});

describe('parseHighlight', () => {
  it('splits at the double braces', () => {
    expect(parseHighlight('Chicken {{Biry}}ani')).toEqual([
      { text: 'Chicken ', match: false },
      { text: 'Biry', match: true },
      { text: 'ani', match: false },
    ]);
  });
  it('handles several matches, a match at either end, and no match', () => {
    expect(parseHighlight('{{Pan}}eer {{Tik}}ka')).toEqual([
      { text: 'Pan', match: true },
      { text: 'eer ', match: false },
      { text: 'Tik', match: true },
      { text: 'ka', match: false },
    ]);
    expect(parseHighlight('Idli')).toEqual([{ text: 'Idli', match: false }]);
    expect(parseHighlight('')).toEqual([]);
    expect(parseHighlight('{{}}Dosa')).toEqual([{ text: 'Dosa', match: false }]);
  });
  it('keeps an unclosed brace as plain text, and markup as text', () => {
    expect(parseHighlight('Chicken {{Biry')).toEqual([{ text: 'Chicken {{Biry', match: false }]);
    expect(parseHighlight('{{<img src=x onerror=alert(1)>}}')).toEqual([
      { text: '<img src=x onerror=alert(1)>', match: true },
    ]);
  });
});

describe('links', () => {
  it('a dish card links to /restaurants/{name}-{locality}-{city slug}-{restaurant id}, the area as the locality when it has one', () => {
    expect(dishLink(dish('d1'))).toBe('/restaurants/meghana-s-biryani-and-co-koramangala-5th-block-bangalore-482913');
    expect(dishLink(dish('d1')).split('-').pop()).toBe(restaurantInfo.id);
    const withArea = { ...dish('d1'), restaurant: { info: { ...restaurantInfo, areaName: 'Koramangala' } } };
    expect(dishLink(withArea)).toBe('/restaurants/meghana-s-biryani-and-co-koramangala-bangalore-482913');
  });
  it("a restaurant result links to the last segment of its link, or the restaurant's one URL", () => {
    expect(restaurantLink(restaurant('77'))).toBe('/restaurants/meghanas-biryani-koramangala-bangalore-77');
    expect(restaurantLink(restaurant('77', '/restaurants/x-y-77'))).toBe('/restaurants/x-y-77');
    expect(restaurantLink(restaurant('77', ''))).toBe('/restaurants/meghana-s-biryani-and-co-koramangala-bangalore-77');
  });
});

describe('single search results and the starting tab', () => {
  it('collects both groups', () => {
    const results = singleResults(single([restaurant('1')], [dish('d1'), dish('d2')]));
    expect(results.restaurants).toHaveLength(1);
    expect(results.dishes.map((d) => d.info.id)).toEqual(['d1', 'd2']);
    expect(singleResults(null)).toEqual({ restaurants: [], dishes: [] });
  });
  it('starts on Restaurants when there are restaurant results, on Dishes when dishes only', () => {
    expect(initialTab(singleResults(single([restaurant('1')], [dish('d1')])))).toBe('restaurants');
    expect(initialTab(singleResults(single([restaurant('1')], [])))).toBe('restaurants');
    expect(initialTab(singleResults(single([], [dish('d1')])))).toBe('dishes');
    expect(initialTab(singleResults(single([], [])))).toBe('restaurants');
  });
  it('arrow keys switch tabs, wrapping', () => {
    expect(tabAfterKey('restaurants', 'ArrowRight')).toBe('dishes');
    expect(tabAfterKey('dishes', 'ArrowRight')).toBe('restaurants');
    expect(tabAfterKey('restaurants', 'ArrowLeft')).toBe('dishes');
    expect(tabAfterKey('dishes', 'Home')).toBe('restaurants');
    expect(tabAfterKey('restaurants', 'End')).toBe('dishes');
    expect(tabAfterKey('restaurants', 'a')).toBeNull();
  });
});

describe('keyboard in the suggestions', () => {
  it('moves down and up, wrapping, from no active option', () => {
    expect(activeAfterKey(-1, 'ArrowDown', 3)).toBe(0);
    expect(activeAfterKey(2, 'ArrowDown', 3)).toBe(0);
    expect(activeAfterKey(-1, 'ArrowUp', 3)).toBe(2);
    expect(activeAfterKey(1, 'ArrowUp', 3)).toBe(0);
    expect(activeAfterKey(0, 'ArrowDown', 0)).toBeNull();
    expect(activeAfterKey(0, 'Enter', 3)).toBeNull();
  });
  it('announces the number of suggestions', () => {
    expect(suggestionsAnnouncement(0)).toBe('No suggestions found');
    expect(suggestionsAnnouncement(1)).toMatch(/^1 suggestion found\./);
    expect(suggestionsAnnouncement(8)).toMatch(/^8 suggestions found\./);
  });
});

describe('popular cuisines', () => {
  const response: PreSearchResponse = {
    data: {
      cards: [
        {
          card: {
            card: {
              id: 'popular_cuisines',
              header: { title: 'Popular Cuisines' },
              gridElements: {
                infoWithStyle: {
                  info: [
                    {
                      id: '1',
                      imageId: 'i',
                      entityId: 'e',
                      action: { link: 'https://thalify.in/search?query=North%20Indian', text: 'North Indian' },
                      accessibility: { altText: 'North Indian' },
                    },
                  ],
                },
              },
            },
          },
        },
      ],
    },
  };
  it('finds the card by id and reads the query a cuisine starts', () => {
    const found = popularCuisines(response);
    expect(found?.title).toBe('Popular Cuisines');
    expect(found?.items).toHaveLength(1);
    expect(cuisineQuery(found!.items[0]!)).toBe('North Indian');
    expect(cuisineQuery({ ...found!.items[0]!, action: { link: '', text: 'Biryani' } })).toBe('Biryani');
    expect(popularCuisines(null)).toBeNull();
  });
});

describe('the URL state', () => {
  it('round-trips the query, the open view and a picked tab', () => {
    const states = [
      { query: '', view: false, tab: null },
      { query: 'biryani', view: false, tab: null },
      { query: 'Chicken Biryani', view: true, tab: null },
      { query: 'Paneer & Tikka?', view: true, tab: 'dishes' as const },
    ];
    for (const state of states) {
      const url = new URL(searchUrl(state), 'http://x.invalid');
      expect(url.pathname).toBe('/search');
      expect(readSearchParams(url.searchParams)).toEqual(state);
    }
    expect(searchUrl({ query: 'biryani', view: false, tab: null })).toBe('/search?query=biryani');
  });
  it('ignores a view without a query, unknown tabs, and cuts the query to 200 characters', () => {
    expect(readSearchParams(new URLSearchParams('view=single'))).toEqual({ query: '', view: false, tab: null });
    expect(readSearchParams(new URLSearchParams('query=a&view=single&tab=menu'))).toEqual({
      query: 'a',
      view: true,
      tab: null,
    });
    expect(readSearchParams(new URLSearchParams(`query=${'x'.repeat(300)}`)).query).toHaveLength(200);
    expect(normaliseQuery('  dosa  ')).toBe('dosa');
  });
});
