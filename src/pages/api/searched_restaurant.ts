/** GET /api/searched_restaurant?lat&lng&restaurantId&query: one restaurant's dishes matching the query. restaurantId arrives already shortened: the spec's client drops its first four characters before sending (see searchedRestaurantQuerySchema). */
import { catalogRoutes } from '#src/server/catalog/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = catalogRoutes.searchedRestaurant;
