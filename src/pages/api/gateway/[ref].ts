/** POST /api/gateway/{ref}: the simulated gateway page's Approve and Decline buttons; answers the signed callback. */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** Records the diner's decision at the gateway. */
export const POST = orderRoutes.gatewayDecision;
/** Any other method: 405. */
export const ALL = allowOnly('POST');
