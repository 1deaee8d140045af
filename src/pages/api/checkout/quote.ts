/** POST /api/checkout/quote: the bill the cart would have as an order with this address and coupon. */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = orderRoutes.quote;
