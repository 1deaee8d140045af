/** The review routes of this process, built once, one entry per page module under src/pages/api. */
import { routesOf } from '../http/endpoint.ts';
import { createReviewRoutes } from './routes.ts';
import { getReviewService } from './runtime.ts';

const reviews = createReviewRoutes(getReviewService);

/** The review routes; `orderReview` is GET, POST, PATCH and DELETE /api/orders/{id}/review together. */
export const reviewRoutes = {
  ...reviews,
  orderReview: routesOf(routesOf(reviews.view, reviews.write), routesOf(reviews.edit, reviews.remove)),
};
