/** GET /api/favourites: the signed-in diner's favourite restaurants with their cards as seen from lat, lng. */
import { createFavouriteRoutes } from '#src/server/favourites/routes.ts';
import { getFavouritesService } from '#src/server/favourites/runtime.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** The route and a 405 for every other method. */
export const { GET, ALL } = createFavouriteRoutes(getFavouritesService).list;
