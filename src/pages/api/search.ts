/** GET /api/search?search=<text>: place suggestions for the location box and panel. */
import { placeRoutes } from '#src/server/places/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = placeRoutes.search;
