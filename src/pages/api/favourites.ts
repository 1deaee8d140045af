/** GET /api/favourites: the signed-in diner's favourite restaurants with their cards as seen from lat, lng. */
import { favouriteRoutes } from '#src/server/favourites/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = favouriteRoutes.list;
