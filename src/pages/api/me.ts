/** GET /api/me: the signed-in user; 401 when signed out, 503 when the session could not be read. */
import { accountMessages } from '../../lib/accountTypes.ts';
import { userRecord } from '../../server/accounts/accounts.ts';
import { endpoint } from '../../server/endpoint.ts';
import { json } from '../../server/http.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** `{ user }` of the session the middleware found. */
export const { GET, ALL } = endpoint({ method: 'GET', signIn: accountMessages.notSignedIn, plainBadRequest: true, handle: ({ user }) => json({ user: userRecord(user) }) });
