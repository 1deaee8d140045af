/** GET /api/orders/in-progress: `{ count }` of the diner's orders on their way (the profile menu's badge). */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = orderRoutes.inProgress;
