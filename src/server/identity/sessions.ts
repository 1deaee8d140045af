/** Users and sessions of the embedded identity service, and the JWTs minted from sessions. */
import type { Db } from '../db/db.ts';
import { signJwt, verifyJwt } from './jwt.ts';
import { randomHex, randomSecret, sameDigest, sha256Hex, type IdentityKeys } from './keys.ts';
import { readCookie } from './requestSecurity.ts';
import { maxUserAgentLength } from './devices.ts';
import { sessionsEnded } from './sessionsEnded.ts';

/** How long a sign-in session lasts. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** Default and longest JWT lifetime in seconds (Appwrite's: 15 minutes, at most an hour). */
export const jwtRules = { defaultSeconds: 900, maxSeconds: 3600 } as const;

/** A row of identity_users. */
export interface IdentityUser {
  id: string;
  phone: string;
  name: string;
  email: string;
  phone_verified: boolean;
  created_at: Date;
  updated_at: Date;
  accessed_at: Date | null;
  /** Appwrite's `prefs`: a JSON object the account keeps. */
  prefs: Record<string, unknown>;
}

/** A row of identity_sessions, without its secret hash. */
export interface IdentitySession {
  id: string;
  user_id: string;
  ip: string;
  /** The User-Agent the session was opened with. */
  user_agent: string;
  created_at: Date;
  expires_at: Date;
}

/** A live session and its user. */
export interface Authenticated {
  session: IdentitySession;
  user: IdentityUser;
}

const userColumns =
  'u.id, u.phone, u.name, u.email, u.phone_verified, u.created_at, u.updated_at, u.accessed_at, u.prefs';
const sessionColumns = 's.id AS session_id, s.ip, s.user_agent, s.created_at AS session_created_at, s.expires_at';
/** Cookie values are `<20 hex id>.<43 base64url secret>`. */
const cookieValuePattern = /^([0-9a-f]{20})\.([A-Za-z0-9_-]{43})$/;

/** Opens a session for a user whose code just checked out; returns it and its cookie value. */
export async function openSession(
  db: Db,
  input: { userId: string; ip: string; userAgent?: string; now: Date },
): Promise<Authenticated & { cookieValue: string }> {
  const id = randomHex(10);
  const secret = randomSecret();
  const nowIso = input.now.toISOString();
  const expires = new Date(input.now.getTime() + sessionLifetimeMs).toISOString();
  // Expired sessions are swept here, where sessions are made, instead of by a timer.
  await db.query('DELETE FROM identity_sessions WHERE expires_at <= $1::timestamptz', [nowIso]);
  return db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO identity_sessions (id, user_id, secret_hash, ip, user_agent, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz)',
      [
        id,
        input.userId,
        sha256Hex(secret),
        input.ip,
        (input.userAgent ?? '').slice(0, maxUserAgentLength),
        nowIso,
        expires,
      ],
    );
    await tx.query(
      'UPDATE identity_users SET phone_verified = true, accessed_at = $2::timestamptz, updated_at = $2::timestamptz WHERE id = $1',
      [input.userId, nowIso],
    );
    const row = (
      await tx.query<IdentitySession & IdentityUser & { session_id: string; session_created_at: Date }>(
        `SELECT ${userColumns}, ${sessionColumns} FROM identity_sessions s JOIN identity_users u ON u.id = s.user_id WHERE s.id = $1`,
        [id],
      )
    ).rows[0];
    if (!row) throw new Error('session row vanished inside its own transaction');
    return { ...split(row), cookieValue: `${id}.${secret}` };
  });
}

type JoinedRow = IdentityUser & {
  session_id: string;
  user_id?: string;
  ip: string;
  user_agent: string;
  session_created_at: Date;
  expires_at: Date;
};

function split(row: JoinedRow): Authenticated {
  return {
    session: {
      id: row.session_id,
      user_id: row.id,
      ip: row.ip,
      user_agent: row.user_agent,
      created_at: row.session_created_at,
      expires_at: row.expires_at,
    },
    user: userOf(row),
  };
}

function userOf(row: IdentityUser): IdentityUser {
  const prefs = typeof row.prefs === 'string' ? (JSON.parse(row.prefs) as unknown) : row.prefs;
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    phone_verified: row.phone_verified,
    created_at: row.created_at,
    updated_at: row.updated_at,
    accessed_at: row.accessed_at,
    prefs: prefs && typeof prefs === 'object' && !Array.isArray(prefs) ? (prefs as Record<string, unknown>) : {},
  };
}

