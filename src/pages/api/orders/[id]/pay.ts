/** POST /api/orders/{id}/pay: Pays again after a failed attempt, or resumes one left unfinished at the gateway. */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** Pays again after a failed attempt, or resumes one left unfinished at the gateway. */
export const POST = orderRoutes.payAgain;
/** Any other method: 405. */
export const ALL = allowOnly('POST');
