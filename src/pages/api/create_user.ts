/** POST /api/create_user: signs up the phone verified by the Appwrite JWT in the body. */
import { accountsContext } from '#src/server/accounts/runtime.ts';
import { createUserEndpoint } from '#src/server/accounts/accounts.ts';
import { endpoint } from '#src/server/endpoint.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** Signs up the phone verified by the Appwrite JWT in the body. */
export const { POST, ALL } = endpoint({
  method: 'POST',
  plainBadRequest: true,
  handle: async ({ context }) => createUserEndpoint(context.request, await accountsContext()),
});
