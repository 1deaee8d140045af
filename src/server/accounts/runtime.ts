/** The account endpoints' per-process parts, built once for the Astro routes. */
import { APPWRITE_API_KEY } from 'astro:env/server';
import { identityConfig } from '../identity/config.ts';
import { getIdentityRuntime, identityEnv } from '../identity/runtime.ts';
import type { AccountsContext } from './accounts.ts';
import { appwriteVerifier, embeddedVerifier } from './verify.ts';

/**
 * The context of an account request: the process's database and, as verifier, the embedded
 * identity service or, with APPWRITE_ENDPOINT, the real Appwrite (with APPWRITE_API_KEY, a
 * server key with the users.read scope, it also accepts the session object of the spec's payloads).
 */
export async function accountsContext(): Promise<AccountsContext> {
  const identity = await getIdentityRuntime();
  const config = identityConfig(identityEnv);
  const verifier = identity.embedded
    ? embeddedVerifier(identity.db, identity.keys, config.projectId)
    : appwriteVerifier(config.endpoint, config.projectId, fetch, APPWRITE_API_KEY);
  return { db: identity.db, verifier, production: identity.production, now: () => new Date() };
}
