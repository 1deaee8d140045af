/** GET /api/menu?lat&lng&restaurantId&query: the spec's restaurant-menu call (its path is not named by the spec). */
import { allowOnly, handler, json, parseQuery } from '../../server/http.ts';
import { getCatalogBackend } from '../../server/catalog/instance.ts';
import { menuQuerySchema } from '../../server/catalog/params.ts';

/** Answered per request, never prebuilt: the answer depends on the diner's point. */
export const prerender = false;

/** RestaurantInfo card, Offers card, then the REGULAR group of menu sections; 404 for an unknown restaurant. */
export const GET = handler(async ({ url }) => json(await getCatalogBackend().menu(parseQuery(url, menuQuerySchema))));

/** Any other method: 405. */
export const ALL = allowOnly('GET');
