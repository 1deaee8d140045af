/**
 * What the catalog endpoints call: one interface, answered by the embedded catalog (default) or
 * forwarded to an HTTP backend that speaks the same shapes (CATALOG_UPSTREAM). The endpoints
 * validate input first, so both implementations receive clean, typed requests.
 */
import type {
  CollectionResponse,
  DishWithRestaurant,
  ListingResponse,
  MenuResponse,
  PreSearchResponse,
  RestaurantCard,
  SingleSearchResponse,
  SuggestionsResponse,
} from '#src/lib/catalogTypes.ts';
import { restaurantPath } from '#src/lib/links.ts';
import { HttpError } from '../http.ts';
import { AnswerCache, answerCell, type AnswerCacheStats } from './answerCache.ts';
import type { Catalog } from './catalog.ts';
import type { HeldAnswerSource } from './heldAnswers.ts';
import { issueCsrfToken, verifyCsrfToken } from './csrf.ts';
import { decodePageToken } from './pageToken.ts';
import { menuDishLookup } from './upstreamDishes.ts';
import {
  menuQuerySchema,
  plainRestaurantId,
  type CollectionQuery,
  type ListingQuery,
  type MenuQuery,
  type PointQuery,
  type SearchedRestaurantQuery,
  type TextQuery,
  type UpdateBody,
} from './params.ts';

/** The product backend's catalog reads. Errors are HttpErrors (4xx for bad input, 502 upstream). */
export interface CatalogBackend {
  /** GET /api/restaurants. */
  listing(query: ListingQuery): Promise<ListingResponse>;
  /** GET /api/restaurants as the JSON text of its answer (served from the answer cache when held). */
  listingJson(query: ListingQuery): Promise<string>;
  /** POST /api/update. */
  update(body: UpdateBody): Promise<ListingResponse>;
  /** GET /api/pre_search. */
  preSearch(query: PointQuery): Promise<PreSearchResponse>;
  /** GET /api/search_restaurants. */
  suggestions(query: TextQuery): Promise<SuggestionsResponse>;
  /** GET /api/search_restaurants as the JSON text of its answer (served from the answer cache when held). */
  suggestionsJson(query: TextQuery): Promise<string>;
  /** The catalog's version, when its answers change only with it (the embedded catalog only). */
  version?: string;
  /** How often the answer cache answered (the embedded catalog only). */
  cacheStats?(): AnswerCacheStats;
  /** Cached answers only, never built (the embedded catalog only; see heldAnswers.ts). */
  held?: HeldAnswerSource;
  /** GET /api/single_restaurant. */
  singleSearch(query: TextQuery): Promise<SingleSearchResponse>;
  /** GET /api/searched_restaurant. */
  searchedRestaurant(query: SearchedRestaurantQuery): Promise<SingleSearchResponse>;
  /** GET /api/menu. */
  menu(query: MenuQuery): Promise<MenuResponse>;
  /** GET /api/collection. */
  collection(query: CollectionQuery): Promise<CollectionResponse>;
  /** One dish of a restaurant, for the cart; undefined when the restaurant or the dish is unknown. */
  dish(restaurantId: string, dishId: string): Promise<DishWithRestaurant | undefined>;
  /** One restaurant's card with its delivery estimate from `point` (favourites); undefined when unknown. */
  restaurant(restaurantId: string, point: { lat: number; lng: number }): Promise<RestaurantCard | undefined>;
}

/** Text held by the answer cache: about 300 listings or several thousand suggestion lists. */
export const answerCacheBytes = 8 * 1024 * 1024;

/** The filters as a key: the same filters in any order give the same key. */
function filtersKey(filters: ListingQuery['filters']): string {
  return `${filters.sortBy ?? ''}|${[...(filters.facets ?? [])].sort().join(',')}|${filters.cuisine ?? ''}`;
}

/**
 * The embedded catalog behind the endpoint interface; `secret` signs the CSRF tokens and
 * `version` (the catalog's version) keys the answer cache. The listing, the suggestions, a menu
 * (the page's, the API's and checkout's) and a saved restaurant's card are answered for the centre of the point's answer cell
 * (about 110 m across), which is what lets neighbours share an answer and a page drawn for the
 * cell (src/server/pageCache/template.ts), and keeps the distance and fee of a card, its menu and
 * the bill the same.
 */
