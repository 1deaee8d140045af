import { describe, expect, it } from 'vitest';
import type { ListingFilters, RestaurantCard } from '#src/lib/catalogTypes.ts';
import {
  andheri,
  arabianSea,
  cardOf,
  catalog,
  data,
  gridOf,
  koramangala,
  london,
  restaurantOf,
} from '#test/catalog/catalogFixture.ts';
import { distanceKm } from '#src/lib/geo.ts';
import type { Point } from './geo.ts';
import { listingPageSize, unserviceableCardId } from './homeCards.ts';
import { decodePageToken } from './pageToken.ts';

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
      cloudinaryImageId: expect.stringMatching(/^r-\d+_[0-9a-z]{7}$/),
      avgRating: expect.any(Number),
      totalRatingsString: expect.stringMatching(/^(\d+K?\+) ratings$/),
      costForTwo: expect.stringMatching(/^₹\d+ for two$/),
      sla: {
        deliveryTime: expect.any(Number),
        slaString: expect.stringMatching(/^\d+-\d+ mins$/),
        lastMileTravel: expect.any(Number),
      },
      slugs: { city: 'bangalore' },
    });
    // The route's last dash piece is the id.
    expect(first?.cta.link.split('/').pop()?.split('-').pop()).toBe(first?.info.id);
    expect(cardOf(home.cards, 'app_install_links')).toMatchObject({
      androidAppLink: expect.stringContaining('play.google.com'),
      iosAppLink: expect.stringContaining('apps.apple.com'),
    });
    expect(cardOf(home.cards, 'best_city_link').brands[0]).toEqual({
      text: 'Best Restaurants in Bengaluru',
      link: '/city/bangalore/best-restaurants',
    });
    expect(cardOf(home.cards, 'cuisines_near_you').cuisines[0]?.link).toMatch(/^\/[a-z-]+-restaurants-near-me$/);
    expect(cardOf(home.cards, 'restaurant_near_me_links').brands[0]).toEqual({
      text: 'Restaurants Near Me',
      link: '/restaurants-near-me',
    });
  });

  it('links carousel items to collections and menus', () => {
    const home = catalog.home(koramangala);
    const offers = cardOf(home.cards, 'topical_banner').gridElements.infoWithStyle.info;
    const collection = offers.find((i) => i.action.link.includes('/collections/'));
    expect(collection?.action.link).toMatch(
      /^https:\/\/thalify\.in\/collections\/[a-z-]+\?collection_id=[a-z-]+&tags=layout_CCS_\w+&type=rcv2$/,
    );
    const menu = offers.find((i) => i.action.link.includes('menu'));
    expect(menu?.action.link).toBe(`thalify://menu?restaurant_id=${menu?.entityId}`);
    expect(catalog.getRestaurant(menu?.entityId ?? '')?.info.name).toBe(menu?.action.text);
    const mind = cardOf(home.cards, 'whats_on_your_mind').gridElements.infoWithStyle.info;
    expect(mind.length).toBeGreaterThan(4);
    for (const item of mind) expect(catalog.collection(item.entityId)).toBeDefined();
    // Every picture is asked for by its current id: an older id costs the browser a redirect.
    for (const item of [...offers, ...mind]) expect(catalog.describeImage(item.imageId)?.id).toBe(item.imageId);
  });

  it('sorts by relevance (stable), rating (descending) and delivery time (ascending), open restaurants first', () => {
    const open = (id: string) => catalog.getRestaurant(id, andheri)?.info.isOpen === true;
    const rated = allPages(andheri, { sortBy: 'rating' }).ids;
    const opens = rated.map(open);
    expect(opens).toEqual([...opens].sort((a, b) => Number(b) - Number(a)));
    expect(opens).toContain(false);
    for (const part of [true, false]) {
      const byRating = rated.filter((id) => open(id) === part).map((id) => data.rating10[Number(id) - 100001] ?? 0);
      expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    }
    const home = catalog.home(andheri, { sortBy: 'deliveryTime' });
    const times = gridOf(home.cards)
      .filter((r) => r.info.isOpen)
      .map((r) => r.info.sla.deliveryTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(allPages(andheri).ids).toEqual(allPages(andheri).ids);
  });

  it('pages through every restaurant that delivers, none twice, and ends', () => {
    const { ids, pages } = allPages(andheri);
    expect(new Set(ids).size).toBe(ids.length);
    const delivering = data.lat.reduce(
      (n, lat, r) => n + (distanceKm(andheri.lat, andheri.lng, lat, data.lng[r] ?? 0) <= catalog.radiusKm ? 1 : 0),
      0,
    );
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
      expect(home.cards.map((c) => c.card.card.id)).toEqual([
        unserviceableCardId,
        'best_city_link',
        'app_install_links',
      ]);
      expect(home.pageOffset.nextOffset).toBeNull();
      expect(catalog.suggestions(point, 'biryani').data.suggestions).toEqual([]);
    }
  });
});
