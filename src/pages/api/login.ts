/** POST /api/login: logs in the phone verified by the Appwrite JWT in the body. */
import { accountsContext } from '../../server/accounts/runtime.ts';
import { loginEndpoint } from '../../server/accounts/accounts.ts';
import { allowOnly, handler } from '../../server/http.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** Logs in the phone verified by the Appwrite JWT in the body. */
export const POST = handler(async ({ request }) => loginEndpoint(request, await accountsContext()));

/** Any other method: 405. */
export const ALL = allowOnly('POST');
