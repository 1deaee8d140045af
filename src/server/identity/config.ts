/** Where the identity service is and which project it serves, from the environment its runtime.ts modules read. */

/** The variables the identity configuration is made from (`astro:env`, read in a runtime.ts). */
export interface IdentityEnv {
  APPWRITE_ENDPOINT?: string | undefined;
  APPWRITE_PROJECT_ID?: string | undefined;
}

/** What the sign-in client needs to build its Appwrite `Client`. */
export interface IdentityConfig {
  /**
   * `/v1` for the embedded service (resolve it against `location.origin`: the SDK's
   * `setEndpoint` wants an absolute URL), or the real Appwrite endpoint from APPWRITE_ENDPOINT.
   */
  endpoint: string;
  /** APPWRITE_PROJECT_ID, default `thalify`; sent as X-Appwrite-Project. */
  projectId: string;
}

/** The embedded service's base path. */
export const embeddedEndpoint = '/v1';

/** Reads APPWRITE_ENDPOINT and APPWRITE_PROJECT_ID; throws at start on an endpoint that is not http(s). */
export function identityConfig(env: IdentityEnv): IdentityConfig {
  const projectId = env.APPWRITE_PROJECT_ID?.trim() || 'thalify';
  const remote = env.APPWRITE_ENDPOINT?.trim().replace(/\/+$/, '');
  if (!remote) return { endpoint: embeddedEndpoint, projectId };
  if (!/^https?:\/\/[^/]/.test(remote))
    throw new Error(`APPWRITE_ENDPOINT must be an http(s) URL such as https://cloud.appwrite.io/v1, got "${remote}"`);
  return { endpoint: remote, projectId };
}

/** Whether the embedded identity service answers (no APPWRITE_ENDPOINT configured). */
export function isEmbeddedIdentity(env: IdentityEnv): boolean {
  return identityConfig(env).endpoint === embeddedEndpoint;
}

/** Production: a built server, or NODE_ENV=production (from which Vite sets import.meta.env.PROD). */
export function isProduction(): boolean {
  return import.meta.env.PROD === true;
}
