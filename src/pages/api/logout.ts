/** POST /api/logout: ends the storefront session. */
import { accountsContext } from '#src/server/accounts/runtime.ts';
import { logoutEndpoint } from '#src/server/accounts/accounts.ts';
import { endpoint } from '#src/server/endpoint.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** Ends the storefront session. */
export const { POST, ALL } = endpoint({
  method: 'POST',
  plainBadRequest: true,
  handle: async ({ context }) => logoutEndpoint(context.request, await accountsContext()),
});
