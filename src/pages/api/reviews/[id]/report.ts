/** POST /api/reviews/{id}/report: reports another diner's review (counted once per diner). */
import { reviewRoutes } from '#src/server/reviews/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = reviewRoutes.report;
