/** GET /api/orders/awaiting-payment: `{ order }`, the diner's latest order still waiting for its online payment, or null. */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** The order waiting for payment. */
export const GET = orderRoutes.awaitingPayment;
/** Any other method: 405. */
export const ALL = allowOnly('GET');
