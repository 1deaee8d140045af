import { describe, expect, it } from 'vitest';
import type { Dish, HomeCard, ListingFilters, MenuCard, RestaurantCard } from '../../lib/catalogTypes.ts';
import { loadCatalog, listingPageSize, unserviceableCardId } from './catalog.ts';
import misspellings from './fixtures/misspellings.json' with { type: 'json' };
import { cuisinesOf, restaurantId } from './generator.ts';
import { distanceKm, type Point } from './geo.ts';
import { decodePageToken } from './pageToken.ts';

const catalog = loadCatalog();
const { data, inputs } = catalog;

const koramangala: Point = { lat: 12.9352, lng: 77.6245 };
const andheri: Point = { lat: 19.1197, lng: 72.8468 };
const london: Point = { lat: 51.5072, lng: -0.1276 };
const arabianSea: Point = { lat: 15, lng: 65 };

/** The home card type whose id can be I (some cards share a shape between two ids). */
type CardWithId<I extends HomeCard['id']> = HomeCard extends infer C ? (C extends { id: infer D } ? (I extends D ? C : never) : never) : never;

function cardOf<I extends HomeCard['id']>(cards: { card: { card: HomeCard } }[], id: I): CardWithId<I> {
  const found = cards.find((c) => c.card.card.id === id)?.card.card;
  if (!found) throw new Error(`no ${id} card`);
  return found as CardWithId<I>;
}

function gridOf(cards: { card: { card: HomeCard } }[]): RestaurantCard[] {
  return cardOf(cards, 'restaurant_grid_listing').gridElements.infoWithStyle.restaurants;
}

/** Every restaurant of the listing for a point and filters, page by page, as the client would fetch it. */
function allPages(point: Point, filters: ListingFilters = {}): { ids: string[]; pages: number } {
  const first = catalog.home(point, filters);
  const ids = gridOf(first.cards).map((r) => r.info.id);
  let token = first.pageOffset.nextOffset;
  let pages = 1;
  while (token) {
    const state = decodePageToken(token);
    if (!state) throw new Error('bad token');
    // The spec's client sends an empty filters object: the token carries them.
    const page = catalog.page(point, state.offset, state.filters);
    const grid = gridOf(page.cards);
    expect(grid.length).toBeGreaterThan(0);
    ids.push(...grid.map((r) => r.info.id));
    token = page.pageOffset.nextOffset;
    pages++;
    if (pages > 200) throw new Error('paging never ends');
  }
  return { ids, pages };
}

function restaurantOf(card: RestaurantCard): number {
  return Number(card.info.id) - 100001;
}

