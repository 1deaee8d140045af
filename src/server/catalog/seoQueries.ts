/** Queries of the prebuilt SEO pages and lookups by id (a restaurant, a dish): no diner's point, nominal delivery estimates. */
import type { DishWithRestaurant, RestaurantCard, SortKey } from '#src/lib/catalogTypes.ts';
import type { City, Cuisine } from '#src/lib/dataSchemas.ts';
import { nominalDistanceKm, restaurantCard, restaurantInfo, restaurantPathOf, slaFor } from './cards.ts';
import type { CollectionDef } from './collections.ts';
import type { CatalogContext } from './context.ts';
import { cityRange, cuisinesOf, restaurantId, restaurantIndex } from './generator.ts';
import {
  cuisineImageId,
  cuisinePicture,
  dishImageId,
  parseImageId,
  restaurantImageId,
  restaurantPictures,
} from './imageIds.ts';
import { dishOf, servedDishIndex } from './menu.ts';
import { menuOffers } from './offers.ts';
import type { Point } from './geo.ts';
import { seoIndex } from './seoIndex.ts';
import { hoursOf, opensLate } from './hours.ts';
import { liveFieldsOf, minuteOf } from './openNow.ts';

/** What an image id shows. */
export interface ImageDescription {
  kind: 'restaurant' | 'dish' | 'cuisine' | 'collection' | 'app';
  label: string;
  /** The id of the current picture: differs from the one asked when the art has changed since. */
  id: string;
  /** The pictures drawn, by name (none for app badges). */
  pictures: string[];
  /** What picks the background from the palette (the same for every size). */
  key: string;
}

function nominalCard(ctx: CatalogContext, r: number): RestaurantCard {
  return restaurantCard(ctx.data, r, slaFor(ctx.data, r, nominalDistanceKm));
}

/** A restaurant card by id (delivery estimate for the point, or nominal) with its open state now, or undefined. */
export function getRestaurant(ctx: CatalogContext, id: string, point?: Point): RestaurantCard | undefined {
  const r = restaurantIndex(ctx.data, id);
  if (r < 0) return undefined;
  const sla = slaFor(ctx.data, r, point ? ctx.geo.distanceTo(point, r) : nominalDistanceKm);
  return restaurantCard(ctx.data, r, sla, liveFieldsOf(ctx.data, ctx.open, r, minuteOf(ctx.now())));
}

/** One dish of a restaurant with the restaurant's card details, or undefined when either is unknown. */
export function dishOfRestaurant(ctx: CatalogContext, id: string, dishId: string): DishWithRestaurant | undefined {
  const r = restaurantIndex(ctx.data, id);
  const d = r < 0 ? -1 : servedDishIndex(ctx.data, r, dishId);
  if (d < 0) return undefined;
  const { name, locality, areaName, cloudinaryImageId, slugs } = restaurantInfo(
    ctx.data,
    r,
    slaFor(ctx.data, r, nominalDistanceKm),
  );
  return {
    dish: dishOf(ctx.data, r, d),
    restaurant: { id: restaurantId(r), name, locality, areaName, cloudinaryImageId, slugs },
    offers: menuOffers(ctx.data, r),
  };
}

/** A city's restaurants (all unless `limit`); [] for an unknown city. */
export function restaurantsInCity(
  ctx: CatalogContext,
  citySlug: string,
  options: { sortBy?: SortKey; limit?: number } = {},
): RestaurantCard[] {
  const c = ctx.citySlugs.get(citySlug);
  if (c === undefined) return [];
  const { start, end } = cityRange(ctx.data, c);
  const order = ctx.ranker.rankWithoutPoint(
    Array.from({ length: end - start }, (_, k) => start + k),
    options.sortBy ?? 'relevance',
  );
  return order.slice(0, options.limit ?? order.length).map((r) => nominalCard(ctx, r));
}

/** A city's restaurants open after 11 pm on some day, in the city page's order (the "Open late" list); [] for an unknown city. */
export function openLateInCity(ctx: CatalogContext, citySlug: string, limit: number): RestaurantCard[] {
  const c = ctx.citySlugs.get(citySlug);
  if (c === undefined) return [];
  const { start, end } = cityRange(ctx.data, c);
  const late: number[] = [];
  for (let r = start; r < end; r++) if (opensLate(hoursOf(ctx.data, r))) late.push(r);
  return ctx.ranker
    .rankWithoutPoint(late, 'relevance')
    .slice(0, limit)
    .map((r) => nominalCard(ctx, r));
}

function servingCuisine(ctx: CatalogContext, c: number): Int32Array {
  return seoIndex(ctx.data).servingCuisine[c] ?? new Int32Array(0);
}

/** How many restaurants a city has; 0 for an unknown city. */
export function restaurantCountInCity(ctx: CatalogContext, citySlug: string): number {
  const c = ctx.citySlugs.get(citySlug);
  if (c === undefined) return 0;
  const { start, end } = cityRange(ctx.data, c);
  return end - start;
}

/** The paths of a city's restaurant pages (as their cards link them), sorted; [] for an unknown city. */
export function restaurantPathsInCity(ctx: CatalogContext, citySlug: string): string[] {
  const c = ctx.citySlugs.get(citySlug);
  if (c === undefined) return [];
  const { start, end } = cityRange(ctx.data, c);
  const paths: string[] = [];
  for (let r = start; r < end; r++) paths.push(restaurantPathOf(ctx.data, r));
  return paths.sort();
}

