/**
 * The catalog endpoints called as Astro calls them: response shapes against the spec's field
 * lists, paging, bad input, the media route, and upstream mode against a fake upstream that
 * this test starts on loopback.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HomeCard } from '#src/lib/catalogTypes.ts';
import { createLocalBackend, type CatalogBackend } from '#src/server/catalog/backend.ts';
import { createUpstreamBackend } from '#src/server/catalog/upstreamBackend.ts';
import { backendFromEnv, getCatalog, useCatalogBackend } from '#src/server/catalog/runtime.ts';
import {
  collectionQuerySchema,
  menuQuerySchema,
  pointQuerySchema,
  searchedRestaurantQuerySchema,
  textQuerySchema,
  updateBodySchema,
  listingQuerySchema,
} from '#src/server/catalog/params.ts';
import * as collection from '#src/pages/api/collection.ts';
import * as menu from '#src/pages/api/menu.ts';
import * as preSearch from '#src/pages/api/pre_search.ts';
import * as restaurants from '#src/pages/api/restaurants.ts';
import * as searchRestaurants from '#src/pages/api/search_restaurants.ts';
import * as searchedRestaurant from '#src/pages/api/searched_restaurant.ts';
import * as singleRestaurant from '#src/pages/api/single_restaurant.ts';
import * as update from '#src/pages/api/update.ts';
import * as address from '#src/pages/api/address.ts';
import * as media from '#src/pages/media/[imageId].ts';

type Route = (context: APIContext) => Response | Promise<Response>;
// The bodies are checked field by field against the spec, so they are read as loose JSON.
type Json = any;

async function call(
  route: Route,
  path: string,
  init: { method?: string; body?: unknown; contentType?: string; params?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; headers: Headers; text: string }> {
  const url = new URL(path, 'http://localhost');
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const request = new Request(url, {
    method,
    ...(init.body === undefined
      ? {}
      : {
          body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
          headers: { 'content-type': init.contentType ?? 'application/json' },
        }),
  });
  const response = await route({ request, url, params: init.params ?? {} } as unknown as APIContext);
  const text = await response.text();
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, headers: response.headers, text };
}

const koramangala = 'lat=12.9352&lng=77.6245';
const andheri = { lat: 19.1197, lng: 72.8468 };
const london = 'lat=51.5072&lng=-0.1276';

function card(cards: { card: { card: HomeCard } }[], id: string): Json {
  return cards.find((c) => c.card.card.id === id)?.card.card;
}

/** The spec's restaurant-card fields (section 3). */
function expectRestaurantCard(c: Json): void {
  expect(c.info).toMatchObject({
    id: expect.any(String),
    name: expect.any(String),
    cloudinaryImageId: expect.any(String),
    avgRating: expect.any(Number),
    cuisines: expect.any(Array),
    areaName: expect.any(String),
    costForTwo: expect.any(String),
    locality: expect.any(String),
    sla: { deliveryTime: expect.any(Number), slaString: expect.any(String) },
    slugs: { city: expect.any(String) },
  });
  if (c.info.aggregatedDiscountInfoV3)
    expect(c.info.aggregatedDiscountInfoV3).toEqual({ header: expect.any(String), subHeader: expect.any(String) });
  expect(c.cta).toMatchObject({ text: expect.any(String), link: expect.stringMatching(/-\d+$/) });
}

/** The spec's carousel-item fields. */
function expectCarouselItem(item: Json): void {
  expect(item).toMatchObject({
    id: expect.any(String),
    imageId: expect.any(String),
    entityId: expect.any(String),
    action: { link: expect.any(String), text: expect.any(String) },
    accessibility: { altText: expect.any(String) },
  });
}

/** The spec's dish fields. */
function expectDish(dish: Json): void {
  expect(dish).toMatchObject({
    id: expect.any(String),
    name: expect.any(String),
    description: expect.any(String),
    price: expect.any(Number),
    itemAttribute: { vegClassifier: expect.stringMatching(/^(VEG|EGG|NONVEG)$/) },
  });
  if (dish.ribbon) expect(dish.ribbon).toEqual({ text: expect.any(String) });
  if (dish.imageId !== undefined) expect(dish.imageId).toEqual(expect.any(String));
  if (dish.defaultPrice !== undefined) expect(dish.defaultPrice).toEqual(expect.any(Number));
  if (dish.finalPrice !== undefined) expect(dish.finalPrice).toEqual(expect.any(Number));
}