export function createLocalBackend(catalog: Catalog, secret: string, version = 'local'): CatalogBackend {
  const answers = new AnswerCache(version, answerCacheBytes);
  const withToken = (data: string) => `{"data":${data},"csrfToken":${JSON.stringify(issueCsrfToken(secret))}}`;
  const listingKey = (query: ListingQuery, cell: { lat: number; lng: number }) =>
    `listing|${cell.lat},${cell.lng}|${filtersKey(query.filters)}`;
  const suggestionsKey = (query: TextQuery, cell: { lat: number; lng: number }) =>
    `suggestions|${cell.lat},${cell.lng}|${query.str}`;
  return {
    version,
    async listing(query) {
      return { data: catalog.home(answerCell(query), query.filters), csrfToken: issueCsrfToken(secret) };
    },
    async listingJson(query) {
      const cell = answerCell(query);
      return withToken(answers.get(listingKey(query, cell), () => catalog.home(cell, query.filters)));
    },
    async suggestionsJson(query) {
      const cell = answerCell(query);
      return answers.get(suggestionsKey(query, cell), () => catalog.suggestions(cell, query.str));
    },
    held: {
      heldListing(query) {
        const data = answers.held(listingKey(query, answerCell(query)));
        return data === undefined ? undefined : withToken(data);
      },
      heldSuggestions(query) {
        return answers.held(suggestionsKey(query, answerCell(query)));
      },
    },
    cacheStats: () => answers.stats(),
    async update(body) {
      if (!verifyCsrfToken(secret, body._csrf))
        throw new HttpError(
          403,
          '_csrf: is missing or not a token this server issued; take the csrfToken of GET /api/address or GET /api/restaurants',
        );
      const point = { lat: body.lat, lng: body.lng };
      if (body.nextOffset === null) {
        // The previous page was the last: answer an empty last page rather than an error.
        return {
          data: { cards: [], pageOffset: { nextOffset: null, widgetOffset: {} } },
          csrfToken: issueCsrfToken(secret),
        };
      }
      const state = decodePageToken(body.nextOffset);
      if (!state) throw new HttpError(400, 'nextOffset: is not a page token this server issued');
      // The spec's client sends an empty filters object: the token's filters then stand.
      const filters = body.filters && Object.keys(body.filters).length ? body.filters : state.filters;
      return { data: catalog.page(point, state.offset, filters), csrfToken: issueCsrfToken(secret) };
    },
    async preSearch(query) {
      return catalog.preSearch({ lat: query.lat, lng: query.lng });
    },
    async suggestions(query) {
      return catalog.suggestions(answerCell(query), query.str);
    },
    async singleSearch(query) {
      return catalog.singleSearch({ lat: query.lat, lng: query.lng }, query.str);
    },
    async searchedRestaurant(query) {
      const found = catalog.searchInRestaurant(
        { lat: query.lat, lng: query.lng },
        plainRestaurantId(query.restaurantId),
        query.query,
      );
      if (!found) throw new HttpError(404, `restaurantId: no restaurant "${query.restaurantId}"`);
      return found;
    },
    async menu(query) {
      const found = catalog.menu(plainRestaurantId(query.restaurantId), answerCell(query), query.query);
      if (!found) throw new HttpError(404, `restaurantId: no restaurant "${query.restaurantId}"`);
      return found;
    },
    async collection(query) {
      const found = catalog.collectionRestaurants(query.collection, { lat: query.lat, lng: query.lng }, query.offset);
      if (!found) throw new HttpError(404, `collection: no collection "${query.collection}"`);
      return found;
    },
    async dish(restaurantId, dishId) {
      return catalog.dish(restaurantId, dishId);
    },
    async restaurant(restaurantId, point) {
      return catalog.getRestaurant(plainRestaurantId(restaurantId), answerCell(point));
    },
  };
}

/** Options of the upstream client. */
export interface UpstreamOptions {
  /** Base URL of the backend, e.g. https://catalog.internal:8443 (paths /api/... are appended). */
  baseUrl: string;
  /** Milliseconds before a call is abandoned with a 502. */
  timeoutMs?: number;
  /** The fetch to use (tests inject one; defaults to the global fetch). */
  fetch?: typeof fetch;
}

/** Default upstream timeout: a listing that takes longer is better reported than waited for. */
export const defaultUpstreamTimeoutMs = 5000;

/** Where the upstream's menu is asked for when only prices are needed: India's centre. */
export const pricingPoint = { lat: 20.5937, lng: 78.9629 } as const;

type Params = Record<string, string | number | boolean | null | undefined>;

