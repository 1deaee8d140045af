/** POST /api/logout: ends the storefront session. */
import { accountRoutes } from '#src/server/accounts/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = accountRoutes.logout;
