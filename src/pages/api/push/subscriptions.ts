/** POST, GET and DELETE /api/push/subscriptions: a diner's device following their order. */
import { pushSubscriptionsRoute } from '#src/server/push/pageRoutes.ts';

/** The routes, and 405 for any other method. */
export const { GET, POST, DELETE, ALL } = pushSubscriptionsRoute;
