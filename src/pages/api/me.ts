/** GET /api/me: the signed-in user; 401 when signed out, 503 when the session could not be read. */
import { accountMessages } from '#src/lib/accountTypes.ts';
import { userRecord } from '#src/server/accounts/accounts.ts';
import { endpoint } from '#src/server/endpoint.ts';
import { json } from '#src/server/http.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** `{ user }` of the session the middleware found. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  signIn: accountMessages.notSignedIn,
  plainBadRequest: true,
  handle: ({ user }) => json({ user: userRecord(user) }),
});
