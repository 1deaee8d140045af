/** GET /api/orders (the diner's orders, newest first) and POST /api/orders (place the cart as an order, `Idempotency-Key` header). */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** The diner's orders. */
export const GET = orderRoutes.list;
/** Places the cart as an order. */
export const POST = orderRoutes.place;
/** Any other method: 405. */
export const ALL = allowOnly('GET', 'POST');
