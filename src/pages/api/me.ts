/** GET /api/me: the signed-in user, or 401. */
import { accountsContext } from '../../server/accounts/runtime.ts';
import { meEndpoint } from '../../server/accounts/accounts.ts';
import { allowOnly, handler } from '../../server/http.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** The signed-in user, or 401. */
export const GET = handler(async ({ request }) => meEndpoint(request, await accountsContext()));

/** Any other method: 405. */
export const ALL = allowOnly('GET');
