/** GET /api/orders/{id}: one of the diner's orders (another diner's is a 404). */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** The order. */
export const GET = orderRoutes.get;
/** Any other method: 405. */
export const ALL = allowOnly('GET');
