/** The identity client: the appwrite SDK pointed at the embedded `/v1` service or a real Appwrite. */
import { Account, Client } from 'appwrite';
import { APPWRITE_ENDPOINT, APPWRITE_PROJECT_ID } from 'astro:env/client';
import { pageLocale } from '#src/i18n/client.ts';

/** Project id of the identity service (Appwrite's X-Appwrite-Project). */
export const projectId = APPWRITE_PROJECT_ID ?? 'thalify';

let account: Account | undefined;

/**
 * The Account API of the identity service, created on first use; its calls name the page's
 * language (X-Appwrite-Locale), so the service can word its answers in it.
 */
export function identityAccount(): Account {
  if (!account) {
    const endpoint = APPWRITE_ENDPOINT ?? `${window.location.origin}/v1`;
    account = new Account(new Client().setEndpoint(endpoint).setProject(projectId).setLocale(pageLocale()));
  }
  return account;
}
