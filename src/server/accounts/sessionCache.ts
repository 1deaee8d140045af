/**
 * Live storefront sessions held in the process, so that a signed-in request does not cost a
 * database read: the SHA-256 of the cookie's token → the session's user and when it ends.
 * Kept true by migration 009's triggers, which announce on `session_changes` every session
 * ended or changed and every account changed or deleted, whichever process or statement did it
 * (logout, logging other devices out, an identity session's cascade, a profile update, the
 * sweep of expired sessions); expiry is checked on every hit.
 */
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { Db } from '../db/db.ts';
import { defineNotifiedCache, type NotifiedCache } from '../db/notifiedCache.ts';
import { onSessionsEnded } from '../identity/sessionsEnded.ts';

/** The channel migration 009 announces session and account changes on. */
export const sessionChangesChannel = 'session_changes';

/** Sessions a process holds at most. */
export const sessionCacheSize = 10_000;

/** A live session as held: its user and when it ends (epoch milliseconds). */
export interface CachedSession {
  user: SessionUser;
  expiresAt: number;
}

/** The session cache of one database handle, keyed by token hash. */
export type SessionCache = NotifiedCache<string, CachedSession>;

/**
 * Applies one notification: `token:<hash>` ends or changes one session, `user:<id>` every
 * session of an account, `*` all of them.
 */
export function applySessionChange(cache: SessionCache, payload: string): void {
  if (payload.startsWith('token:')) cache.evict(payload.slice('token:'.length));
  else if (payload.startsWith('user:')) {
    const userId = payload.slice('user:'.length);
    cache.evictWhere((_hash, session) => session.user.userId === userId);
  } else cache.clear();
}

/** The sessions each process holds, one cache per database handle. */
export const heldSessions = defineNotifiedCache<string, CachedSession>(
  sessionChangesChannel,
  sessionCacheSize,
  applySessionChange,
);

/**
 * Drops what this process holds about a session (`tokenHash`) or an account's sessions
 * (`userId`) right after it changed them: on PostgreSQL the trigger's notification reaches
 * this process a moment after the commit, and the diner's next request may come sooner.
 */
export function sessionsChanged(db: Db, change: { tokenHash?: string; userId?: string }): void {
  const cache = heldSessions.held(db);
  if (!cache) return;
  if (change.tokenHash !== undefined) cache.evict(change.tokenHash);
  if (change.userId !== undefined) applySessionChange(cache, `user:${change.userId}`);
}

// Ending an identity session ends the storefront sessions opened with it (a cascade).
onSessionsEnded((db, userId) => sessionsChanged(db, { userId }));
