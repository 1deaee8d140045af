/** GET /api/health: 200 once the host has started and the database answers; 503 while starting, stopping or during a database outage. */
import { healthRoutes } from '#src/server/health.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = healthRoutes;
