/**
 * The catalog endpoints of this process, one entry per page module under src/pages/api: each
 * validates its query or body and asks the configured backend (src/server/catalog/runtime.ts).
 * Every answer depends on the diner's point or text, so none is prebuilt.
 */
import { endpoint } from '../endpoint.ts';
import { json, jsonText } from '../http.ts';
import {
  collectionQuerySchema,
  listingQuerySchema,
  menuQuerySchema,
  pointQuerySchema,
  searchedRestaurantQuerySchema,
  textQuerySchema,
  updateBodySchema,
} from './params.ts';
import { getCatalogBackend } from './runtime.ts';

/** The catalog's routes. */
export const catalogRoutes = {
  /** GET /api/restaurants: carousels, filters, the first 16 restaurants and the link lists, or the unserviceable marker; data.cards, data.pageOffset, csrfToken. */
  restaurants: endpoint({
    method: 'GET',
    query: listingQuerySchema,
    handle: async ({ query }) => jsonText(await getCatalogBackend().listingJson(query)),
  }),
  /**
   * POST /api/update, JSON body { lat, lng, nextOffset, widgetOffset, filters, seoParams, page_type, _csrf }:
   * the next 16 restaurants in a restaurant_grid_listing card; 403 without a csrfToken this server issued.
   */
  update: endpoint({
    method: 'POST',
    body: updateBodySchema,
    handle: async ({ body }) => json(await getCatalogBackend().update(body)),
  }),
  /** GET /api/menu: RestaurantInfo card, Offers card, then the REGULAR group of menu sections; 404 for an unknown restaurant. */
  menu: endpoint({
    method: 'GET',
    query: menuQuerySchema,
    handle: async ({ query }) => json(await getCatalogBackend().menu(query)),
  }),
  /** GET /api/collection: a CollectionMasthead card, then the collection's restaurants near the point; 404 for an unknown collection. */
  collection: endpoint({
    method: 'GET',
    query: collectionQuerySchema,
    handle: async ({ query }) => json(await getCatalogBackend().collection(query)),
  }),
  /** GET /api/pre_search: one 'popular_cuisines' card in data.cards. */
  preSearch: endpoint({
    method: 'GET',
    query: pointQuerySchema,
    handle: async ({ query }) => json(await getCatalogBackend().preSearch(query)),
  }),
  /** GET /api/search_restaurants: up to 10 suggestions (restaurants, dishes, cuisines) in data.suggestions, with data.query. */
  searchRestaurants: endpoint({
    method: 'GET',
    query: textQuerySchema,
    handle: async ({ query }) => jsonText(await getCatalogBackend().suggestionsJson(query)),
  }),
  /** GET /api/single_restaurant: RESTAURANT and DISH groups in data.cards[0].groupedCard.cardGroupMap, near the point only. */
  singleRestaurant: endpoint({
    method: 'GET',
    query: textQuerySchema,
    handle: async ({ query }) => json(await getCatalogBackend().singleSearch(query)),
  }),
  /** GET /api/searched_restaurant: the DISH group of the restaurant's matching dishes; 404 for an unknown restaurant. */
  searchedRestaurant: endpoint({
    method: 'GET',
    query: searchedRestaurantQuerySchema,
    handle: async ({ query }) => json(await getCatalogBackend().searchedRestaurant(query)),
  }),
};
