/** Queries of the neighbourhood pages and the restaurant page's map point: by distance to a point, no diner involved. */
import type { RestaurantCard } from '#src/lib/catalogTypes.ts';
import type { Cuisine } from '#src/lib/dataSchemas.ts';
import { nominalDistanceKm, restaurantCard, slaFor } from './cards.ts';
import type { CatalogContext } from './context.ts';
import { cityRange, cuisinesOf, restaurantIndex } from './generator.ts';
import type { Point } from './geo.ts';
import { hoursOf, opensLate } from './hours.ts';

/** A city's restaurants nearest a point, nearest first, with their distance in km; [] for an unknown city. */
export function restaurantsNearPoint(
  ctx: CatalogContext,
  citySlug: string,
  point: Point,
  limit: number,
  only: (r: number) => boolean = () => true,
): { card: RestaurantCard; km: number }[] {
  const c = ctx.citySlugs.get(citySlug);
  if (c === undefined) return [];
  const { start, end } = cityRange(ctx.data, c);
  const near: { r: number; km: number }[] = [];
  for (let r = start; r < end; r++) if (only(r)) near.push({ r, km: ctx.geo.distanceTo(point, r) });
  // Ties (same spot) keep the catalog's order, so the page is the same on every build.
  near.sort((a, b) => a.km - b.km || a.r - b.r);
  return near
    .slice(0, limit)
    .map(({ r, km }) => ({ card: restaurantCard(ctx.data, r, slaFor(ctx.data, r, nominalDistanceKm)), km }));
}

/** A city's restaurants open after 11 pm on some day nearest a point (a neighbourhood's "Open late" list). */
export function openLateNearPoint(
  ctx: CatalogContext,
  citySlug: string,
  point: Point,
  limit: number,
): { card: RestaurantCard; km: number }[] {
  return restaurantsNearPoint(ctx, citySlug, point, limit, (r) => opensLate(hoursOf(ctx.data, r)));
}

/** The cuisines served by a set of restaurants (by id), most served first, then by name. */
export function cuisinesOfRestaurants(
  ctx: CatalogContext,
  ids: readonly string[],
): { cuisine: Cuisine; count: number }[] {
  const { cuisines } = ctx.data.inputs;
  const counts = new Map<number, number>();
  for (const id of ids) {
    const r = restaurantIndex(ctx.data, id);
    if (r >= 0) for (const k of cuisinesOf(ctx.data, r)) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts]
    .map(([k, count]) => ({ cuisine: cuisines[k] as Cuisine, count }))
    .sort((a, b) => b.count - a.count || a.cuisine.name.localeCompare(b.cuisine.name, 'en'));
}

/** Where a restaurant is (its map point), or undefined for an unknown id. */
export function restaurantPoint(ctx: CatalogContext, id: string): Point | undefined {
  const r = restaurantIndex(ctx.data, id);
  if (r < 0) return undefined;
  return { lat: ctx.data.lat[r] ?? 0, lng: ctx.data.lng[r] ?? 0 };
}
