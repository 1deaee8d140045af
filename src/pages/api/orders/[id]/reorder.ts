/** POST /api/orders/{id}/reorder: Refills the cart with the order’s dishes at today’s prices. */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** Refills the cart with the order’s dishes at today’s prices. */
export const POST = orderRoutes.reorder;
/** Any other method: 405. */
export const ALL = allowOnly('POST');
