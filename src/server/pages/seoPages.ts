/**
 * What the neighbourhood pages and the sitemaps render from the embedded catalog at build time:
 * the restaurants nearest a locality, its cuisines and neighbours, every restaurant's path by
 * city, and the catalog's last change for `lastmod`.
 */
import type { RestaurantCard } from '#src/lib/catalogTypes.ts';
import type { Locality } from '#src/lib/dataSchemas.ts';
import { distanceKm } from '#src/lib/geo.ts';
import { catalogVersion, type CatalogVersion } from '../catalog/catalogVersion.ts';
import { getCatalog } from '../catalog/runtime.ts';
import { openLateCount } from './catalogPages.ts';

/** How many restaurants a neighbourhood page lists. */
export const localityRestaurantCount = 24;
/** How many neighbouring localities a neighbourhood page links to. */
export const neighbourCount = 6;

/** A neighbourhood page's data. */
export interface LocalityPageData {
  /** The city's restaurants nearest the locality's point, nearest first. */
  restaurants: { card: RestaurantCard; km: number }[];
  /** The nearest of them open after 11 pm on some day. */
  openLate: { card: RestaurantCard; km: number }[];
  /** Cuisines those restaurants serve, most served first. */
  cuisines: { slug: string; name: string; count: number }[];
  /** Other localities of the same city, nearest first. */
  neighbours: { locality: Locality; km: number }[];
}

const groupedByCity = new WeakMap<readonly Locality[], Map<string, Locality[]>>();

/** `all` grouped by city, in their order; made once per list, as every neighbourhood page of a build passes the same one. */
export function localitiesByCity(all: readonly Locality[]): ReadonlyMap<string, readonly Locality[]> {
  let grouped = groupedByCity.get(all);
  if (!grouped) {
    grouped = new Map();
    for (const locality of all) {
      const list = grouped.get(locality.city);
      if (list) list.push(locality);
      else grouped.set(locality.city, [locality]);
    }
    groupedByCity.set(all, grouped);
  }
  return grouped;
}

/** The nearest other localities of `locality`'s city from `all`, nearest first. */
export function neighbouringLocalities(
  locality: Locality,
  all: readonly Locality[],
  limit: number = neighbourCount,
): { locality: Locality; km: number }[] {
  return (localitiesByCity(all).get(locality.city) ?? [])
    .filter((other) => other.name !== locality.name)
    .map((other) => ({ locality: other, km: distanceKm(locality.lat, locality.lng, other.lat, other.lng) }))
    .sort((a, b) => a.km - b.km || a.locality.name.localeCompare(b.locality.name, 'en'))
    .slice(0, limit);
}

/** A neighbourhood page: nearest restaurants, their cuisines, and the neighbouring localities. */
export function localityPageData(locality: Locality, all: readonly Locality[]): LocalityPageData {
  const catalog = getCatalog();
  const restaurants = catalog.restaurantsNearPoint(
    locality.city,
    { lat: locality.lat, lng: locality.lng },
    localityRestaurantCount,
  );
  const cuisines = catalog
    .cuisinesOfRestaurants(restaurants.map((r) => r.card.info.id))
    .map((c) => ({ slug: c.cuisine.slug, name: c.cuisine.name, count: c.count }));
  const openLate = catalog.openLateNearPoint(locality.city, { lat: locality.lat, lng: locality.lng }, openLateCount);
  return { restaurants, openLate, cuisines, neighbours: neighbouringLocalities(locality, all) };
}

const pathsByCity = new Map<string, string[]>();

/** Every restaurant page of a city, by path (the same path the page declares canonical); kept for the build's other sitemap. */
export function restaurantPathsOfCity(citySlug: string): string[] {
  let paths = pathsByCity.get(citySlug);
  if (!paths) {
    paths = getCatalog().restaurantPathsInCity(citySlug);
    pathsByCity.set(citySlug, paths);
  }
  return paths;
}

let version: CatalogVersion | undefined;

/** The embedded catalog's version (computed once per build). */
export function currentCatalogVersion(): CatalogVersion {
  version ??= catalogVersion(process.cwd(), getCatalog().data.seed);
  return version;
}
