/** POST /api/orders/{id}/tip: Starts a tip for the rider of a delivered order, paid on its own (100% to the rider). */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = orderRoutes.tip;
