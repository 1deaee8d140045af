/** GET /api/single_restaurant?lat&lng&str: the search results for a chosen suggestion. */
import { catalogRoutes } from '#src/server/catalog/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = catalogRoutes.singleRestaurant;
