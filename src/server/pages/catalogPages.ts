/**
 * What the pages render on the server: the home listing and collections through the same
 * backend as the API (embedded or upstream), and the prebuilt SEO pages' data from the embedded
 * catalog at build time.
 */
import type {
  CollectionResponse,
  ListingFilters,
  ListingResponse,
  PreSearchResponse,
  RestaurantCard,
} from '#src/lib/catalogTypes.ts';
import type { City } from '#src/lib/dataSchemas.ts';
import type { VegMode } from '#src/lib/vegRules.ts';
import { HttpError } from '../http/http.ts';
import { getCatalog, getCatalogBackend } from '../catalog/runtime.ts';
import { collectionQuerySchema } from '../catalog/params.ts';
import { hoursSummary, openLateText } from '#src/lib/hoursText.ts';

/** How many restaurants the "Open late" list of a city or neighbourhood page shows. */
export const openLateCount = 8;

/**
 * The hours of each card in words, by restaurant id, for pages built once: their week
 * ("Hours: 11 am – 11 pm"), or with `late` how late they stay open ("Open till 2 am"). Such pages
 * never say "Open" now, which would be wrong by the time they are read.
 */
export function hoursTexts(cards: readonly RestaurantCard[], late = false): Record<string, string> {
  const catalog = getCatalog();
  const out: Record<string, string> = {};
  for (const { info } of cards) {
    const hours = catalog.hoursOf(info.id);
    const text = hours && (late ? openLateText(hours) : hoursSummary(hours));
    if (text) out[info.id] = text;
  }
  return out;
}

/** True for a "no such thing" answer of the backend (unknown collection or restaurant). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/** The home listing's first page for a point (the spec's screen inputs). */
export function loadListing(point: { lat: number; lng: number }, filters: ListingFilters): Promise<ListingResponse> {
  return getCatalogBackend().listing({
    lat: point.lat,
    lng: point.lng,
    filters,
    seoHomepage: true,
    pageType: 'DESKTOP_WEB_LISTING',
  });
}

/** The search page's popular cuisines for a point, rendered with the page so its first image is found at once. */
export function loadPreSearch(point: { lat: number; lng: number }): Promise<PreSearchResponse> {
  return getCatalogBackend().preSearch({ lat: point.lat, lng: point.lng });
}

/** A collection near a point, in the diner's veg-only mode; a malformed or unknown collection is a 404 HttpError. */
export function loadCollection(
  point: { lat: number; lng: number },
  query: { collection: string; tags: string; type: string },
  vegMode: VegMode = 'all',
): Promise<CollectionResponse> {
  const parsed = collectionQuerySchema.safeParse({
    lat: point.lat,
    lng: point.lng,
    collection: query.collection,
    tags: query.tags,
    type: query.type,
    vegMode,
  });
  if (!parsed.success) return Promise.reject(new HttpError(404, 'collection: not found'));
  return getCatalogBackend().collection(parsed.data);
}

/** A city page: its restaurants, how many there are, its localities and popular cuisines. */
export function cityPageData(citySlug: string): {
  restaurants: RestaurantCard[];
  /** Restaurants open after 11 pm on some day. */
  openLate: RestaurantCard[];
  total: number;
  localities: string[];
  popularCuisines: { slug: string; name: string }[];
} {
  const catalog = getCatalog();
  return {
    // Cards only for what the page lists: a metro has hundreds of restaurants.
    restaurants: catalog.restaurantsInCity(citySlug, { limit: 24 }),
    openLate: catalog.openLateInCity(citySlug, openLateCount),
    total: catalog.restaurantCountInCity(citySlug),
    localities: catalog.localitiesOfCity(citySlug).map((l) => l.name),
    popularCuisines: catalog
      .popularCuisinesInCity(citySlug)
      .slice(0, 16)
      .map((c) => ({ slug: c.cuisine.slug, name: c.cuisine.name })),
  };
}

/** A city's best-rated restaurants, best first. */
export function bestInCity(citySlug: string, limit: number): RestaurantCard[] {
  return getCatalog().restaurantsInCity(citySlug, { sortBy: 'rating', limit });
}

/** A cuisine page: top restaurants serving it, the cities where it is served, and how many serve it. */
export function cuisinePageData(cuisineSlug: string): {
  top: RestaurantCard[];
  cities: City[];
  restaurantCount: number;
} {
  const catalog = getCatalog();
  const cities = catalog.citiesServingCuisine(cuisineSlug);
  return {
    top: catalog.restaurantsServingCuisine(cuisineSlug, 16),
    cities: cities.map((c) => c.city).sort((a, b) => a.name.localeCompare(b.name)),
    restaurantCount: cities.reduce((sum, c) => sum + c.count, 0),
  };
}

function acrossCities(limit: number, sortBy: 'rating' | 'relevance'): RestaurantCard[] {
  const catalog = getCatalog();
  // data/featured-cities.json: the cities the all-India pages draw from.
  const { featuredCities } = catalog.inputs.tuning;
  const perCity = Math.ceil(limit / featuredCities.length);
  const picked = featuredCities.flatMap((slug) => catalog.restaurantsInCity(slug, { sortBy, limit: perCity }));
  return (sortBy === 'rating' ? picked.sort((a, b) => b.info.avgRating - a.info.avgRating) : picked).slice(0, limit);
}

/** Popular restaurants across the big cities (the general near-me page). */
export function topRestaurants(limit: number): RestaurantCard[] {
  return acrossCities(limit, 'relevance');
}

/** The best-rated restaurants across the big cities, best first. */
export function bestRestaurants(limit: number): RestaurantCard[] {
  return acrossCities(limit, 'rating');
}
