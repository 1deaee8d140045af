/** GET /api/menu?lat&lng&restaurantId&query: the spec's restaurant-menu call (its path is not named by the spec). */
import { catalogRoutes } from '#src/server/catalog/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = catalogRoutes.menu;
