/** GET /api/restaurants?lat&lng[&filters|sortBy|facets|cuisine]: the home listing's first page. */
import { catalogRoutes } from '#src/server/catalog/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = catalogRoutes.restaurants;
