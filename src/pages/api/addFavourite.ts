/** POST /api/addFavourite: saves a restaurant as a favourite of the signed-in diner. */
import { createFavouriteRoutes } from '#src/server/favourites/routes.ts';
import { getFavouritesService } from '#src/server/favourites/runtime.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** The route and a 405 for every other method. */
export const { POST, ALL } = createFavouriteRoutes(getFavouritesService).add;
