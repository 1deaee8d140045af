/** GET /api/collection?lat&lng&collection&tags&type&offset&page_type: the spec's collection call (its path is not named by the spec). */
import { catalogRoutes } from '#src/server/catalog/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = catalogRoutes.collection;
