/** The cart service of this process: its database and the configured catalog backend. */
import { getCatalogBackend } from '../catalog/instance.ts';
import { getDb } from '../db/db.ts';
import { HttpError } from '../http.ts';
import { createCartService, type CartService } from './cart.ts';
import { backendDishLookup } from './catalogDishes.ts';

let service: Promise<CartService> | undefined;

/** The process's cart service, built on first use; a database that cannot be opened is a 503. */
export function getCartService(): Promise<CartService> {
  service ??= getDb()
    .then((db) => createCartService({ db, lookupDish: backendDishLookup(getCatalogBackend) }))
    .catch((error: unknown) => {
      // Not cached: the database may come back on a later request.
      service = undefined;
      console.error('[cart] database unavailable', error);
      throw new HttpError(503, 'cart: the cart is unavailable right now; please try again');
    });
  return service;
}
