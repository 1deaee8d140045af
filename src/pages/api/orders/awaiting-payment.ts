/** GET /api/orders/awaiting-payment: `{ order }`, the diner's latest order still waiting for its online payment, or null. */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = orderRoutes.awaitingPayment;
