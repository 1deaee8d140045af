/**
 * The storefront's own session: a random token in an httpOnly, SameSite=Lax cookie, stored in
 * the database only as its SHA-256, valid 30 days. `findSessionUser` is what the middleware
 * calls to put the user in `locals.user`.
 */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { vegModeOf } from '#src/lib/vegRules.ts';
import type { Db } from '../db/db.ts';
import { getDb } from '../db/runtime.ts';
import { isProduction } from '../identity/config.ts';
import { sha256Hex } from '../identity/keys.ts';
import { heldSessions, sessionsChanged, type CachedSession, type SessionCache } from './sessionCache.ts';
import { sessionToken, storefrontSessionLifetimeMs } from './sessionCookie.ts';

export {
  clearedSessionCookie,
  sessionCookie,
  sessionCookieName,
  sessionToken,
  storefrontSessionLifetimeMs,
} from './sessionCookie.ts';

/** The identity session a storefront session was opened with: the embedded service's, or a real Appwrite's. */
export interface SessionOrigin {
  identitySessionId?: string | undefined;
  remoteSessionId?: string | undefined;
}

/**
 * Starts a session for `userId`, remembering the identity session it was opened with (ended
 * with it at logout); returns the token for the cookie. Expired sessions are swept here.
 */
export async function startSession(db: Db, userId: string, now: Date, origin: SessionOrigin = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM user_sessions WHERE expires_at <= $1::timestamptz', [now.toISOString()]);
  await db.query(
    'INSERT INTO user_sessions (token_hash, user_id, created_at, expires_at, identity_session_id, remote_session_id) VALUES ($1, $2, $3::timestamptz, $4::timestamptz, $5, $6)',
    [
      sha256Hex(token),
      userId,
      now.toISOString(),
      new Date(now.getTime() + storefrontSessionLifetimeMs).toISOString(),
      origin.identitySessionId ?? null,
      origin.remoteSessionId ?? null,
    ],
  );
  return token;
}

/** Ends the session of `token`; answers the identity session it was opened with, if any. */
export async function endSession(db: Db, token: string): Promise<{ identitySessionId: string | null } | null> {
  const tokenHash = sha256Hex(token);
  const row = (
    await db.query<{ identity_session_id: string | null }>(
      'DELETE FROM user_sessions WHERE token_hash = $1 RETURNING identity_session_id',
      [tokenHash],
    )
  ).rows[0];
  sessionsChanged(db, { tokenHash });
  return row ? { identitySessionId: row.identity_session_id } : null;
}

/** The live session of a token hash, with when it ends, or undefined. */
async function liveSession(db: Db, tokenHash: string, now: Date): Promise<CachedSession | undefined> {
  const row = (
    await db.query<{
      id: string;
      phone: string;
      name: string;
      email: string;
      database: string;
      veg_mode: string | null;
      expires_at: Date;
    }>(
      'SELECT u.id, u.phone, u.name, u.email, u.database, u.veg_mode, s.expires_at FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > $2::timestamptz',
      [tokenHash, now.toISOString()],
    )
  ).rows[0];
  if (!row) return undefined;
  const user: SessionUser = {
    userId: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    database: row.database,
  };
  if (row.veg_mode !== null) user.vegMode = vegModeOf(row.veg_mode);
  return { user, expiresAt: new Date(row.expires_at).getTime() };
}

/** The user of a live session token, or null; `cache` (when given) answers for sessions it holds. */
export async function userForToken(
  db: Db,
  token: string,
  now: Date,
  cache?: SessionCache,
): Promise<SessionUser | null> {
  const tokenHash = sha256Hex(token);
  const load = () => liveSession(db, tokenHash, now);
  const session = cache ? await cache.read(tokenHash, load, (held) => held.expiresAt > now.getTime()) : await load();
  // A copy: the held session is shared by every request that presents the token.
  return session ? { ...session.user } : null;
}

/** What getSessionUser uses; each defaults to the process's own (tests pass their own). */
export interface SessionDeps {
  db?: Db;
  now?: () => Date;
  production?: boolean;
  /** Held sessions to answer from; the process's own when `db` is not given, none otherwise. */
  cache?: SessionCache;
}

/**
 * The signed-in user of a request, or null. Takes the Request or anything holding it (Astro's
 * APIContext / middleware context). Without a well-formed session cookie it answers null without
 * touching the database, so anonymous page views never open it; a session the process holds is
 * answered without it too. Throws when the database fails.
 */
export async function findSessionUser(
  source: Request | { request: Request },
  deps: SessionDeps = {},
): Promise<SessionUser | null> {
  const request = source instanceof Request ? source : source.request;
  const token = sessionToken(request, deps.production ?? isProduction());
  if (!token) return null;
  const db = deps.db ?? (await getDb());
  const cache = deps.cache ?? (deps.db ? undefined : heldSessions.for(db));
  return userForToken(db, token, (deps.now ?? (() => new Date()))(), cache);
}

/** As findSessionUser, but a failed lookup (logged) counts as signed out. Never throws. */
export async function getSessionUser(
  source: Request | { request: Request },
  deps: SessionDeps = {},
): Promise<SessionUser | null> {
  try {
    return await findSessionUser(source, deps);
  } catch (error) {
    console.error('[accounts] session lookup failed', error);
    return null;
  }
}
