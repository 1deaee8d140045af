/** GET /api/menu?lat&lng&restaurantId&query: the spec's restaurant-menu call (its path is not named by the spec). */
import { endpoint } from '#src/server/endpoint.ts';
import { json } from '#src/server/http.ts';
import { getCatalogBackend } from '#src/server/catalog/runtime.ts';
import { menuQuerySchema } from '#src/server/catalog/params.ts';

/** Answered per request, never prebuilt: the answer depends on the diner's point. */
export const prerender = false;

/** RestaurantInfo card, Offers card, then the REGULAR group of menu sections; 404 for an unknown restaurant. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  query: menuQuerySchema,
  handle: async ({ query }) => json(await getCatalogBackend().menu(query)),
});
