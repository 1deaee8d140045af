/** POST /api/orders/{id}/reorder: Refills the cart with the order’s dishes at today’s prices. */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = orderRoutes.reorder;
