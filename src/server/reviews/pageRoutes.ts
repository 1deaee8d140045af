/** The review routes of this process, built once, one entry per page module under src/pages/api. */
import { operatorSecret } from '../http/operatorSecret.ts';
import { routesOf } from '../http/endpoint.ts';
import { createModerationRoute } from './moderationRoutes.ts';
import { createReviewRoutes } from './routes.ts';
import { getModeration, getReviewService } from './runtime.ts';

const reviews = createReviewRoutes(getReviewService);

/** The review routes; `orderReview` is GET, POST, PATCH and DELETE /api/orders/{id}/review together. */
export const reviewRoutes = {
  ...reviews,
  orderReview: routesOf(routesOf(reviews.view, reviews.write), routesOf(reviews.edit, reviews.remove)),
};

/** POST /api/operator/reviews: the operators' call on reported reviews (OPERATOR_SECRET). */
export const moderationRoute = createModerationRoute(getModeration, operatorSecret);
