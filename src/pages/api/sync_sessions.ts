/** POST /api/sync_sessions: ends the storefront sessions whose identity session the diner logged out. */
import { accountMessages } from '#src/lib/accountTypes.ts';
import { accountsContext } from '#src/server/accounts/runtime.ts';
import { syncSessions, syncSessionsBody } from '#src/server/accounts/accounts.ts';
import { endpoint } from '#src/server/endpoint.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** `{ ended }`: how many storefront sessions ended. */
export const { POST, ALL } = endpoint({
  method: 'POST',
  body: syncSessionsBody,
  signIn: accountMessages.profileSignIn,
  plainBadRequest: true,
  handle: async ({ body, user }) => syncSessions(user, body.jwt, await accountsContext()),
});
