/** POST /api/orders/{id}/cancel: Cancels the order before preparing (a paid one is refunded). */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = orderRoutes.cancel;
