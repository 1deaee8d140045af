/** POST /api/sync_sessions: ends the storefront sessions whose identity session the diner logged out. */
import { accountRoutes } from '#src/server/accounts/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = accountRoutes.syncSessions;