describe('GET /api/restaurants and POST /api/update', () => {
  it('answers data.cards, data.pageOffset and csrfToken with every card the spec names', async () => {
    const { status, body, headers } = await call(
      restaurants.GET,
      `/api/restaurants?${koramangala}&is-seo-homepage-enabled=true&page_type=DESKTOP_WEB_LISTING&filters=%7B%7D`,
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body.csrfToken).toEqual(expect.any(String));
    expect(body.data.pageOffset).toEqual({ nextOffset: expect.any(String), widgetOffset: expect.any(Object) });
    const cards = body.data.cards;
    for (const id of [
      'restaurant_grid_listing',
      'restaurant_near_me_links',
      'best_city_link',
      'cuisines_near_you',
      'app_install_links',
      'topical_banner',
      'whats_on_your_mind',
    ])
      expect(card(cards, id), id).toBeDefined();
    const grid = card(cards, 'restaurant_grid_listing');
    expect(grid.header.title).toEqual(expect.any(String));
    expect(grid.gridElements.infoWithStyle.restaurants).toHaveLength(16);
    grid.gridElements.infoWithStyle.restaurants.forEach(expectRestaurantCard);
    card(cards, 'topical_banner').gridElements.infoWithStyle.info.forEach(expectCarouselItem);
    card(cards, 'whats_on_your_mind').gridElements.infoWithStyle.info.forEach(expectCarouselItem);
    for (const id of ['restaurant_near_me_links', 'best_city_link']) {
      expect(card(cards, id).title).toEqual(expect.any(String));
      for (const link of card(cards, id).brands)
        expect(link).toEqual({ text: expect.any(String), link: expect.any(String) });
    }
    for (const link of card(cards, 'cuisines_near_you').cuisines)
      expect(link).toEqual({ text: expect.any(String), link: expect.any(String) });
    expect(card(cards, 'app_install_links')).toEqual({
      id: 'app_install_links',
      title: expect.any(String),
      androidAppLink: expect.any(String),
      androidAppImage: expect.any(String),
      iosAppLink: expect.any(String),
      iosAppImage: expect.any(String),
    });
  });

  it('answers the unserviceable marker first for a point far from every city', async () => {
    const { status, body } = await call(restaurants.GET, `/api/restaurants?${london}`);
    expect(status).toBe(200);
    expect(body.data.cards[0].card.card.id).toBe('swiggy_not_present');
    expect(card(body.data.cards, 'best_city_link').brands.length).toBeGreaterThan(0);
    expect(card(body.data.cards, 'app_install_links')).toBeDefined();
  });

  it('pages with POST /api/update as the spec’s client does: no restaurant twice, and paging ends', async () => {
    const started = Date.now();
    const first = await call(
      restaurants.GET,
      `/api/restaurants?lat=${andheri.lat}&lng=${andheri.lng}&filters=${encodeURIComponent(JSON.stringify({ sortBy: 'rating' }))}`,
    );
    const ids: string[] = card(
      first.body.data.cards,
      'restaurant_grid_listing',
    ).gridElements.infoWithStyle.restaurants.map((r: Json) => r.info.id);
    let offset = first.body.data.pageOffset;
    let csrf = first.body.csrfToken;
    let pages = 1;
    while (offset.nextOffset) {
      const next = await call(update.POST, '/api/update', {
        body: {
          lat: andheri.lat,
          lng: andheri.lng,
          nextOffset: offset.nextOffset,
          widgetOffset: offset.widgetOffset,
          filters: {},
          seoParams: { seoUrl: 'http://localhost/', pageType: 'FOOD_HOMEPAGE', apiName: 'FoodHomePage' },
          page_type: 'DESKTOP_WEB_LISTING',
          _csrf: csrf,
        },
      });
      expect(next.status).toBe(200);
      const grid = card(next.body.data.cards, 'restaurant_grid_listing');
      grid.gridElements.infoWithStyle.restaurants.forEach(expectRestaurantCard);
      ids.push(...grid.gridElements.infoWithStyle.restaurants.map((r: Json) => r.info.id));
      offset = next.body.data.pageOffset;
      csrf = next.body.csrfToken;
      pages++;
      expect(pages).toBeLessThan(100);
    }
    expect(pages).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
    // The first page's sort (rating) held on every page although update sent {} as filters,
    // open restaurants first (every page in the order of the first page's minute).
    const cards = ids.map((id) => getCatalog().getRestaurant(id)?.info);
    const opens = cards.map((info) => info?.isOpen === true);
    const paged = Date.now();
    if (Math.floor(paged / 60_000) === Math.floor(started / 60_000)) {
      expect(opens).toEqual([...opens].sort((a, b) => Number(b) - Number(a)));
      for (const part of [true, false]) {
        const ratings = cards.filter((_, i) => opens[i] === part).map((info) => info?.avgRating ?? 0);
        expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      }
    }
  });

  it('accepts the csrfToken of GET /api/address as _csrf (the spec’s client keeps that one)', async () => {
    const first = await call(restaurants.GET, `/api/restaurants?${koramangala}`);
    const located = await call(address.GET, `/api/address?${koramangala}`);
    expect(located.status).toBe(200);
    const body = {
      lat: 12.9352,
      lng: 77.6245,
      nextOffset: first.body.data.pageOffset.nextOffset,
      widgetOffset: {},
      filters: {},
      _csrf: located.body.csrfToken,
    };
    const next = await call(update.POST, '/api/update', { body });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(
      card(next.body.data.cards, 'restaurant_grid_listing').gridElements.infoWithStyle.restaurants.length,
    ).toBeGreaterThan(0);
  });

  it('refuses an update without a token this server issued with 403', async () => {
    const first = await call(restaurants.GET, `/api/restaurants?${koramangala}`);
    const body = {
      lat: 12.9352,
      lng: 77.6245,
      nextOffset: first.body.data.pageOffset.nextOffset,
      widgetOffset: {},
      filters: {},
    };
    for (const _csrf of [undefined, 'forged', `${first.body.csrfToken}x`, crypto.randomUUID()]) {
      const { status, body: error } = await call(update.POST, '/api/update', { body: { ...body, _csrf } });
      expect(status).toBe(403);
      expect(error.message).toMatch(/^_csrf: /);
      expect(error.error).toBe(error.message);
    }
  });

  it.each([
    ['a malformed nextOffset', { nextOffset: 'not-a-token!' }, 400, /nextOffset/],
    ['a forged nextOffset', { nextOffset: Buffer.from('{"o":-5}').toString('base64url') }, 400, /nextOffset/],
    ['no lat', { lat: undefined }, 400, /lat/],
    ['an out-of-range lng', { lng: 500 }, 400, /lng/],
    ['an unknown sort', { filters: { sortBy: 'price' } }, 400, /filters\.sortBy/],
  ])('refuses an update with %s', async (_name, change, status, message) => {
    const first = await call(restaurants.GET, `/api/restaurants?${koramangala}`);
    const body = {
      lat: 12.9352,
      lng: 77.6245,
      nextOffset: first.body.data.pageOffset.nextOffset,
      widgetOffset: {},
      filters: {},
      _csrf: first.body.csrfToken,
      ...change,
    };
    const response = await call(update.POST, '/api/update', { body });
    expect(response.status).toBe(status);
    expect(response.body.error).toMatch(message);
  });

  it('refuses a body that is not JSON', async () => {
    expect((await call(update.POST, '/api/update', { body: '{nope' })).status).toBe(400);
    expect((await call(update.POST, '/api/update', { body: 'lat=1', contentType: 'text/plain' })).status).toBe(415);
  });
});

