/** POST /api/update: the next page of the home listing (fired when the diner reaches the grid's end). */
import { catalogRoutes } from '#src/server/catalog/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = catalogRoutes.update;
