/** POST /api/addFavourite: saves a restaurant as a favourite of the signed-in diner. */
import { favouriteRoutes } from '#src/server/favourites/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = favouriteRoutes.add;