describe('listing', () => {
  it('answers every home card id the spec names, in the spec shape', () => {
    const home = catalog.home(koramangala);
    expect(home.cards.map((c) => c.card.card.id)).toEqual([
      'topical_banner',
      'whats_on_your_mind',
      'listing_filters',
      'restaurant_grid_listing',
      'restaurant_near_me_links',
      'best_city_link',
      'cuisines_near_you',
      'app_install_links',
    ]);
    const grid = cardOf(home.cards, 'restaurant_grid_listing');
    expect(grid.header.title).toBe('Restaurants with online food delivery in Bengaluru');
    expect(grid.gridElements.infoWithStyle.restaurants).toHaveLength(listingPageSize);
    const first = grid.gridElements.infoWithStyle.restaurants[0];
    expect(first?.info).toMatchObject({
      id: expect.stringMatching(/^\d{6,}$/),
      cloudinaryImageId: expect.stringMatching(/^r-\d+$/),
      avgRating: expect.any(Number),
      totalRatingsString: expect.stringMatching(/^(\d+K?\+) ratings$/),
      costForTwo: expect.stringMatching(/^₹\d+ for two$/),
      sla: { deliveryTime: expect.any(Number), slaString: expect.stringMatching(/^\d+-\d+ mins$/), lastMileTravel: expect.any(Number) },
      slugs: { city: 'bangalore' },
    });
    // The route's last dash piece is the id.
    expect(first?.cta.link.split('/').pop()?.split('-').pop()).toBe(first?.info.id);
    expect(cardOf(home.cards, 'app_install_links')).toMatchObject({ androidAppLink: expect.stringContaining('play.google.com'), iosAppLink: expect.stringContaining('apps.apple.com') });
    expect(cardOf(home.cards, 'best_city_link').brands[0]).toEqual({ text: 'Best Restaurants in Bengaluru', link: '/city/bangalore/best-restaurants' });
    expect(cardOf(home.cards, 'cuisines_near_you').cuisines[0]?.link).toMatch(/^\/[a-z-]+-restaurants-near-me$/);
    expect(cardOf(home.cards, 'restaurant_near_me_links').brands[0]).toEqual({ text: 'Restaurants Near Me', link: '/restaurants-near-me' });
  });

  it('links carousel items to collections and menus', () => {
    const home = catalog.home(koramangala);
    const offers = cardOf(home.cards, 'topical_banner').gridElements.infoWithStyle.info;
    const collection = offers.find((i) => i.action.link.includes('/collections/'));
    expect(collection?.action.link).toMatch(/^https:\/\/thalify\.in\/collections\/[a-z-]+\?collection_id=[a-z-]+&tags=layout_CCS_\w+&type=rcv2$/);
    const menu = offers.find((i) => i.action.link.includes('menu'));
    expect(menu?.action.link).toBe(`thalify://menu?restaurant_id=${menu?.entityId}`);
    expect(catalog.getRestaurant(menu?.entityId ?? '')?.info.name).toBe(menu?.action.text);
    const mind = cardOf(home.cards, 'whats_on_your_mind').gridElements.infoWithStyle.info;
    expect(mind.length).toBeGreaterThan(4);
    for (const item of mind) expect(catalog.collection(item.entityId)).toBeDefined();
  });

  it('sorts by relevance (stable), rating (descending) and delivery time (ascending)', () => {
    const byRating = allPages(andheri, { sortBy: 'rating' }).ids.map((id) => data.rating10[Number(id) - 100001] ?? 0);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const home = catalog.home(andheri, { sortBy: 'deliveryTime' });
    const times = gridOf(home.cards).map((r) => r.info.sla.deliveryTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(allPages(andheri).ids).toEqual(allPages(andheri).ids);
  });

  it('pages through every restaurant that delivers, none twice, and ends', () => {
    const { ids, pages } = allPages(andheri);
    expect(new Set(ids).size).toBe(ids.length);
    const delivering = data.lat.reduce((n, lat, r) => n + (distanceKm(andheri.lat, andheri.lng, lat, data.lng[r] ?? 0) <= catalog.radiusKm ? 1 : 0), 0);
    expect(ids).toHaveLength(delivering);
    expect(pages).toBe(Math.ceil(delivering / listingPageSize));
    expect(pages).toBeGreaterThan(3);
  });

  it('keeps the first page’s filters across pages', () => {
    const { ids } = allPages(andheri, { facets: ['pureVeg'], sortBy: 'rating' });
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(catalog.getRestaurant(id)?.info.veg).toBe(true);
  });

  it('filters by facets and cuisine', () => {
    const check = (filters: ListingFilters, test: (card: RestaurantCard) => boolean) => {
      const { ids } = allPages(koramangala, filters);
      expect(ids.length, JSON.stringify(filters)).toBeGreaterThan(0);
      const cards = ids.map((id) => catalog.getRestaurant(id, koramangala) as RestaurantCard);
      expect(cards.every(test), JSON.stringify(filters)).toBe(true);
    };
    check({ facets: ['rating4'] }, (c) => c.info.avgRating >= 4);
    check({ facets: ['fastDelivery'] }, (c) => c.info.sla.deliveryTime <= 30);
    check({ facets: ['offers'] }, (c) => c.info.aggregatedDiscountInfoV3 !== undefined);
    check({ cuisine: 'biryani' }, (c) => c.info.cuisines.includes('Biryani'));
  });

  it('derives delivery time and last-mile distance from the diner’s distance', () => {
    const card = gridOf(catalog.home(koramangala).cards)[0] as RestaurantCard;
    const r = restaurantOf(card);
    const km = distanceKm(koramangala.lat, koramangala.lng, data.lat[r] ?? 0, data.lng[r] ?? 0);
    expect(card.info.sla.lastMileTravel).toBeCloseTo(Math.round(km * 1.25 * 10) / 10, 5);
    const nearer = catalog.getRestaurant(card.info.id, { lat: data.lat[r] ?? 0, lng: data.lng[r] ?? 0 });
    expect(nearer?.info.sla.deliveryTime).toBeLessThanOrEqual(card.info.sla.deliveryTime);
  });

  it('answers the unserviceable marker, city links and app links far from every city', () => {
    for (const point of [london, arabianSea]) {
      const home = catalog.home(point);
      expect(home.cards[0]?.card.card.id).toBe(unserviceableCardId);
      expect(home.cards.map((c) => c.card.card.id)).toEqual([unserviceableCardId, 'best_city_link', 'app_install_links']);
      expect(home.pageOffset.nextOffset).toBeNull();
      expect(catalog.suggestions(point, 'biryani').data.suggestions).toEqual([]);
    }
  });
});

describe('suggestions', () => {
  /** A point where the expected text is served: the position of a restaurant that has it. */
  function pointServing(text: string): Point {
    const dish = inputs.dishes.find((d) => d.name === text);
    const cuisine = inputs.cuisines.findIndex((c) => c.name === text);
    for (let r = 0; r < data.count; r++) {
      const served = dish
        ? Array.from(data.dishList.subarray(data.dishStart[r], data.dishStart[r + 1])).includes(dish.index)
        : cuisinesOf(data, r).includes(cuisine);
      if (served) return { lat: data.lat[r] ?? 0, lng: data.lng[r] ?? 0 };
    }
    throw new Error(`nothing serves ${text}`);
  }

  it.each(misspellings)('finds "$expect" for the misspelling "$query"', ({ query, expect: wanted }) => {
    const texts = catalog.suggestions(pointServing(wanted), query).data.suggestions.map((s) => s.text);
    expect(texts).toContain(wanted);
  });

  it('answers at most 10, exact and prefix matches before typo matches, with the matched part highlighted', () => {
    const { data: body } = catalog.suggestions(koramangala, 'biry');
    expect(body.query).toBe('biry');
    expect(body.suggestions.length).toBeLessThanOrEqual(10);
    expect(body.suggestions[0]).toEqual({ text: 'Biryani', highlightedText: '{{Biry}}ani', cloudinaryId: 'c-biryani', type: 'CUISINE', subCategory: 'Cuisine' });
    expect(body.suggestions.filter((s) => s.type === 'DISH').every((s) => /\{\{Biry\}\}ani/.test(s.highlightedText))).toBe(true);
  });

  it('suggests restaurants that deliver to the point, with their id', () => {
    const card = gridOf(catalog.home(koramangala).cards)[0] as RestaurantCard;
    const suggestion = catalog.suggestions(koramangala, card.info.name).data.suggestions.find((s) => s.type === 'RESTAURANT');
    expect(suggestion).toMatchObject({ text: card.info.name, subCategory: 'Restaurant', restaurantId: expect.stringMatching(/^\d+$/) });
  });

  it('answers nothing for text that matches nothing', () => {
    expect(catalog.suggestions(koramangala, 'qqqqzzzz').data.suggestions).toEqual([]);
    expect(catalog.suggestions(koramangala, '!!!').data.suggestions).toEqual([]);
  });
});

describe('single search', () => {
  it('answers restaurant and dish groups near the point', () => {
    const group = catalog.singleSearch(koramangala, 'Biryani').data.cards[0]?.groupedCard.cardGroupMap;
    const restaurants = group?.RESTAURANT?.cards ?? [];
    const dishes = group?.DISH?.cards ?? [];
    expect(restaurants.length).toBeGreaterThan(0);
    expect(dishes.length).toBeGreaterThan(0);
    for (const { card } of restaurants) {
      const r = restaurantOf(card.card);
      expect(distanceKm(koramangala.lat, koramangala.lng, data.lat[r] ?? 0, data.lng[r] ?? 0)).toBeLessThanOrEqual(catalog.radiusKm);
    }
    const dish = dishes[0]?.card.card;
    expect(dish?.['@type']).toBe('Dish');
    expect(dish?.info.name).toMatch(/Biryani/);
    expect(dish?.restaurant.info).toMatchObject({ id: expect.any(String), name: expect.any(String), locality: expect.any(String), avgRating: expect.any(Number), sla: expect.any(Object) });
  });

  it('searches one restaurant’s dishes', () => {
    const card = gridOf(catalog.home(koramangala).cards)[0] as RestaurantCard;
    const all = catalog.searchInRestaurant(koramangala, card.info.id, '')?.data.cards[0]?.groupedCard.cardGroupMap.DISH?.cards ?? [];
    expect(all.length).toBeGreaterThan(3);
    const name = all[0]?.card.card.info.name ?? '';
    const found = catalog.searchInRestaurant(koramangala, card.info.id, name.slice(0, 5))?.data.cards[0]?.groupedCard.cardGroupMap.DISH?.cards ?? [];
    expect(found.map((c) => c.card.card.info.name)).toContain(name);
    expect(catalog.searchInRestaurant(koramangala, '999999999', '')).toBeUndefined();
  });
});

describe('menu', () => {
  const id = restaurantId(12345);
  const menu = catalog.menu(id, koramangala, '');

  it('puts RestaurantInfo first, Offers second and the REGULAR group third', () => {
    const cards = menu?.data.cards ?? [];
    expect(cards).toHaveLength(3);
    expect(cards[0]).toMatchObject({ card: { card: { '@type': 'RestaurantInfo', info: { id, name: data.name[12345], totalRatingsString: expect.any(String), costForTwoMessage: expect.stringMatching(/for two$/), sla: { restaurantId: id } } } } });
    expect(cards[1]).toMatchObject({ card: { card: { '@type': 'Offers', offers: expect.any(Array) } } });
    expect(cards[2]).toMatchObject({ groupedCard: { cardGroupMap: { REGULAR: { cards: expect.any(Array) } } } });
  });

  const sections = (): MenuCard[] => {
    const third = menu?.data.cards[2];
    return third && 'groupedCard' in third ? third.groupedCard.cardGroupMap.REGULAR.cards.map((c) => c.card.card) : [];
  };
  const dishesOf = (cards: MenuCard[]): Dish[] => cards.flatMap((s) => [...(s.itemCards ?? []), ...(s.categories ?? []).flatMap((c) => c.itemCards)].map((i) => i.card.info));

  it('lists dishes with prices in paise, veg markers and discounted final prices', () => {
    const dishes = dishesOf(sections());
    expect(dishes.length).toBeGreaterThan(5);
    for (const dish of dishes) {
      expect(dish.price ?? 0).toBeGreaterThanOrEqual(1000);
      expect((dish.price ?? 0) % 100).toBe(0);
      expect(['VEG', 'NONVEG']).toContain(dish.itemAttribute.vegClassifier);
      if (dish.finalPrice !== undefined) {
        expect(dish.finalPrice).toBeLessThan(dish.price ?? 0);
        expect(dish.defaultPrice).toBe(dish.price);
      }
    }
  });

  it('is the same every time (rebuilt from the seed)', () => {
    expect(JSON.stringify(catalog.menu(id, koramangala, ''))).toBe(JSON.stringify(menu));
  });

  it('nests a category with veg and non-veg dishes, and filters by query', () => {
    let nested = false;
    for (let r = 0; r < 400 && !nested; r++) {
      const third = catalog.menu(restaurantId(r))?.data.cards[2];
      if (third && 'groupedCard' in third) nested = third.groupedCard.cardGroupMap.REGULAR.cards.some((c) => c.card.card['@type'] === 'NestedItemCategory');
    }
    expect(nested).toBe(true);
    const someDish = dishesOf(sections())[0]?.name ?? '';
    const filtered = catalog.menu(id, koramangala, someDish.toUpperCase());
    const third = filtered?.data.cards[2];
    const names = third && 'groupedCard' in third ? dishesOf(third.groupedCard.cardGroupMap.REGULAR.cards.map((c) => c.card.card)).map((d) => d.name) : [];
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.toLowerCase().includes(someDish.toLowerCase()))).toBe(true);
  });

  it('gives pure-veg restaurants only veg dishes', () => {
    let checked = 0;
    for (let r = 0; r < data.count && checked < 50; r++) {
      const card = catalog.getRestaurant(restaurantId(r));
      if (!card?.info.veg) continue;
      checked++;
      const third = catalog.menu(card.info.id)?.data.cards[2];
      const dishes = third && 'groupedCard' in third ? dishesOf(third.groupedCard.cardGroupMap.REGULAR.cards.map((c) => c.card.card)) : [];
      expect(dishes.every((d) => d.itemAttribute.vegClassifier === 'VEG')).toBe(true);
    }
    expect(checked).toBe(50);
  });

  it('is undefined for an unknown restaurant', () => {
    expect(catalog.menu('1')).toBeUndefined();
    expect(catalog.menu('abc')).toBeUndefined();
  });
});

