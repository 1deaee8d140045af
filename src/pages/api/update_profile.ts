/** POST /api/update_profile: the storefront account takes the name and email of the identity account. */
import { accountMessages } from '#src/lib/accountTypes.ts';
import { accountsContext } from '#src/server/accounts/runtime.ts';
import { updateProfile, updateProfileBody } from '#src/server/accounts/accounts.ts';
import { endpoint } from '#src/server/endpoint.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** `{ user }` with the new name and email. */
export const { POST, ALL } = endpoint({
  method: 'POST',
  body: updateProfileBody,
  signIn: accountMessages.profileSignIn,
  plainBadRequest: true,
  handle: async ({ body, user }) => updateProfile(user, body.updatedUser.jwt, await accountsContext()),
});
