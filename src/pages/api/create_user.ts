/** POST /api/create_user: signs up the phone verified by the Appwrite JWT in the body. */
import { accountsContext } from '../../server/accounts/runtime.ts';
import { createUserEndpoint } from '../../server/accounts/accounts.ts';
import { allowOnly, handler } from '../../server/http.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** Signs up the phone verified by the Appwrite JWT in the body. */
export const POST = handler(async ({ request }) => createUserEndpoint(request, await accountsContext()));

/** Any other method: 405. */
export const ALL = allowOnly('POST');
