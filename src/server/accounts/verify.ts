/**
 * Verifies the Appwrite session behind a sign-up or login: the client sends a JWT from
 * `account.createJWT()`, never a user id we would have to trust.
 */
import type { Db } from '../db/db.ts';
import { HttpError } from '../http.ts';
import type { IdentityKeys } from '../identity/keys.ts';
import { sessionFromJwt } from '../identity/sessions.ts';

/** The account a valid JWT belongs to. */
export interface VerifiedAccount {
  id: string;
  phone: string;
  name: string;
  email: string;
  /** The identity session the JWT was minted from, when the service can end it for us. */
  sessionId?: string;
}

/** Checks a JWT against the identity service. */
export interface AccountVerifier {
  /** The JWT's account, or null when the JWT is forged, expired or its session has ended. */
  verify(jwt: string, now: Date): Promise<VerifiedAccount | null>;
  /** Ends an identity session (logout), so JWTs minted from it stop working. */
  endSession(sessionId: string): Promise<void>;
}

/** The embedded service's verifier: our signature, not expired, and the session still live in the DB. */
export function embeddedVerifier(db: Db, keys: IdentityKeys): AccountVerifier {
  return {
    async verify(jwt, now) {
      const auth = await sessionFromJwt(db, keys, jwt, now);
      return auth ? { id: auth.user.id, phone: auth.user.phone, name: auth.user.name, email: auth.user.email, sessionId: auth.session.id } : null;
    },
    async endSession(sessionId) {
      await db.query('DELETE FROM identity_sessions WHERE id = $1', [sessionId]);
    },
  };
}

/** How long the real Appwrite may take to answer before the sign-in fails with 502. */
const remoteTimeoutMs = 5000;

/** A real Appwrite's verifier: GET {endpoint}/account with X-Appwrite-JWT; Appwrite checks everything. */
export function appwriteVerifier(endpoint: string, projectId: string, fetchImpl: typeof fetch = fetch): AccountVerifier {
  return {
    async verify(jwt) {
      let response: Response;
      try {
        response = await fetchImpl(`${endpoint}/account`, {
          headers: { 'x-appwrite-project': projectId, 'x-appwrite-jwt': jwt, accept: 'application/json' },
          signal: AbortSignal.timeout(remoteTimeoutMs),
        });
      } catch (error) {
        console.error(`[accounts] Appwrite unreachable: ${error instanceof Error ? error.message : String(error)}`);
        throw new HttpError(502, 'The sign-in service could not be reached. Please try again.');
      }
      if (response.status === 401 || response.status === 403) return null;
      if (!response.ok) {
        console.error(`[accounts] Appwrite answered ${response.status} to GET /account`);
        throw new HttpError(502, 'The sign-in service could not verify you. Please try again.');
      }
      const body: unknown = await response.json().catch(() => null);
      const account = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      if (typeof account.$id !== 'string' || typeof account.phone !== 'string') {
        throw new HttpError(502, 'The sign-in service gave an unexpected answer. Please try again.');
      }
      return {
        id: account.$id,
        phone: account.phone,
        name: typeof account.name === 'string' ? account.name : '',
        email: typeof account.email === 'string' ? account.email : '',
      };
    },
    // A real Appwrite's session can only be ended with its own credentials: the browser's SDK
    // ends it (account.deleteSession) when the diner logs out, and its JWTs live 15 minutes.
    async endSession() {},
  };
}
