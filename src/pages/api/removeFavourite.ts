/** POST /api/removeFavourite: removes one of the signed-in diner's favourites (404 when it is not theirs). */
import { favouriteRoutes } from '#src/server/favourites/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = favouriteRoutes.remove;
