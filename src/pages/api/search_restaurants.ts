/** GET /api/search_restaurants?lat&lng&str: typo-tolerant suggestions as the diner types. */
import { catalogRoutes } from '#src/server/catalog/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = catalogRoutes.searchRestaurants;