describe('search endpoints', () => {
  it('GET /api/pre_search answers popular cuisines in data.cards', async () => {
    const { status, body } = await call(preSearch.GET, `/api/pre_search?${koramangala}`);
    expect(status).toBe(200);
    expect(body.data.cards[0].card.card.id).toBe('popular_cuisines');
    body.data.cards[0].card.card.gridElements.infoWithStyle.info.forEach(expectCarouselItem);
  });

  it('GET /api/search_restaurants answers data.suggestions and data.query', async () => {
    const { status, body } = await call(searchRestaurants.GET, `/api/search_restaurants?${koramangala}&str=biry`);
    expect(status).toBe(200);
    expect(body.data.query).toBe('biry');
    expect(body.data.suggestions.length).toBeGreaterThan(0);
    expect(body.data.suggestions.length).toBeLessThanOrEqual(10);
    for (const s of body.data.suggestions)
      expect(s).toMatchObject({
        text: expect.any(String),
        highlightedText: expect.stringMatching(/\{\{.+\}\}/),
        cloudinaryId: expect.any(String),
        subCategory: expect.any(String),
      });
  });

  it('GET /api/single_restaurant answers RESTAURANT and DISH groups', async () => {
    const { status, body } = await call(singleRestaurant.GET, `/api/single_restaurant?${koramangala}&str=Biryani`);
    expect(status).toBe(200);
    const groups = body.data.cards[0].groupedCard.cardGroupMap;
    expect(groups.RESTAURANT.cards.length).toBeGreaterThan(0);
    for (const c of groups.RESTAURANT.cards as Json[]) expectRestaurantCard(c.card.card);
    expect(groups.DISH.cards.length).toBeGreaterThan(0);
    for (const c of groups.DISH.cards) {
      expectDish(c.card.card.info);
      expect(c.card.card.restaurant.info).toMatchObject({
        name: expect.any(String),
        locality: expect.any(String),
        avgRating: expect.any(Number),
        sla: expect.any(Object),
        id: expect.any(String),
      });
    }
  });

  it('GET /api/searched_restaurant answers the restaurant’s matching dishes, for the shortened id', async () => {
    const id = getCatalog().restaurantsInCity('bangalore', { limit: 1 })[0]?.info.id ?? '';
    const plain = await call(
      searchedRestaurant.GET,
      `/api/searched_restaurant?${koramangala}&restaurantId=${id}&query=`,
    );
    expect(plain.status).toBe(200);
    const dishes = plain.body.data.cards[0].groupedCard.cardGroupMap.DISH.cards;
    expect(dishes.length).toBeGreaterThan(0);
    for (const c of dishes as Json[]) expectDish(c.card.card.info);
    const prefixed = await call(
      searchedRestaurant.GET,
      `/api/searched_restaurant?${koramangala}&restaurantId=rest${id}&query=`,
    );
    expect(prefixed.body).toEqual(plain.body);
  });
});

