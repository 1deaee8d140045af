/** GET /api/me: the signed-in user (401 when signed out, 503 when the session could not be read); PATCH /api/me: saves the account's veg-only mode. */
import { accountRoutes } from '#src/server/accounts/pageRoutes.ts';

/** The routes, and 405 for any other method. */
export const { GET, PATCH, ALL } = accountRoutes.me;
