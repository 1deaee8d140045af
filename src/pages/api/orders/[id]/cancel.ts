/** POST /api/orders/{id}/cancel: Cancels the order before preparing (a paid one is refunded). */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** Cancels the order before preparing (a paid one is refunded). */
export const POST = orderRoutes.cancel;
/** Any other method: 405. */
export const ALL = allowOnly('POST');
