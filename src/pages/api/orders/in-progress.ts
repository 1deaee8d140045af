/** GET /api/orders/in-progress: `{ count }` of the diner's orders on their way (the profile menu's badge). */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** How many of the diner's orders are on their way. */
export const GET = orderRoutes.inProgress;
/** Any other method: 405. */
export const ALL = allowOnly('GET');
