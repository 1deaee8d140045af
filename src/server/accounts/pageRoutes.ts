/** The account routes of this process, built once, one entry per page module under src/pages/api. */
import { createAccountRoutes } from './routes.ts';
import { accountsContext } from './runtime.ts';

/** POST /api/create_user, /api/login, /api/logout, /api/update_profile, /api/sync_sessions and GET /api/me. */
export const accountRoutes = createAccountRoutes(accountsContext);
