/** POST /api/orders/{id}/pay: Starts a new payment attempt after a failed one. */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** Starts a new payment attempt after a failed one. */
export const POST = orderRoutes.payAgain;
/** Any other method: 405. */
export const ALL = allowOnly('POST');
