/** POST /api/fleet/events: a kitchen's or rider's news of an order, believed only when X-Thalify-Signature matches. */
import { fleetRoute } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = fleetRoute;