describe('GET /api/menu and GET /api/collection', () => {
  it('answers the menu with the REGULAR group in the third card', async () => {
    const { status, body } = await call(menu.GET, `/api/menu?${koramangala}&restaurantId=101859&query=`);
    expect(status).toBe(200);
    const [infoCard, , grouped] = body.data.cards;
    expect(infoCard.card.card.info).toMatchObject({
      name: expect.any(String),
      cuisines: expect.any(Array),
      areaName: expect.any(String),
      avgRating: expect.any(Number),
      totalRatingsString: expect.any(String),
      costForTwoMessage: expect.any(String),
      feeDetails: { message: expect.any(String) },
    });
    expect(infoCard.card.card.info.sla).toMatchObject({
      restaurantId: '101859',
      lastMileTravel: expect.any(Number),
      deliveryTime: expect.any(Number),
      slaString: expect.any(String),
    });
    const sections = grouped.groupedCard.cardGroupMap.REGULAR.cards;
    expect(sections.length).toBeGreaterThan(0);
    for (const {
      card: { card: section },
    } of sections) {
      expect(section.title).toEqual(expect.any(String));
      const items =
        section.itemCards ??
        section.categories.flatMap((c: Json) => {
          expect(c.title).toEqual(expect.any(String));
          return c.itemCards;
        });
      for (const i of items as Json[]) expectDish(i.card.info);
    }
  });

  it('answers a collection: title and description first, then restaurants with an id and cta.text', async () => {
    const { status, body } = await call(
      collection.GET,
      `/api/collection?${koramangala}&collection=biryani&tags=layout_CCS_Biryani&type=rcv2&offset=0&page_type=null`,
    );
    expect(status).toBe(200);
    expect(body.data.cards[0].card.card).toMatchObject({ title: 'Biryani', description: expect.any(String) });
    expect(body.data.cards.length).toBeGreaterThan(1);
    for (const c of body.data.cards.slice(1))
      expect(c.card.card).toMatchObject({ info: { id: expect.any(String) }, cta: { text: expect.any(String) } });
  });
});

