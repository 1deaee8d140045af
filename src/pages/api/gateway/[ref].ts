/** POST /api/gateway/{ref}: the simulated gateway page's Approve and Decline buttons; answers the signed callback. */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = orderRoutes.gatewayDecision;
