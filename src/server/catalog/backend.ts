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
import { HttpError } from '../http/http.ts';
import { AnswerCache, answerCell, type AnswerCacheStats } from './answerCache.ts';
import type { Catalog } from './catalog.ts';
import type { Point } from './geo.ts';
import type { HeldAnswerSource } from './heldAnswers.ts';
import { issueCsrfToken, verifyCsrfToken } from './csrf.ts';
import { listingStamp } from './liveStamp.ts';
import { decodePageToken } from './pageToken.ts';
import type { RestaurantFacts } from './restaurantFacts.ts';
import type { RatingPrior } from '#src/lib/reviewRules.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { requestLocale } from '../i18n/requestLocale.ts';
import {
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
  /** What an order needs to know about a restaurant for a diner at `point` (restaurantFacts.ts); undefined when unknown. */
  restaurantFacts(restaurantId: string, point: Point): Promise<RestaurantFacts | undefined>;
  /** A restaurant's rating before verified ratings move it (ratings.ts), and how many it stands for; undefined when unknown. */
  ratingPrior(restaurantId: string): Promise<RatingPrior | undefined>;
}

/** Where a restaurant is asked about when no diner's point is given (prices, a saved restaurant's card): India's centre. */
export const pricingPoint = { lat: 20.5937, lng: 78.9629 } as const;

/** Text held by the answer cache: about 300 listings or several thousand suggestion lists. */
export const answerCacheBytes = 8 * 1024 * 1024;

/** The filters as a key: the same filters in any order give the same key. */
function filtersKey(filters: ListingQuery['filters']): string {
  return `${filters.sortBy ?? ''}|${[...(filters.facets ?? [])].sort().join(',')}|${filters.cuisine ?? ''}|${filters.vegMode ?? 'all'}`;
}

/** A point-taking request with its point moved to the centre of the point's answer cell. */
function inCell<Q extends Point>(query: Q): Q {
  return { ...query, ...answerCell(query) };
}

/**
 * A backend that answers every point it is asked about as the centre of the point's answer cell
 * (about 110 m across): the listing and its later pages, suggestions, searches, menus, collections,
 * a saved restaurant's card and an order's restaurant facts. One rule in one place, so neighbours
 * share an answer and a page drawn for the cell (src/server/pageCache/template.ts), a card on page 2
 * is measured from where page 1's were, and the distance and fee of a card, its menu and the
 * bill are the same. Every member is listed, so a new method must say whether it takes a point.
 */
export function answeredPerCell(backend: CatalogBackend): CatalogBackend {
  const { held } = backend;
  return {
    version: backend.version,
    ...(backend.cacheStats ? { cacheStats: backend.cacheStats } : {}),
    ...(held
      ? {
          held: {
            heldListing: (query, locale) => held.heldListing(inCell(query), locale),
            heldSuggestions: (query, locale) => held.heldSuggestions(inCell(query), locale),
          },
        }
      : {}),
    listing: (query) => backend.listing(inCell(query)),
    listingJson: (query) => backend.listingJson(inCell(query)),
    update: (body) => backend.update(inCell(body)),
    preSearch: (query) => backend.preSearch(inCell(query)),
    suggestions: (query) => backend.suggestions(inCell(query)),
    suggestionsJson: (query) => backend.suggestionsJson(inCell(query)),
    singleSearch: (query) => backend.singleSearch(inCell(query)),
    searchedRestaurant: (query) => backend.searchedRestaurant(inCell(query)),
    menu: (query) => backend.menu(inCell(query)),
    collection: (query) => backend.collection(inCell(query)),
    dish: (restaurantId, dishId) => backend.dish(restaurantId, dishId),
    restaurant: (restaurantId, point) => backend.restaurant(restaurantId, inCell(point)),
    restaurantFacts: (restaurantId, point) => backend.restaurantFacts(restaurantId, inCell(point)),
    ratingPrior: (restaurantId) => backend.ratingPrior(restaurantId),
  };
}

