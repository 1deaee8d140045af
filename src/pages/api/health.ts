/** GET /api/health: 200 once the database, identity keys, orders and catalog are open; 503 during a database outage. */
import { healthRoutes } from '#src/server/health.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = healthRoutes;