async function liveSession(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<(Authenticated & { secretHash: string }) | null> {
  const row = (
    await db.query<JoinedRow & { secret_hash: string }>(
      `SELECT ${userColumns}, ${sessionColumns}, s.secret_hash FROM identity_sessions s JOIN identity_users u ON u.id = s.user_id WHERE s.id = $1 AND s.expires_at > $2::timestamptz`,
      [sessionId, now.toISOString()],
    )
  ).rows[0];
  return row ? { ...split(row), secretHash: row.secret_hash } : null;
}

/** Name of the identity session cookie of a project (Appwrite's: `a_session_<project>`). */
export function identitySessionCookieName(projectId: string): string {
  return `a_session_${projectId}`;
}

/**
 * The identity session value a request carries: the `a_session_<project>` cookie (set with
 * Path=/, so it reaches /api as well as /v1), else the SDK's X-Fallback-Cookies header, where it
 * keeps the session when cookies cannot be used.
 */
export function identitySessionValue(request: Request, projectId: string): string | undefined {
  const name = identitySessionCookieName(projectId);
  const value = readCookie(request.headers.get('cookie'), name);
  if (value) return value;
  const fallback = request.headers.get('x-fallback-cookies');
  if (!fallback || fallback.length > 4096) return undefined;
  try {
    const parsed: unknown = JSON.parse(fallback);
    const candidate =
      typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[name] : undefined;
    return typeof candidate === 'string' ? candidate : undefined;
  } catch {
    // A malformed header is the same as none.
    return undefined;
  }
}

/** The live session a cookie value (`a_session_<project>`) names, or null. */
export async function sessionFromCookieValue(
  db: Db,
  value: string | undefined,
  now: Date,
): Promise<Authenticated | null> {
  const match = value ? cookieValuePattern.exec(value) : null;
  if (!match?.[1] || !match[2]) return null;
  const found = await liveSession(db, match[1], now);
  if (!found || !sameDigest(sha256Hex(match[2]), found.secretHash)) return null;
  return { session: found.session, user: found.user };
}

/** The live session a JWT vouches for: valid signature, not expired, session not ended. */
export async function sessionFromJwt(
  db: Db,
  keys: IdentityKeys,
  jwt: string,
  now: Date,
): Promise<Authenticated | null> {
  const claims = verifyJwt(jwt, keys.jwt, Math.floor(now.getTime() / 1000));
  if (!claims || !/^[0-9a-f]{20}$/.test(claims.sessionId)) return null;
  const found = await liveSession(db, claims.sessionId, now);
  if (!found || found.user.id !== claims.userId) return null;
  return { session: found.session, user: found.user };
}

/** A JWT for `auth`'s session, valid `seconds` (never past the session's own expiry). */
export function mintJwt(keys: IdentityKeys, auth: Authenticated, now: Date, seconds: number): string {
  const iat = Math.floor(now.getTime() / 1000);
  const sessionEnd = Math.floor(new Date(auth.session.expires_at).getTime() / 1000);
  return signJwt(
    { userId: auth.user.id, sessionId: auth.session.id, iat, exp: Math.min(iat + seconds, sessionEnd) },
    keys.jwt,
  );
}

/** Ends one session of `userId`; false when it does not exist. */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.query('DELETE FROM identity_sessions WHERE id = $1 AND user_id = $2 RETURNING id', [
    sessionId,
    userId,
  ]);
  // The storefront sessions opened with it ended in the same statement.
  sessionsEnded(db, userId);
  return result.rowCount > 0;
}

/** Ends every session of `userId` (their storefront sessions end with them); answers how many. */
export async function endAllSessions(db: Db, userId: string): Promise<number> {
  const ended = (await db.query('DELETE FROM identity_sessions WHERE user_id = $1', [userId])).rowCount;
  sessionsEnded(db, userId);
  return ended;
}

/** The live sessions of `userId`, newest first. */
export async function listSessions(db: Db, userId: string, now: Date): Promise<IdentitySession[]> {
  return (
    await db.query<IdentitySession>(
      'SELECT id, user_id, ip, user_agent, created_at, expires_at FROM identity_sessions WHERE user_id = $1 AND expires_at > $2::timestamptz ORDER BY created_at DESC, id',
      [userId, now.toISOString()],
    )
  ).rows;
}

/** Changes one field of an account (name, email or prefs) and answers the account as it now is. */
export async function updateUser(
  db: Db,
  userId: string,
  change: { name: string } | { email: string } | { prefs: Record<string, unknown> },
  now: Date,
): Promise<IdentityUser> {
  const [column, value] =
    'name' in change
      ? ['name', change.name]
      : 'email' in change
        ? ['email', change.email]
        : ['prefs', JSON.stringify(change.prefs)];
  const cast = column === 'prefs' ? '::jsonb' : '';
  const row = (
    await db.query<IdentityUser>(
      `UPDATE identity_users u SET ${column} = $2${cast}, updated_at = $3::timestamptz WHERE u.id = $1 RETURNING ${userColumns}`,
      [userId, value, now.toISOString()],
    )
  ).rows[0];
  if (!row) throw new Error('account vanished while it was being changed');
  return userOf(row);
}

/** Whether another account already uses `email` (compared without case). */
export async function emailTaken(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  return (
    (await db.query('SELECT 1 FROM identity_users WHERE lower(email) = lower($1) AND id <> $2', [email, exceptUserId]))
      .rowCount > 0
  );
}

/** A row of identity_logs. */
export interface IdentityLog {
  event: string;
  ip: string;
  user_agent: string;
  created_at: Date;
}

/** Records an event of the account's security log. */
export async function writeLog(
  db: Db,
  entry: { userId: string; event: string; ip: string; userAgent: string; now: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO identity_logs (user_id, event, ip, user_agent, created_at) VALUES ($1, $2, $3, $4, $5::timestamptz)',
    [entry.userId, entry.event, entry.ip, entry.userAgent.slice(0, maxUserAgentLength), entry.now.toISOString()],
  );
}

/** A page of the account's security log, newest first, and how many entries it has. */
export async function listLogs(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ total: number; logs: IdentityLog[] }> {
  const logs = (
    await db.query<IdentityLog>(
      'SELECT event, ip, user_agent, created_at FROM identity_logs WHERE user_id = $1 ORDER BY seq DESC LIMIT $2 OFFSET $3',
      [userId, page.limit, page.offset],
    )
  ).rows;
  const total = Number(
    (await db.query<{ n: string }>('SELECT count(*) AS n FROM identity_logs WHERE user_id = $1', [userId])).rows[0]
      ?.n ?? 0,
  );
  return { total, logs };
}
