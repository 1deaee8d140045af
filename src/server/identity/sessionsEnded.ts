/**
 * The news that identity sessions of an account ended (a logout, other devices logged out):
 * whoever holds something about them listens, so identity knows none of its listeners. The
 * storefront's held sessions (src/server/accounts/sessionCache.ts) listen: the storefront
 * sessions opened with an identity session end with it, by a foreign key cascade.
 */
import type { Db } from '../db/db.ts';

/** Hears that identity sessions of `userId` (one or all) ended on `db`. */
export type SessionsEndedListener = (db: Db, userId: string) => void;

const listeners = new Set<SessionsEndedListener>();

/** Registers `listener`; answers the function that removes it. */
export function onSessionsEnded(listener: SessionsEndedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener that identity sessions of `userId` ended on `db`. */
export function sessionsEnded(db: Db, userId: string): void {
  for (const listener of listeners) listener(db, userId);
}
