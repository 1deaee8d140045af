/** POST /api/checkout/quote: the bill the cart would have as an order with this address and coupon. */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** The bill, the coupon's verdict and any address problem. */
export const POST = orderRoutes.quote;
/** Any other method: 405. */
export const ALL = allowOnly('POST');