/** An HTTP backend with the same endpoints and shapes behind the endpoint interface. */
export function createUpstreamBackend(options: UpstreamOptions): CatalogBackend {
  let base: URL;
  try {
    base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  } catch {
    throw new Error(`CATALOG_UPSTREAM is not a valid URL: ${options.baseUrl}`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new Error(`CATALOG_UPSTREAM must be an http(s) URL: ${options.baseUrl}`);
  const timeoutMs = options.timeoutMs ?? defaultUpstreamTimeoutMs;
  const doFetch = options.fetch ?? fetch;

  async function call<T>(path: string, init: { params?: Params; body?: unknown }): Promise<T> {
    const url = new URL(`api/${path}`, base);
    // URLSearchParams encodes every value, so no input can change the path or add parameters.
    for (const [key, value] of Object.entries(init.params ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value === null ? 'null' : String(value));
    }
    let response: Response;
    try {
      response = await doFetch(url, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers:
          init.body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        body: init.body === undefined ? null : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new HttpError(
        502,
        timedOut
          ? `upstream catalog did not answer /api/${path} within ${timeoutMs} ms`
          : `upstream catalog is unreachable for /api/${path}`,
      );
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new HttpError(502, `upstream catalog answered /api/${path} with ${response.status} and no JSON body`);
    }
    if (response.status >= 400 && response.status < 500) {
      // The upstream's own verdict on the input (404 unknown restaurant, 403 bad token...) passes through.
      const message =
        payload && typeof payload === 'object' && typeof (payload as { error?: unknown }).error === 'string'
          ? (payload as { error: string }).error
          : `upstream refused /api/${path}`;
      throw new HttpError(response.status, message.replace(/^Bad Request: /, ''));
    }
    if (!response.ok) throw new HttpError(502, `upstream catalog failed /api/${path} with ${response.status}`);
    if (!payload || typeof payload !== 'object' || !('data' in payload))
      throw new HttpError(502, `upstream catalog answered /api/${path} without data`);
    return payload as T;
  }

  return {
    listing(q) {
      return call('restaurants', {
        params: {
          lat: q.lat,
          lng: q.lng,
          'is-seo-homepage-enabled': q.seoHomepage ? 'true' : undefined,
          page_type: q.pageType,
          filters: Object.keys(q.filters).length ? JSON.stringify(q.filters) : undefined,
        },
      });
    },
    update(body) {
      // Forward what the client sent; the upstream issued the token and checks it.
      return call('update', { body });
    },
    preSearch(q) {
      return call('pre_search', { params: { lat: q.lat, lng: q.lng } });
    },
    suggestions(q) {
      return call('search_restaurants', { params: { lat: q.lat, lng: q.lng, str: q.str } });
    },
    async listingJson(q) {
      return JSON.stringify(await this.listing(q));
    },
    async suggestionsJson(q) {
      return JSON.stringify(await this.suggestions(q));
    },
    singleSearch(q) {
      return call('single_restaurant', { params: { lat: q.lat, lng: q.lng, str: q.str } });
    },
    searchedRestaurant(q) {
      return call('searched_restaurant', {
        params: { lat: q.lat, lng: q.lng, restaurantId: q.restaurantId, query: q.query },
      });
    },
    menu(q) {
      return call('menu', { params: { lat: q.lat, lng: q.lng, restaurantId: q.restaurantId, query: q.query } });
    },
    collection(q) {
      return call('collection', {
        params: {
          lat: q.lat,
          lng: q.lng,
          collection: q.collection,
          tags: q.tags,
          type: q.type,
          offset: q.offset,
          page_type: q.page_type,
        },
      });
    },
    dish: menuDishLookup(async (restaurantId) => {
      // The upstream names dishes only in menus. Prices do not depend on the point, so any
      // valid one (India's centre) is sent; an id it refuses or does not know is no restaurant.
      const query = menuQuerySchema.safeParse({ ...pricingPoint, restaurantId, query: '' });
      if (!query.success) return undefined;
      try {
        return await call<MenuResponse>('menu', { params: { ...query.data } });
      } catch (error) {
        if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return undefined;
        throw error;
      }
    }),
    async restaurant(restaurantId, point) {
      // The upstream describes one restaurant only in its menu: its RestaurantInfo card.
      const query = menuQuerySchema.safeParse({ ...point, restaurantId, query: '' });
      if (!query.success) return undefined;
      let menu: MenuResponse;
      try {
        menu = await call<MenuResponse>('menu', { params: { ...query.data } });
      } catch (error) {
        if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return undefined;
        throw error;
      }
      for (const entry of menu.data.cards) {
        if (!('card' in entry) || entry.card.card['@type'] !== 'RestaurantInfo') continue;
        const info = entry.card.card.info;
        return {
          info: {
            id: info.id,
            name: info.name,
            cloudinaryImageId: info.cloudinaryImageId,
            avgRating: info.avgRating,
            avgRatingString: info.avgRatingString,
            totalRatingsString: info.totalRatingsString,
            cuisines: info.cuisines,
            areaName: info.areaName,
            locality: info.locality,
            costForTwo: info.costForTwoMessage,
            costForTwoAmount: 0,
            veg: info.veg,
            sla: info.sla,
            slugs: info.slugs,
          },
          cta: { text: '', link: restaurantPath(info) },
        };
      }
      return undefined;
    },
  };
}
