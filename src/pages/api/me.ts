/** GET /api/me: the signed-in user; 401 when signed out, 503 when the session could not be read. */
import { accountRoutes } from '#src/server/accounts/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = accountRoutes.me;
