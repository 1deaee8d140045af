/** GET /api/pre_search?lat&lng: popular cuisines for the empty search page. */
import { catalogRoutes } from '#src/server/catalog/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = catalogRoutes.preSearch;
