/** The push routes of this process, built once, one entry per page module under src/pages/api/push. */
import { createPushRoutes } from './routes.ts';
import { pushRouteDeps } from './runtime.ts';

const routes = createPushRoutes(pushRouteDeps);

/** GET /api/push/key: the server's public VAPID key. */
export const pushKeyRoute = routes.key;

/** POST, GET and DELETE /api/push/subscriptions. */
export const pushSubscriptionsRoute = routes.subscriptions;
