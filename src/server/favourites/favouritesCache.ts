/**
 * Saved restaurants held in the process, so that a signed-in diner's page (its hearts, and which
 * held page fits them) costs no database read: user id → the saved restaurant ids, newest first.
 * Kept true by migration 010's trigger, which announces on `favourite_changes` every restaurant
 * saved or removed, whichever process or statement did it (the endpoints, an account deleted).
 */
import { applyUserChange, defineNotifiedCache, type NotifiedCache } from '../db/notifiedCache.ts';

/** The channel migration 010 announces favourite changes on. */
export const favouriteChangesChannel = 'favourite_changes';

/** Diners whose saved restaurants a process holds at most. */
export const favouritesCacheSize = 10_000;

/** The favourites cache of one database handle: user id → saved ids, shared by every request (never changed in place). */
export type FavouritesCache = NotifiedCache<string, readonly string[]>;

/** The saved restaurants each process holds, one cache per database handle; a user id evicts that diner's, `*` everyone's. */
export const heldFavourites = defineNotifiedCache<string, readonly string[]>(
  favouriteChangesChannel,
  favouritesCacheSize,
  applyUserChange,
);
