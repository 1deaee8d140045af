/** GET /api/reviews?restaurantId=&cursor=: a restaurant's rating summary and one page of its reviews, newest first. */
import { reviewReadRoutes } from '#src/server/reviews/reviewReadPageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = reviewReadRoutes.list;
