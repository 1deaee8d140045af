/**
 * Favourite restaurants, per storefront account: saved by restaurant id, listed newest first
 * with each restaurant's current card (rating, delivery time) from the catalog backend.
 */
import { favouriteMessages, maxFavourites, type FavouriteEntry } from '#src/lib/favouriteTypes.ts';
import type { CatalogBackend } from '../catalog/backend.ts';
import { pricingPoint } from '../catalog/backend.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http.ts';
import { type FavouritesCache, heldFavourites } from './favouritesCache.ts';

/** What the service needs: the database, the catalog backend and the clock. */
export interface FavouritesDeps {
  db: Db;
  backend: () => CatalogBackend;
  now?: () => Date;
  /** Where saved ids are held; the database handle's own cache unless given. */
  cache?: FavouritesCache;
}

/** The favourites operations of one process. */
export interface FavouritesService {
  /** The saved restaurant ids of `userId`, newest first. */
  ids(userId: string): Promise<string[]>;
  /** Saves a restaurant (again is a no-op); 404 when the catalog has no such restaurant. */
  add(userId: string, restaurantId: string): Promise<string[]>;
  /** Removes a saved restaurant; 404, changing nothing, when it is not one of this diner's. */
  remove(userId: string, restaurantId: string): Promise<string[]>;
  /** The saved restaurants with their cards as seen from `point`. */
  list(userId: string, point: { lat: number; lng: number }): Promise<FavouriteEntry[]>;
}

/** Builds the service over `deps`. */
export function createFavouritesService(deps: FavouritesDeps): FavouritesService {
  const now = deps.now ?? (() => new Date());
  const rows = async (userId: string) =>
    (
      await deps.db.query<{ restaurant_id: string; created_at: Date }>(
        'SELECT restaurant_id, created_at FROM favourites WHERE user_id = $1 ORDER BY seq DESC',
        [userId],
      )
    ).rows;
  const read = async (userId: string) => (await rows(userId)).map((r) => r.restaurant_id);
  const held = () => deps.cache ?? heldFavourites.for(deps.db);
  // A copy: the held list is shared by every request of that diner.
  const ids = async (userId: string) => [...((await held().read(userId, () => read(userId))) ?? [])];
  const dropHeld = (userId: string) => () =>
    deps.cache ? deps.cache.evict(userId) : heldFavourites.evict(deps.db, userId);
  return {
    ids,
    async add(userId, restaurantId) {
      // Any valid point answers whether the restaurant exists; the card is not kept.
      if (!(await deps.backend().restaurant(restaurantId, pricingPoint)))
        throw new HttpError(404, `restaurantId: no restaurant "${restaurantId}"`);
      const inserted = await deps.db
        .query(
          `INSERT INTO favourites (user_id, restaurant_id, created_at)
         SELECT $1, $2, $3::timestamptz WHERE (SELECT count(*) FROM favourites WHERE user_id = $1) < $4
         ON CONFLICT DO NOTHING RETURNING restaurant_id`,
          [userId, restaurantId, now().toISOString(), maxFavourites],
        )
        .finally(dropHeld(userId));
      const saved = await ids(userId);
      if (inserted.rowCount === 0 && !saved.includes(restaurantId)) throw new HttpError(409, favouriteMessages.tooMany);
      return saved;
    },
    async remove(userId, restaurantId) {
      const removed = await deps.db
        .query('DELETE FROM favourites WHERE user_id = $1 AND restaurant_id = $2', [userId, restaurantId])
        .finally(dropHeld(userId));
      if (removed.rowCount === 0) throw new HttpError(404, favouriteMessages.notFavourite);
      return ids(userId);
    },
    async list(userId, point) {
      const saved = await rows(userId);
      const backend = deps.backend();
      return Promise.all(
        saved.map(async (row) => ({
          restaurantId: row.restaurant_id,
          savedAt: new Date(row.created_at).toISOString(),
          restaurant: (await backend.restaurant(row.restaurant_id, point)) ?? null,
        })),
      );
    },
  };
}
