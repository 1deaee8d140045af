/** POST /api/payments/{id}/callback: what the gateway handed the browser after paying; believed only with a valid signature. */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** Records the payment's outcome and answers the order. */
export const POST = orderRoutes.paymentCallback;
/** Any other method: 405. */
export const ALL = allowOnly('POST');
