/** GET /api/fleet/orders/{id}: the rider's view of an order (address, instructions, no-contact, tip), signed with X-Thalify-Signature. */
import { fleetOrderRoute } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = fleetOrderRoute;
