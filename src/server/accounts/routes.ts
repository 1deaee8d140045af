/**
 * The account endpoints (POST /api/create_user, /api/login, /api/logout, /api/update_profile,
 * /api/sync_sessions, GET and PATCH /api/me) over the context `context()` resolves to (the process's, or a
 * test's). Their texts carry no "Bad Request: " prefix.
 */
import { accountMessages } from '#src/lib/accountTypes.ts';
import { endpoint, routesOf } from '../http/endpoint.ts';
import { json } from '../http/http.ts';
import {
  accountSettingsBody,
  type AccountsContext,
  logIn,
  saveAccountSettings,
  logOut,
  signUp,
  syncSessions,
  syncSessionsBody,
  updateProfile,
  updateProfileBody,
  userRecord,
} from './accounts.ts';

/** The account routes, one page module each. */
export function createAccountRoutes(context: () => Promise<AccountsContext>) {
  /** A POST whose whole work is `work` over the request and the context. */
  const posting = (work: (request: Request, ctx: AccountsContext) => Promise<Response>) =>
    endpoint({
      method: 'POST',
      plainBadRequest: true,
      handle: async ({ context: { request } }) => work(request, await context()),
    });
  return {
    /** Signs up the phone verified by the Appwrite JWT in the body. */
    createUser: posting(signUp),
    /** Logs in the phone verified by the Appwrite JWT in the body. */
    login: posting(logIn),
    /** Ends the storefront session. */
    logout: posting(logOut),
    /**
     * GET: `{ user }` of the session the middleware found; 401 when signed out, 503 when the session
     * could not be read. PATCH: saves the account's settings (`{ vegMode }`), answering `{ user }`.
     */
    me: routesOf(
      endpoint({
        method: 'GET',
        signIn: accountMessages.notSignedIn,
        plainBadRequest: true,
        handle: ({ user }) => json({ user: userRecord(user) }),
      }),
      endpoint({
        method: 'PATCH',
        body: accountSettingsBody,
        signIn: accountMessages.profileSignIn,
        plainBadRequest: true,
        handle: async ({ body, user }) => saveAccountSettings(user, body, await context()),
      }),
    ),
    /** `{ user }` with the name and email the identity account now has. */
    updateProfile: endpoint({
      method: 'POST',
      body: updateProfileBody,
      signIn: accountMessages.profileSignIn,
      plainBadRequest: true,
      handle: async ({ body, user }) => updateProfile(user, body.updatedUser.jwt, await context()),
    }),
    /** `{ ended }`: how many storefront sessions ended. */
    syncSessions: endpoint({
      method: 'POST',
      body: syncSessionsBody,
      signIn: accountMessages.profileSignIn,
      plainBadRequest: true,
      handle: async ({ body, user }) => syncSessions(user, body.jwt, await context()),
    }),
  };
}
