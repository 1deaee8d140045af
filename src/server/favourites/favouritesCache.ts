/**
 * Saved restaurants held in the process, so that a signed-in diner's page (its hearts, and which
 * held page fits them) costs no database read: user id → the saved restaurant ids, newest first.
 * Kept true by migration 010's trigger, which announces on `favourite_changes` every restaurant
 * saved or removed, whichever process or statement did it (the endpoints, an account deleted).
 */
import type { Db } from '../db/db.ts';
import { applyUserChange, type NotifiedCache, NotifiedCaches } from '../db/notifiedCache.ts';

/** The channel migration 010 announces favourite changes on. */
export const favouriteChangesChannel = 'favourite_changes';

/** Diners whose saved restaurants a process holds at most. */
export const favouritesCacheSize = 10_000;

/** The favourites cache of one database handle: user id → saved ids, shared by every request (never changed in place). */
export type FavouritesCache = NotifiedCache<string, readonly string[]>;

// A user id evicts that diner's saved restaurants, `*` everyone's.
const caches = new NotifiedCaches<string, readonly string[]>(favouriteChangesChannel, applyUserChange);

/** The favourites cache of `db`, created and listening on first use (one per handle, so per process). */
export function favouritesCacheFor(db: Db, size = favouritesCacheSize): FavouritesCache {
  return caches.for(db, size);
}

/**
 * Drops this process's copy of `userId`'s saved restaurants right after it changed them: on
 * PostgreSQL the trigger's notification reaches this process a moment after the commit.
 */
export function favouritesChanged(db: Db, userId: string): void {
  caches.held(db)?.evict(userId);
}

/** The counts of `db`'s favourites cache, when it has one. */
export function favouritesCacheStats(db: Db): ReturnType<FavouritesCache['stats']> | undefined {
  return caches.held(db)?.stats();
}

/** Stops `db`'s favourites cache listening and forgets it (tests, before closing the handle). */
export async function closeFavouritesCache(db: Db): Promise<void> {
  await caches.close(db);
}
