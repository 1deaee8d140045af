/** POST /api/fleet/events: a kitchen's or rider's news of an order, believed only when X-Thalify-Signature matches. */
import { allowOnly } from '#src/server/http.ts';
import { fleetRoute } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** Moves the order on and records its rider, position and estimate. */
export const POST = fleetRoute;
/** Any other method: 405. */
export const ALL = allowOnly('POST');
