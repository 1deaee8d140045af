/**
 * The restaurant facts orders and the delivery simulation ask for, over the configured catalog
 * backend (`CatalogBackend.restaurantFacts`: the embedded catalog's columns, or an upstream
 * catalog's menu).
 */
import type { CatalogBackend } from '../catalog/backend.ts';
import type { RestaurantFacts } from '../catalog/restaurantFacts.ts';
import { HttpError } from '../http.ts';

/** Looks up a restaurant's facts for a point; undefined for an unknown restaurant. */
export type RestaurantFactsLookup = (
  restaurantId: string,
  point: { lat: number; lng: number },
) => Promise<RestaurantFacts | undefined>;

/** A RestaurantFactsLookup over the catalog backend; an unknown restaurant, or an id the catalog refuses, is undefined. */
export function backendRestaurantFacts(backend: () => CatalogBackend): RestaurantFactsLookup {
  return async (restaurantId, point) => {
    try {
      return await backend().restaurantFacts(restaurantId, point);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return undefined;
      throw error;
    }
  };
}
