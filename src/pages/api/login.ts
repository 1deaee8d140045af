/** POST /api/login: logs in the phone verified by the Appwrite JWT in the body. */
import { accountsContext } from '#src/server/accounts/runtime.ts';
import { loginEndpoint } from '#src/server/accounts/accounts.ts';
import { endpoint } from '#src/server/endpoint.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** Logs in the phone verified by the Appwrite JWT in the body. */
export const { POST, ALL } = endpoint({
  method: 'POST',
  plainBadRequest: true,
  handle: async ({ context }) => loginEndpoint(context.request, await accountsContext()),
});
