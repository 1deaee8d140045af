/**
 * Carts held in the process, so that showing a cart costs neither a database read nor a catalog
 * lookup per line: user id → the priced cart and the catalog version it was priced with (a new
 * catalog prices it again). Kept true by migration 009's trigger, which announces on
 * `cart_changes` every line added, changed or removed, whichever process or statement did it
 * (the cart endpoints, an order taking the cart, a dish withdrawn from the menu).
 */
import type { CartState } from '#src/lib/cartTypes.ts';
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import type { LineStock } from './availability.ts';
import type { Db } from '../db/db.ts';
import { applyUserChange, defineNotifiedCache, type NotifiedCache } from '../db/notifiedCache.ts';

/** The channel migration 009 announces cart changes on. */
export const cartChangesChannel = 'cart_changes';

/** Carts a process holds at most. */
export const cartCacheSize = 10_000;

/**
 * A cart as held: priced with catalog `version`, before the rules of the moment (the surge fee,
 * opening hours, stock) are applied to it on each read. Shared by every request: never changed in place.
 */
export interface CachedCart {
  version: string;
  state: CartState;
  /** The offers its dishes came with (the free delivery of the bill). */
  offers?: DiscountInfo[] | undefined;
  /** What the availability rules need of each line. */
  stock?: LineStock[] | undefined;
}

/** The cart cache of one database handle, keyed by user id. */
export type CartCache = NotifiedCache<string, CachedCart>;

/** Applies one notification: a user id evicts that user's cart, `*` every cart. */
export const applyCartChange: (cache: CartCache, payload: string) => void = applyUserChange;

/** The carts each process holds, one cache per database handle. */
export const heldCarts = defineNotifiedCache<string, CachedCart>(cartChangesChannel, cartCacheSize, applyCartChange);

/** Drops this process's copy of `userId`'s cart right after it changed it (the cart service, an order). */
export function cartChanged(db: Db, userId: string): void {
  heldCarts.evict(db, userId);
}
