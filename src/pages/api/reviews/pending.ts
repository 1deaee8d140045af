/** GET /api/reviews/pending: the diner's delivered orders waiting for a rating (at most 3, newest first). */
import { reviewRoutes } from '#src/server/reviews/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = reviewRoutes.pending;