describe('bad input: a 4xx naming the field, never a 500', () => {
  const long = 'a'.repeat(201);
  it.each([
    [restaurants.GET, '/api/restaurants?lng=77.6', 400, 'lat'],
    [restaurants.GET, '/api/restaurants?lat=abc&lng=77.6', 400, 'lat'],
    [restaurants.GET, '/api/restaurants?lat=91&lng=77.6', 400, 'lat'],
    [restaurants.GET, '/api/restaurants?lat=12&lng=-181', 400, 'lng'],
    [restaurants.GET, '/api/restaurants?lat=12&lat=13&lng=77', 400, 'lat'],
    [restaurants.GET, `/api/restaurants?${koramangala}&filters=%7Bnope`, 400, 'filters'],
    [restaurants.GET, `/api/restaurants?${koramangala}&sortBy=price`, 400, 'sortBy'],
    [restaurants.GET, `/api/restaurants?${koramangala}&facets=cheap`, 400, 'facets'],
    [preSearch.GET, '/api/pre_search?lat=12', 400, 'lng'],
    [searchRestaurants.GET, `/api/search_restaurants?${koramangala}`, 400, 'str'],
    [searchRestaurants.GET, `/api/search_restaurants?${koramangala}&str=`, 400, 'str'],
    [searchRestaurants.GET, `/api/search_restaurants?${koramangala}&str=${long}`, 400, 'str'],
    [singleRestaurant.GET, `/api/single_restaurant?${koramangala}&str=${long}`, 400, 'str'],
    [
      searchedRestaurant.GET,
      `/api/searched_restaurant?${koramangala}&restaurantId=999999999&query=`,
      404,
      'restaurantId',
    ],
    [searchedRestaurant.GET, `/api/searched_restaurant?${koramangala}&restaurantId=100001&query=${long}`, 400, 'query'],
    [menu.GET, `/api/menu?${koramangala}&restaurantId=42&query=`, 404, 'restaurantId'],
    [menu.GET, `/api/menu?${koramangala}&restaurantId=../../etc&query=`, 400, 'restaurantId'],
    [menu.GET, `/api/menu?${koramangala}&query=`, 400, 'restaurantId'],
    [collection.GET, `/api/collection?${koramangala}&collection=no-such-thing&offset=0`, 404, 'collection'],
    [collection.GET, `/api/collection?${koramangala}&collection=biryani&offset=-1`, 400, 'offset'],
    [collection.GET, `/api/collection?${koramangala}&collection=biryani&offset=abc`, 400, 'offset'],
    [collection.GET, `/api/collection?${koramangala}&collection=Biryani!`, 400, 'collection'],
  ] as [Route, string, number, string][])('%#: %s', async (route, path, status, field) => {
    const response = await call(route, path);
    expect(response.status).toBe(status);
    expect(response.body.error).toContain(`${field}:`);
  });

  it('answers 405 for other methods', async () => {
    for (const route of [
      restaurants,
      preSearch,
      searchRestaurants,
      singleRestaurant,
      searchedRestaurant,
      menu,
      collection,
    ]) {
      const { status, headers } = await call(route.ALL, '/api/x', { method: 'DELETE' });
      expect(status).toBe(405);
      expect(headers.get('allow')).toBe('GET');
    }
    expect((await call(update.ALL, '/api/update', { method: 'GET' })).headers.get('allow')).toBe('POST');
  });
});

