/**
 * Verifies the Appwrite session behind a sign-up or login, never trusting an id from the body:
 * either a JWT from `account.createJWT()`, or the session object verifying the OTP returned,
 * accepted only when the caller also presents that session's own secret.
 */
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import type { IdentityKeys } from '../identity/keys.ts';
import { identitySessionValue, sessionFromCookieValue, sessionFromJwt } from '../identity/sessions.ts';

/** The account a valid JWT belongs to. */
export interface VerifiedAccount {
  id: string;
  phone: string;
  name: string;
  email: string;
  /** The identity session the JWT was minted from, when the service can end it for us. */
  sessionId?: string;
  /** A real Appwrite's session the JWT or session object belongs to. */
  remoteSessionId?: string;
}

/** What a body's session object claims: its `$id`, its `userId` and the phone signing in. */
export interface SessionClaim {
  sessionId: string;
  userId: string;
  phone: string;
}

/** Checks a JWT, or a claimed session, against the identity service. */
export interface AccountVerifier {
  /** The JWT's account, or null when the JWT is forged, expired or its session has ended. */
  verify(jwt: string, now: Date): Promise<VerifiedAccount | null>;
  /**
   * The account of the claimed session, or null unless the session is live, belongs to
   * `userId`, is a phone session of `phone`, and `request` carries that session's own secret.
   */
  verifySession(claim: SessionClaim, request: Request, now: Date): Promise<VerifiedAccount | null>;
  /** Ends an identity session (logout), so JWTs minted from it stop working. */
  endSession(sessionId: string): Promise<void>;
  /**
   * The ids of the account's live sessions at a real Appwrite, read with the JWT; null where the
   * session table already ends storefront sessions with their identity session (embedded).
   */
  liveSessionIds(jwt: string): Promise<string[] | null>;
}

/** The embedded service's verifier: our signature or our session cookie, and the session still live in the DB. */
export function embeddedVerifier(db: Db, keys: IdentityKeys, projectId = 'thalify'): AccountVerifier {
  return {
    async verify(jwt, now) {
      const auth = await sessionFromJwt(db, keys, jwt, now);
      return auth
        ? {
            id: auth.user.id,
            phone: auth.user.phone,
            name: auth.user.name,
            email: auth.user.email,
            sessionId: auth.session.id,
          }
        : null;
    },
    async endSession(sessionId) {
      await db.query('DELETE FROM identity_sessions WHERE id = $1', [sessionId]);
    },
    // Ending an embedded identity session ends its storefront sessions in the same statement.
    liveSessionIds: async () => null,
    async verifySession(claim, request, now) {
      // The cookie's secret proves the caller holds the session; the claim must name that very one.
      const auth = await sessionFromCookieValue(db, identitySessionValue(request, projectId), now);
      if (
        !auth ||
        auth.session.id !== claim.sessionId ||
        auth.user.id !== claim.userId ||
        auth.user.phone !== claim.phone
      )
        return null;
      return {
        id: auth.user.id,
        phone: auth.user.phone,
        name: auth.user.name,
        email: auth.user.email,
        sessionId: auth.session.id,
      };
    },
  };
}

/** How long the real Appwrite may take to answer before the sign-in fails with 502. */
const remoteTimeoutMs = 5000;

/** The `sessionId` claim of a JWT Appwrite has just accepted (its signature is Appwrite's to check). */
function jwtSessionId(jwt: string): string | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const id = field(claims, 'sessionId');
    return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** A field of an unknown JSON object. */
function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/**
 * A real Appwrite's verifier. A JWT: GET {endpoint}/account with X-Appwrite-JWT, Appwrite checks
 * everything. A session object: with the server API key (APPWRITE_API_KEY) the users API lists
 * the user's sessions, which must hold a live phone session of this `$id` and phone; the
 * caller's session secret (the Appwrite session cookie or X-Fallback-Cookies value) must then
 * open that same session (GET /account/sessions/current with X-Appwrite-Session).
 */
