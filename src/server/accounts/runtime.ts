/** The account endpoints' per-process parts, built once for the Astro routes. */
import { identityConfig } from '../identity/config.ts';
import { getIdentityRuntime } from '../identity/runtime.ts';
import type { AccountsContext } from './accounts.ts';
import { appwriteVerifier, embeddedVerifier } from './verify.ts';

/**
 * The context of an account request: the process's database and, as verifier, the embedded
 * identity service or, with APPWRITE_ENDPOINT, the real Appwrite.
 */
export async function accountsContext(): Promise<AccountsContext> {
  const identity = await getIdentityRuntime();
  const config = identityConfig();
  const verifier = identity.embedded ? embeddedVerifier(identity.db, identity.keys) : appwriteVerifier(config.endpoint, config.projectId);
  return { db: identity.db, verifier, production: identity.production, now: () => new Date() };
}
