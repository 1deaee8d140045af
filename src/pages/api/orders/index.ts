/** GET /api/orders (the diner's orders, newest first) and POST /api/orders (place the cart as an order, `Idempotency-Key` header). */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The routes, and 405 for any other method. */
export const { GET, POST, ALL } = orderRoutes.orders;