/** The best-rated restaurants serving a cuisine across India; [] for an unknown cuisine. */
export function restaurantsServingCuisine(ctx: CatalogContext, cuisineSlug: string, limit = 50): RestaurantCard[] {
  const c = ctx.cuisineSlugs.get(cuisineSlug);
  if (c === undefined) return [];
  return ctx.ranker
    .rankWithoutPoint(servingCuisine(ctx, c), 'rating')
    .slice(0, limit)
    .map((r) => nominalCard(ctx, r));
}

/** Cities with restaurants serving a cuisine, most restaurants first. */
export function citiesServingCuisine(ctx: CatalogContext, cuisineSlug: string): { city: City; count: number }[] {
  const c = ctx.cuisineSlugs.get(cuisineSlug);
  if (c === undefined) return [];
  const { cities } = ctx.data.inputs;
  const counts = new Array<number>(cities.length).fill(0);
  for (const r of servingCuisine(ctx, c)) {
    const city = ctx.data.city[r] ?? 0;
    counts[city] = (counts[city] ?? 0) + 1;
  }
  return counts
    .map((count, i) => ({ city: cities[i] as City, count }))
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count || a.city.name.localeCompare(b.city.name, 'en'));
}

/** A city's areas (real localities or generated ones) with their restaurant counts. */
export function localitiesOfCity(
  ctx: CatalogContext,
  citySlug: string,
): { name: string; slug: string; lat: number; lng: number; restaurantCount: number }[] {
  const c = ctx.citySlugs.get(citySlug);
  if (c === undefined) return [];
  const { areas } = ctx.data;
  const index = seoIndex(ctx.data);
  return Array.from(index.areasOfCity[c] ?? [], (i) => {
    const area = areas[i] as (typeof areas)[number];
    return {
      name: area.name,
      slug: area.slug,
      lat: area.lat,
      lng: area.lng,
      restaurantCount: index.restaurantsPerArea[i] ?? 0,
    };
  }).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The cuisines of a city's restaurants, most popular first; `count` is how many restaurants serve each. */
export function popularCuisinesInCity(ctx: CatalogContext, citySlug: string): { cuisine: Cuisine; count: number }[] {
  const c = ctx.citySlugs.get(citySlug);
  if (c === undefined) return [];
  const { cuisines } = ctx.data.inputs;
  const weighted = new Array<number>(cuisines.length).fill(0);
  const served = new Array<number>(cuisines.length).fill(0);
  const { start, end } = cityRange(ctx.data, c);
  for (let r = start; r < end; r++) {
    ctx.ranker.countCuisines(weighted, r);
    for (const k of cuisinesOf(ctx.data, r)) served[k] = (served[k] ?? 0) + 1;
  }
  return ctx.ranker
    .rankCounts(weighted)
    .map(({ cuisine }) => ({ cuisine: cuisines[cuisine] as Cuisine, count: served[cuisine] ?? 0 }));
}

/** What an image id shows, or undefined when the catalog has no such image. */
export function describeImage(
  ctx: CatalogContext,
  collections: ReadonlyMap<string, CollectionDef>,
  id: string,
): ImageDescription | undefined {
  const parsed = parseImageId(id);
  if (!parsed) return undefined;
  const { kind, key } = parsed;
  const { data } = ctx;
  const { art } = data.inputs;
  if (kind === 'r') {
    const r = restaurantIndex(data, key);
    if (r < 0) return undefined;
    const pictures = restaurantPictures(data, r);
    return { kind: 'restaurant', label: data.name[r] ?? '', id: restaurantImageId(data, r), pictures, key };
  }
  if (kind === 'd') {
    const dish = data.inputs.dishes[ctx.dishSlugs.get(key) ?? -1];
    if (!dish) return undefined;
    return { kind: 'dish', label: dish.name, id: dishImageId(art, dish), pictures: [dish.picture], key };
  }
  if (kind === 'c') {
    const cuisine = data.inputs.cuisines[ctx.cuisineSlugs.get(key) ?? -1];
    if (!cuisine) return undefined;
    const pictures = [cuisinePicture(cuisine)];
    return { kind: 'cuisine', label: cuisine.name, id: cuisineImageId(art, cuisine), pictures, key };
  }
  if (kind === 'b') {
    const def = collections.get(key);
    if (!def || def.cuisine !== undefined) return undefined;
    return { kind: 'collection', label: def.title, id: def.imageId, pictures: [def.picture], key };
  }
  // App badges are drawn, not artwork: their ids carry no version.
  if (kind === 'a' && !parsed.version && (key === 'android' || key === 'ios'))
    // text-check: not a diner's text (the stores' own names, the same in every language)
    return { kind: 'app', label: key === 'ios' ? 'App Store' : 'Google Play', id, pictures: [], key };
  return undefined;
}

/** Numbers for reports: restaurants, per city, distinct dishes. */
export function catalogStats(ctx: CatalogContext): {
  restaurants: number;
  cities: number;
  distinctDishes: number;
  dishesServed: number;
  perCity: Map<string, number>;
} {
  const { data } = ctx;
  const perCity = new Map<string, number>();
  data.inputs.cities.forEach((city, i) => {
    const { start, end } = cityRange(data, i);
    perCity.set(city.slug, end - start);
  });
  return {
    restaurants: data.count,
    cities: data.inputs.cities.length,
    distinctDishes: data.inputs.dishes.length,
    dishesServed: data.dishList.length,
    perCity,
  };
}