/**
 * The embedded catalog behind the endpoint interface; `secret` signs the CSRF tokens and
 * `version` (the catalog's version) keys the answer cache. Every point is answered for the
 * centre of its answer cell (`answeredPerCell`).
 */
export function createLocalBackend(catalog: Catalog, secret: string, version = 'local'): CatalogBackend {
  const answers = new AnswerCache(version, answerCacheBytes);
  const withToken = (data: string) => `{"data":${data},"csrfToken":${JSON.stringify(issueCsrfToken(secret))}}`;
  const pointOf = (query: Point): Point => ({ lat: query.lat, lng: query.lng });
  // Listings show open states, fees and loads of the moment: their keys carry it (liveStamp.ts).
  // Answers are worded in the request's language: every key carries it, so no language's
  // answer is given to another's request.
  const listingKey = (query: ListingQuery, locale: Locale) =>
    `${locale}|listing|${listingStamp(catalog.now())}|${query.lat},${query.lng}|${filtersKey(query.filters)}`;
  const suggestionsKey = (query: TextQuery, locale: Locale) =>
    `${locale}|suggestions|${query.lat},${query.lng}|${query.vegMode ?? 'all'}|${query.str}`;
  const unknownRestaurant = (id: string) => new HttpError(404, `restaurantId: no restaurant "${id}"`);
  return answeredPerCell({
    version,
    async listing(query) {
      return { data: catalog.home(pointOf(query), query.filters), csrfToken: issueCsrfToken(secret) };
    },
    async listingJson(query) {
      return withToken(
        answers.get(listingKey(query, requestLocale()), () => catalog.home(pointOf(query), query.filters)),
      );
    },
    async suggestionsJson(query) {
      return answers.get(suggestionsKey(query, requestLocale()), () =>
        catalog.suggestions(pointOf(query), query.str, query.vegMode),
      );
    },
    held: {
      heldListing(query, locale = 'en') {
        const data = answers.held(listingKey(query, locale));
        return data === undefined ? undefined : withToken(data);
      },
      heldSuggestions: (query, locale = 'en') => answers.held(suggestionsKey(query, locale)),
    },
    cacheStats: () => answers.stats(),
    async update(body) {
      if (!verifyCsrfToken(secret, body._csrf))
        throw new HttpError(
          403,
          '_csrf: is missing or not a token this server issued; take the csrfToken of GET /api/address or GET /api/restaurants',
        );
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
      const data = catalog.page(pointOf(body), state.offset, filters, state.at);
      return { data, csrfToken: issueCsrfToken(secret) };
    },
    preSearch: async (query) => catalog.preSearch(pointOf(query)),
    suggestions: async (query) => catalog.suggestions(pointOf(query), query.str, query.vegMode),
    singleSearch: async (query) => catalog.singleSearch(pointOf(query), query.str, query.vegMode),
    async searchedRestaurant(query) {
      const found = catalog.searchInRestaurant(pointOf(query), plainRestaurantId(query.restaurantId), query.query);
      if (!found) throw unknownRestaurant(query.restaurantId);
      return found;
    },
    async menu(query) {
      const found = catalog.menu(plainRestaurantId(query.restaurantId), pointOf(query), query.query);
      if (!found) throw unknownRestaurant(query.restaurantId);
      return found;
    },
    async collection(query) {
      const found = catalog.collectionRestaurants(query.collection, pointOf(query), query.offset, query.vegMode);
      if (!found) throw new HttpError(404, `collection: no collection "${query.collection}"`);
      return found;
    },
    dish: async (restaurantId, dishId) => catalog.dish(restaurantId, dishId),
    restaurant: async (restaurantId, point) => catalog.getRestaurant(plainRestaurantId(restaurantId), point),
    restaurantFacts: async (restaurantId, point) => catalog.restaurantFacts(plainRestaurantId(restaurantId), point),
    ratingPrior: async (restaurantId) => catalog.ratingPrior(plainRestaurantId(restaurantId)),
  });
}
