/** GET, POST, PATCH and DELETE /api/orders/{id}/review: the rating form's view, and writing, changing or deleting the order's review. */
import { reviewRoutes } from '#src/server/reviews/pageRoutes.ts';

/** The routes, and 405 for any other method. */
export const { GET, POST, PATCH, DELETE, ALL } = reviewRoutes.orderReview;
