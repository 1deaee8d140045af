/** POST /api/login: logs in the phone verified by the Appwrite JWT in the body. */
import { accountRoutes } from '#src/server/accounts/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = accountRoutes.login;
