/** The cart service of this process: its database and the configured catalog backend. */
import { pricingPoint } from '../catalog/backend.ts';
import { getCatalogBackend } from '../catalog/runtime.ts';
import { backendRestaurantFacts } from '../orders/restaurantFacts.ts';
import { getDb } from '../db/runtime.ts';
import { createCartService, type CartService } from './cart.ts';
import { backendDishLookup } from './catalogDishes.ts';

let service: Promise<CartService> | undefined;
const facts = backendRestaurantFacts(getCatalogBackend);

/** The process's cart service, built on first use; a database that cannot be opened throws DatabaseUnavailableError (503). */
export function getCartService(): Promise<CartService> {
  service ??= getDb()
    .then((db) =>
      createCartService({
        db,
        lookupDish: backendDishLookup(getCatalogBackend),
        catalogVersion: () => getCatalogBackend().version,
        // Hours, minimum and city do not depend on where the diner is: asked at the catalog's pricing point.
        restaurantFacts: (restaurantId) => facts(restaurantId, pricingPoint),
      }),
    )
    .catch((error: unknown) => {
      // Not cached: the database may come back on a later request.
      service = undefined;
      throw error;
    });
  return service;
}
