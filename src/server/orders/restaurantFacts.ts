/**
 * What an order needs to know about a restaurant for a delivery point, read from the catalog
 * backend's menu (embedded or upstream): its name, the offers its menu shows (the coupons it
 * accepts) and whether the point is inside its delivery radius.
 */
import type { DiscountInfo, MenuResponse, MenuRestaurantInfo } from '#src/lib/catalogTypes.ts';
import type { CatalogBackend } from '../catalog/backend.ts';
import { HttpError } from '../http.ts';

/** What the catalog says about a restaurant for a delivery point: its name, the offers its menu shows, and whether it delivers there. */
export interface RestaurantFacts {
  name: string;
  offers: DiscountInfo[];
  serviceable: boolean;
  /** Where the restaurant is, when the catalog says. */
  location?: { lat: number; lng: number } | undefined;
  /** The delivery time the listing promises, in minutes, when the catalog says. */
  deliveryMinutes?: number | undefined;
}

/** Looks up a restaurant's facts for a point; undefined for an unknown restaurant. */
export type RestaurantFactsLookup = (
  restaurantId: string,
  point: { lat: number; lng: number },
) => Promise<RestaurantFacts | undefined>;

/** A RestaurantFactsLookup over the catalog backend; an unknown restaurant is undefined. */
export function backendRestaurantFacts(backend: () => CatalogBackend): RestaurantFactsLookup {
  return async (restaurantId, point) => {
    let menu: MenuResponse;
    try {
      menu = await backend().menu({ lat: point.lat, lng: point.lng, restaurantId, query: '' });
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return undefined;
      throw error;
    }
    let info: MenuRestaurantInfo | undefined;
    let offers: DiscountInfo[] = [];
    for (const card of menu.data.cards) {
      if (!('card' in card)) continue;
      const inner = card.card.card;
      if (inner['@type'] === 'RestaurantInfo') info = inner.info;
      if (inner['@type'] === 'Offers') offers = inner.offers;
    }
    if (!info) return undefined;
    // A backend that does not say is taken at its word that it delivers (it listed the restaurant).
    const [lat, lng] = (info.latLong ?? '').split(',').map(Number);
    const location =
      lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
    return {
      name: info.name,
      offers,
      serviceable: info.sla.serviceability !== 'UNSERVICEABLE',
      location,
      deliveryMinutes: info.sla.deliveryTime,
    };
  };
}
