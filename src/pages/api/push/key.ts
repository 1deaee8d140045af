/** GET /api/push/key: the public key a browser subscribes with. */
import { pushKeyRoute } from '#src/server/push/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = pushKeyRoute;
