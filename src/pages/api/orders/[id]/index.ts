/** GET /api/orders/{id}: one of the diner's orders (another diner's is a 404). */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = orderRoutes.get;
