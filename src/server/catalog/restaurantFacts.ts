/**
 * What an order needs to know about a restaurant for a delivery point: its name, the offers its
 * menu shows (the coupons it accepts, its free delivery) and whether the point is inside its
 * delivery radius, with where it is and the delivery time it promises (the delivery simulation's
 * route and timings). The embedded catalog reads them from its own columns; an upstream catalog
 * describes a restaurant only in its menu, which is read back here.
 */
import type { DiscountInfo, MenuResponse, MenuRestaurantInfo } from '#src/lib/catalogTypes.ts';
import type { WeeklyHours } from '#src/lib/openingHours.ts';
import { deliveryMinutes } from './cards.ts';
import type { CatalogContext } from './context.ts';
import { restaurantIndex } from './generator.ts';
import type { Point } from './geo.ts';
import { hoursOf, minOrderValueOf } from './hours.ts';
import { menuOffers, upstreamOffers } from './offers.ts';
import { upstreamHours } from './upstreamHours.ts';

/** What the catalog says about a restaurant for a delivery point. */
export interface RestaurantFacts {
  name: string;
  offers: DiscountInfo[];
  serviceable: boolean;
  /** Where the restaurant is, when the catalog says. */
  location?: Point | undefined;
  /** The delivery time the listing promises, in minutes, when the catalog says. */
  deliveryMinutes?: number | undefined;
  /** Its opening hours (IST); absent: the catalog does not say, and it is taken as always open. */
  hours?: WeeklyHours | undefined;
  /** Minutes its kitchen takes to prepare an order, when the catalog says. */
  prepMinutes?: number | undefined;
  /** The smallest item total it accepts, in paise (absent or 0: any). */
  minOrderValue?: number | undefined;
  /** The slug of its city (surge fees are set per city). */
  city?: string | undefined;
}

/** The embedded catalog's facts of restaurant `id` for a diner at `point`; undefined for an unknown id. */
export function restaurantFactsOf(ctx: CatalogContext, id: string, point: Point): RestaurantFacts | undefined {
  const { data, geo } = ctx;
  const r = restaurantIndex(data, id);
  if (r < 0) return undefined;
  const km = geo.distanceTo(point, r);
  return {
    name: data.name[r] ?? '',
    offers: menuOffers(data, r),
    serviceable: km <= geo.radiusKm,
    location: { lat: data.lat[r] ?? 0, lng: data.lng[r] ?? 0 },
    deliveryMinutes: deliveryMinutes(data, r, km),
    hours: hoursOf(data, r),
    prepMinutes: data.prepMinutes[r] ?? 0,
    minOrderValue: minOrderValueOf(data, r),
    city: data.inputs.cities[data.city[r] ?? 0]?.slug,
  };
}

/** The facts a menu response gives (its RestaurantInfo and Offers cards, the offers checked); undefined without a RestaurantInfo card. */
export function factsFromMenu(menu: MenuResponse): RestaurantFacts | undefined {
  let info: MenuRestaurantInfo | undefined;
  let offers: DiscountInfo[] = [];
  // Cards are found by their type, never by position.
  for (const card of menu.data.cards) {
    if (!('card' in card)) continue;
    const inner = card.card.card;
    if (inner['@type'] === 'RestaurantInfo') info = inner.info;
    if (inner['@type'] === 'Offers') offers = upstreamOffers(inner.offers);
  }
  if (!info) return undefined;
  const [lat, lng] = (info.latLong ?? '').split(',').map(Number);
  const location =
    lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
  return {
    name: info.name,
    offers,
    // A backend that does not say is taken at its word that it delivers (it listed the restaurant).
    serviceable: info.sla.serviceability !== 'UNSERVICEABLE',
    location,
    deliveryMinutes: info.sla.deliveryTime,
    // Without timings the restaurant is taken as always open; malformed ones as never (upstreamHours.ts).
    hours: upstreamHours(info.timings, String(info.id)),
    prepMinutes: wholeOrUndefined(info.prepMinutes),
    minOrderValue: wholeOrUndefined(info.minOrderValue) ?? 0,
    city: info.slugs?.city,
  };
}

/** A whole number of zero or more from an upstream's field, else undefined (the field is not used). */
function wholeOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}
