/** POST /api/operator/reviews: operators list reviews hidden after reports, and show, hide or remove one, believed only when X-Thalify-Signature matches. */
import { moderationRoute } from '#src/server/reviews/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = moderationRoute;
