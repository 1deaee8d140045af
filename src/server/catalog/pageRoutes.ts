/**
 * The catalog endpoints of this process, one entry per page module under src/pages/api: each
 * validates its query or body and asks the configured backend (src/server/catalog/runtime.ts).
 * Every answer depends on the diner's point or text, so none is prebuilt.
 */
import type { z } from 'astro/zod';
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

/** A GET endpoint of the catalog: its query's schema, and the answer for a valid query. */
function catalogGet<S extends z.ZodType>(query: S, answer: (query: z.infer<S>) => Promise<Response>) {
  // The query is validated by then; its type is the schema's, which a generic schema cannot show.
  return endpoint({ method: 'GET', query, handle: ({ query }) => answer(query as z.infer<S>) });
}

/** The catalog's routes. */
export const catalogRoutes = {
  /** GET /api/restaurants: carousels, filters, the first 16 restaurants and the link lists, or the unserviceable marker; data.cards, data.pageOffset, csrfToken. */
  restaurants: catalogGet(listingQuerySchema, async (query) => jsonText(await getCatalogBackend().listingJson(query))),
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
  menu: catalogGet(menuQuerySchema, async (query) => json(await getCatalogBackend().menu(query))),
  /** GET /api/collection: a CollectionMasthead card, then the collection's restaurants near the point; 404 for an unknown collection. */
  collection: catalogGet(collectionQuerySchema, async (query) => json(await getCatalogBackend().collection(query))),
  /** GET /api/pre_search: one 'popular_cuisines' card in data.cards. */
  preSearch: catalogGet(pointQuerySchema, async (query) => json(await getCatalogBackend().preSearch(query))),
  /** GET /api/search_restaurants: up to 10 suggestions (restaurants, dishes, cuisines) in data.suggestions, with data.query. */
  searchRestaurants: catalogGet(textQuerySchema, async (query) =>
    jsonText(await getCatalogBackend().suggestionsJson(query)),
  ),
  /** GET /api/single_restaurant: RESTAURANT and DISH groups in data.cards[0].groupedCard.cardGroupMap, near the point only. */
  singleRestaurant: catalogGet(textQuerySchema, async (query) => json(await getCatalogBackend().singleSearch(query))),
  /** GET /api/searched_restaurant: the DISH group of the restaurant's matching dishes; 404 for an unknown restaurant. */
  searchedRestaurant: catalogGet(searchedRestaurantQuerySchema, async (query) =>
    json(await getCatalogBackend().searchedRestaurant(query)),
  ),
};