export function appwriteVerifier(
  endpoint: string,
  projectId: string,
  fetchImpl: typeof fetch = fetch,
  apiKey?: string,
): AccountVerifier {
  /**
   * A GET on Appwrite: the JSON body, null for 404 (and for 401/403 unless `refusalIsFault`:
   * a refused server key is a configuration fault, not a diner's), a 502 for anything else.
   */
  async function get(path: string, headers: Record<string, string>, refusalIsFault = false): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${endpoint}${path}`, {
        headers: { 'x-appwrite-project': projectId, accept: 'application/json', ...headers },
        signal: AbortSignal.timeout(remoteTimeoutMs),
      });
    } catch (error) {
      console.error(`[accounts] Appwrite unreachable: ${error instanceof Error ? error.message : String(error)}`);
      throw new HttpError(502, 'The sign-in service could not be reached. Please try again.');
    }
    const refused = response.status === 401 || response.status === 403;
    if (response.status === 404 || (refused && !refusalIsFault)) return null;
    if (!response.ok) {
      const hint = refused ? ' (APPWRITE_API_KEY needs the users.read scope)' : '';
      console.error(
        `[accounts] Appwrite answered ${response.status} to GET ${path.replace(/\/users\/[^/]+/, '/users/{userId}')}${hint}`,
      );
      throw new HttpError(502, 'The sign-in service could not verify you. Please try again.');
    }
    const body: unknown = await response.json().catch(() => null);
    if (typeof body !== 'object' || body === null)
      throw new HttpError(502, 'The sign-in service gave an unexpected answer. Please try again.');
    return body;
  }

  return {
    async verifySession(claim, request, now) {
      if (!apiKey) {
        console.warn(
          '[accounts] a sign-in sent a session object, but APPWRITE_API_KEY is not set: only JWTs can be verified',
        );
        return null;
      }
      const secret = identitySessionValue(request, projectId);
      if (!secret || secret.length > 4096) return null;
      const list = await get(`/users/${encodeURIComponent(claim.userId)}/sessions`, { 'x-appwrite-key': apiKey }, true);
      const sessions = field(list, 'sessions');
      const session = Array.isArray(sessions) ? sessions.find((s) => field(s, '$id') === claim.sessionId) : undefined;
      const expire = Date.parse(String(field(session, 'expire') ?? ''));
      if (
        !session ||
        field(session, 'userId') !== claim.userId ||
        field(session, 'provider') !== 'phone' ||
        field(session, 'providerUid') !== claim.phone ||
        !(expire > now.getTime())
      )
        return null;
      const held = await get('/account/sessions/current', { 'x-appwrite-session': secret });
      if (field(held, '$id') !== claim.sessionId || field(held, 'userId') !== claim.userId) return null;
      return { id: claim.userId, phone: claim.phone, name: '', email: '', remoteSessionId: claim.sessionId };
    },

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
      const remoteSessionId = jwtSessionId(jwt);
      return {
        id: account.$id,
        phone: account.phone,
        name: typeof account.name === 'string' ? account.name : '',
        email: typeof account.email === 'string' ? account.email : '',
        ...(remoteSessionId ? { remoteSessionId } : {}),
      };
    },

    async liveSessionIds(jwt) {
      const list = await get('/account/sessions', { 'x-appwrite-jwt': jwt });
      const sessions = field(list, 'sessions');
      if (list === null || !Array.isArray(sessions))
        throw new HttpError(502, 'The sign-in service gave an unexpected answer. Please try again.');
      return sessions.map((s) => field(s, '$id')).filter((id): id is string => typeof id === 'string');
    },
    // A real Appwrite's session can only be ended with its own credentials: the browser's SDK
    // ends it (account.deleteSession) when the diner logs out, and its JWTs live 15 minutes.
    async endSession() {},
  };
}