describe('GET /media/{imageId}', () => {
  const catalog = getCatalog();
  const cardId = catalog.describeImage('r-100001')?.id ?? '';
  const dishId = catalog.describeImage('d-butter-chicken')?.id ?? '';

  it('serves small, cacheable SVG artwork of the food, sized for the card and dish', async () => {
    const cardImage = await call(media.GET, `/media/${cardId}?w=288&h=360`, { params: { imageId: cardId } });
    expect(cardImage.status).toBe(200);
    expect(cardImage.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(cardImage.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(cardImage.text).toMatch(/width="288" height="360"/);
    expect(Buffer.byteLength(cardImage.text)).toBeLessThan(12_000);
    const dish = await call(media.GET, `/media/${dishId}?w=9999&h=96`, { params: { imageId: dishId } });
    expect(dish.text).toMatch(/width="118" height="96"/);
    // Butter Chicken is mapped to the set's curry-rice picture in data/dishes.json
    expect(dish.text).toContain(catalog.inputs.art.get('curry-rice')?.body);
    const again = await call(media.GET, `/media/${dishId}?w=118&h=96`, { params: { imageId: dishId } });
    expect(again.text).toBe(dish.text);
  });

  it('sends an id of older art (or none) to the current picture’s id, briefly cached', async () => {
    for (const old of ['d-butter-chicken', 'd-butter-chicken_0000000']) {
      const moved = await call(media.GET, `/media/${old}?w=118&h=96`, { params: { imageId: old } });
      expect(moved.status).toBe(302);
      expect(moved.headers.get('location')).toBe(`/media/${dishId}?w=118&h=96`);
      expect(moved.headers.get('cache-control')).not.toContain('immutable');
    }
  });

  it('answers 404 for an unknown id and 400 for a bad size', async () => {
    expect((await call(media.GET, '/media/r-1', { params: { imageId: 'r-1' } })).status).toBe(404);
    expect((await call(media.GET, '/media/..%2Fx', { params: { imageId: '../x' } })).status).toBe(404);
    const bad = await call(media.GET, `/media/${cardId}?w=abc`, { params: { imageId: cardId } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('w:');
  });
});

describe('upstream mode (CATALOG_UPSTREAM)', () => {
  // A fake upstream speaking the same shapes: the embedded catalog behind node:http on loopback.
  const secret = 'upstream-secret';
  const upstreamLocal: CatalogBackend = createLocalBackend(getCatalog(), secret);
  const seen: { method: string; url: URL; body: unknown }[] = [];
  let mode: 'ok' | 'slow' | 'fail' | 'garbage' = 'ok';
  let server: Server;
  let baseUrl = '';

  async function readBody(request: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
  }

  function queryOf(url: URL): Record<string, string> {
    return Object.fromEntries(url.searchParams);
  }

  async function answer(path: string, url: URL, body: unknown): Promise<unknown> {
    const q = queryOf(url);
    switch (path) {
      case '/api/restaurants':
        return upstreamLocal.listing(listingQuerySchema.parse(q));
      case '/api/update':
        return upstreamLocal.update(updateBodySchema.parse(body));
      case '/api/pre_search':
        return upstreamLocal.preSearch(pointQuerySchema.parse(q));
      case '/api/search_restaurants':
        return upstreamLocal.suggestions(textQuerySchema.parse(q));
      case '/api/single_restaurant':
        return upstreamLocal.singleSearch(textQuerySchema.parse(q));
      case '/api/searched_restaurant':
        return upstreamLocal.searchedRestaurant(searchedRestaurantQuerySchema.parse(q));
      case '/api/menu':
        return upstreamLocal.menu(menuQuerySchema.parse(q));
      case '/api/collection':
        return upstreamLocal.collection(collectionQuerySchema.parse(q));
      default:
        throw Object.assign(new Error('no route'), { status: 404 });
    }
  }

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://upstream');
      const body = await readBody(request);
      seen.push({ method: request.method ?? '', url, body });
      if (mode === 'slow') {
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      if (mode === 'fail') {
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down for maintenance"}');
        return;
      }
      if (mode === 'garbage') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy error</html>');
        return;
      }
      try {
        const payload = await answer(url.pathname, url, body);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      } catch (error) {
        const status = (error as { status?: number }).status ?? 400;
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: (error as Error).message }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    useCatalogBackend(createUpstreamBackend({ baseUrl, timeoutMs: 500 }));
  });

  afterEach(() => {
    mode = 'ok';
    seen.length = 0;
  });

  afterAll(async () => {
    useCatalogBackend(undefined);
    await new Promise((resolve) => server.close(resolve));
  });

  it('forwards every endpoint and answers the upstream’s shapes', async () => {
    const local = createLocalBackend(getCatalog(), 'local');
    const listing = await call(restaurants.GET, `/api/restaurants?${koramangala}&sortBy=rating`);
    expect(listing.status).toBe(200);
    const expected = await local.listing(
      listingQuerySchema.parse({ lat: '12.9352', lng: '77.6245', sortBy: 'rating' }),
    );
    expect(listing.body.data).toEqual(expected.data);
    expect(seen[0]?.url.pathname).toBe('/api/restaurants');
    expect(JSON.parse(seen[0]?.url.searchParams.get('filters') ?? '{}')).toEqual({ sortBy: 'rating' });

    // The upstream issued the token; the update is forwarded with it and the upstream checks it.
    const next = await call(update.POST, '/api/update', {
      body: {
        lat: 12.9352,
        lng: 77.6245,
        nextOffset: listing.body.data.pageOffset.nextOffset,
        widgetOffset: {},
        filters: {},
        _csrf: listing.body.csrfToken,
      },
    });
    expect(next.status).toBe(200);
    expect(card(next.body.data.cards, 'restaurant_grid_listing').gridElements.infoWithStyle.restaurants).toHaveLength(
      16,
    );
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: { _csrf: listing.body.csrfToken } });

    expect((await call(preSearch.GET, `/api/pre_search?${koramangala}`)).body).toEqual(
      await local.preSearch({ lat: 12.9352, lng: 77.6245 }),
    );
    expect((await call(menu.GET, `/api/menu?${koramangala}&restaurantId=101859&query=`)).body).toEqual(
      await local.menu({ lat: 12.9352, lng: 77.6245, restaurantId: '101859', query: '' }),
    );
    const coll = await call(
      collection.GET,
      `/api/collection?${koramangala}&collection=biryani&tags=layout_CCS_Biryani&type=rcv2&offset=0&page_type=null`,
    );
    expect(coll.body.data.cards[0].card.card.title).toBe('Biryani');
    expect(queryOf(seen.at(-1)?.url as URL)).toEqual({
      lat: '12.9352',
      lng: '77.6245',
      collection: 'biryani',
      tags: 'layout_CCS_Biryani',
      type: 'rcv2',
      offset: '0',
      page_type: 'null',
    });
    expect((await call(singleRestaurant.GET, `/api/single_restaurant?${koramangala}&str=Biryani`)).status).toBe(200);
    expect(
      (await call(searchedRestaurant.GET, `/api/searched_restaurant?${koramangala}&restaurantId=101859&query=`)).status,
    ).toBe(200);
  });

  it('encodes every parameter', async () => {
    const str = 'biryani & kebab?=#/ ₹ "x"';
    const { status } = await call(
      searchRestaurants.GET,
      `/api/search_restaurants?${koramangala}&str=${encodeURIComponent(str)}`,
    );
    expect(status).toBe(200);
    expect(seen[0]?.url.pathname).toBe('/api/search_restaurants');
    expect(queryOf(seen[0]?.url as URL)).toEqual({ lat: '12.9352', lng: '77.6245', str });
  });

  it('validates input before forwarding', async () => {
    const { status } = await call(
      searchRestaurants.GET,
      `/api/search_restaurants?${koramangala}&str=${'a'.repeat(201)}`,
    );
    expect(status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it('passes the upstream’s 4xx verdicts through', async () => {
    const { status, body } = await call(menu.GET, `/api/menu?${koramangala}&restaurantId=42&query=`);
    expect(status).toBe(404);
    expect(body.error).toContain('restaurantId');
  });

  it('answers a clear 502 when the upstream fails, times out, answers junk or is gone', async () => {
    mode = 'fail';
    let response = await call(preSearch.GET, `/api/pre_search?${koramangala}`);
    expect(response.status).toBe(502);
    expect(response.body.error).toMatch(/upstream catalog failed \/api\/pre_search with 503/);
    mode = 'garbage';
    response = await call(preSearch.GET, `/api/pre_search?${koramangala}`);
    expect(response.status).toBe(502);
    expect(response.body.error).toMatch(/no JSON body/);
    mode = 'slow';
    response = await call(preSearch.GET, `/api/pre_search?${koramangala}`);
    expect(response.status).toBe(502);
    expect(response.body.error).toMatch(/did not answer \/api\/pre_search within 500 ms/);
    const gone = createUpstreamBackend({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    await expect(gone.preSearch({ lat: 1, lng: 1 })).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/unreachable/),
    });
  });

  it('is chosen by CATALOG_UPSTREAM', async () => {
    const backend = backendFromEnv({ CATALOG_UPSTREAM: baseUrl });
    const body = await backend.preSearch({ lat: 12.9352, lng: 77.6245 });
    expect(body.data.cards[0]?.card.card.id).toBe('popular_cuisines');
    expect(seen).toHaveLength(1);
    expect(() => backendFromEnv({ CATALOG_UPSTREAM: 'ftp://example.com' })).toThrow(/http/);
  });
});
