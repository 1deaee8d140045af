/** POST /api/logout: ends the storefront session. */
import { accountsContext } from '../../server/accounts/runtime.ts';
import { logoutEndpoint } from '../../server/accounts/accounts.ts';
import { allowOnly, handler } from '../../server/http.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** Ends the storefront session. */
export const POST = handler(async ({ request }) => logoutEndpoint(request, await accountsContext()));

/** Any other method: 405. */
export const ALL = allowOnly('POST');
