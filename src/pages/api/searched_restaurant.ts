/** GET /api/searched_restaurant?lat&lng&restaurantId&query: one restaurant's dishes matching the query. restaurantId arrives already shortened: the spec's client drops its first four characters before sending (see searchedRestaurantQuerySchema). */
import { endpoint } from '#src/server/endpoint.ts';
import { json } from '#src/server/http.ts';
import { getCatalogBackend } from '#src/server/catalog/runtime.ts';
import { searchedRestaurantQuerySchema } from '#src/server/catalog/params.ts';

/** Answered per request, never prebuilt: the answer depends on the diner's point. */
export const prerender = false;

/** The DISH group of the restaurant's matching dishes; 404 for an unknown restaurant. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  query: searchedRestaurantQuerySchema,
  handle: async ({ query }) => json(await getCatalogBackend().searchedRestaurant(query)),
});