describe('collections, pre-search and the SEO pages', () => {
  it('answers a masthead then restaurants near the point', () => {
    const response = catalog.collectionRestaurants('biryani', koramangala);
    const [masthead, ...rest] = response?.data.cards ?? [];
    expect(masthead?.card.card).toMatchObject({ '@type': 'CollectionMasthead', title: 'Biryani', description: expect.any(String) });
    expect(rest.length).toBeGreaterThan(0);
    for (const { card } of rest) {
      expect(card.card['@type']).toBe('Restaurant');
      if ('info' in card.card) expect(card.card.info.cuisines).toContain('Biryani');
    }
    expect(catalog.collectionRestaurants('top-rated', koramangala)?.data.cards.slice(1).every((c) => 'info' in c.card.card && c.card.card.info.avgRating >= 4.3)).toBe(true);
    expect(catalog.collectionRestaurants('no-such-collection', koramangala)).toBeUndefined();
  });

  it('answers popular cuisines for the search page', () => {
    const card = catalog.preSearch(koramangala).data.cards[0]?.card.card;
    expect(card?.id).toBe('popular_cuisines');
    expect(card?.gridElements.infoWithStyle.info.length).toBeGreaterThan(5);
    expect(catalog.preSearch(london).data.cards[0]?.card.card.gridElements.infoWithStyle.info.length).toBeGreaterThan(5);
  });

  it('lists a city’s restaurants, localities and cuisines, and a cuisine’s cities', () => {
    expect(catalog.restaurantsInCity('bangalore').length).toBe(catalog.stats().perCity.get('bangalore'));
    const top = catalog.restaurantsInCity('bangalore', { sortBy: 'rating', limit: 10 });
    expect(top).toHaveLength(10);
    expect(top.map((r) => r.info.avgRating)).toEqual([...top.map((r) => r.info.avgRating)].sort((a, b) => b - a));
    expect(catalog.localitiesOfCity('bangalore').map((l) => l.name)).toContain('Koramangala');
    expect(catalog.localitiesOfCity('mount-abu').length).toBeGreaterThanOrEqual(3);
    expect(catalog.popularCuisinesInCity('kolkata').slice(0, 5).map((c) => c.cuisine.slug)).toContain('bengali');
    expect(catalog.citiesServingCuisine('kerala')[0]?.city.state).toBe('Kerala');
    expect(catalog.restaurantsServingCuisine('goan', 5).every((r) => r.info.cuisines.includes('Goan'))).toBe(true);
    expect(catalog.restaurantsInCity('atlantis')).toEqual([]);
  });

  it('knows which image ids exist', () => {
    expect(catalog.describeImage('r-100001')?.kind).toBe('restaurant');
    expect(catalog.describeImage('d-butter-chicken')).toEqual({ kind: 'dish', label: 'Butter Chicken' });
    expect(catalog.describeImage('c-biryani')).toEqual({ kind: 'cuisine', label: 'Biryani' });
    expect(catalog.describeImage('b-top-rated')?.kind).toBe('collection');
    expect(catalog.describeImage('a-ios')?.kind).toBe('app');
    for (const bad of ['r-1', 'd-unicorn-stew', 'x-1', '../etc/passwd', '', 'r-100001.svg']) expect(catalog.describeImage(bad)).toBeUndefined();
  });
});
