/** POST /api/reviews/photos: a review photo's bytes, checked and kept as WebP; answers its id and URL. */
import { reviewRoutes } from '#src/server/reviews/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = reviewRoutes.uploadPhoto;
