/**
 * The catalog service: the generated catalog behind one facade. The work lives in modules
 * beside this one: the geographic index (geoIndex.ts), the word index (wordIndex.ts), ranking
 * (ranking.ts), the home listing (homeCards.ts), collections (collections.ts), search
 * (catalogSearch.ts), menus (menuResponse.ts) and the prebuilt pages' queries (seoQueries.ts,
 * localityQueries.ts, with their indexes in seoIndex.ts).
 * Plain TypeScript with no astro:* imports, so the build's SEO pages and the bench script can use it.
 */
import { loadPlaceNames, type PlaceNames } from '#src/server/data/names.ts';
import type {
  CollectionResponse,
  DishWithRestaurant,
  ListingFilters,
  MenuResponse,
  PreSearchResponse,
  RestaurantCard,
  SingleSearchResponse,
  SortKey,
  SuggestionsResponse,
} from '#src/lib/catalogTypes.ts';
import type { City, Cuisine } from '#src/lib/dataSchemas.ts';
import type { VegMode } from '#src/lib/vegRules.ts';
import type { WeeklyHours } from '#src/lib/openingHours.ts';
import type { RatingPrior } from '#src/lib/reviewRules.ts';
import { preSearch, searchInRestaurant, singleSearch, suggestions } from './catalogSearch.ts';
import { loadGeneratorInputs, type GeneratorInputs } from './catalogSchemas.ts';
import { buildCollections, collectionResponse, type CollectionDef } from './collections.ts';
import type { CatalogContext } from './context.ts';
import { generateCatalog, restaurantIndex, type CatalogData, type GenerateOptions } from './generator.ts';
import { hoursOf } from './hours.ts';
import type { Point } from './geo.ts';
import { GeoIndex } from './geoIndex.ts';
import { HomeListing, type ListingPage } from './homeCards.ts';
import { MenuBuilder } from './menuResponse.ts';
import { OpenStates } from './openNow.ts';
import { Ranker } from './ranking.ts';
import { ratingPriorOf } from './ratings.ts';
import { restaurantFactsOf, type RestaurantFacts } from './restaurantFacts.ts';
import * as seo from './seoQueries.ts';
import * as near from './localityQueries.ts';
import { WordIndex } from './wordIndex.ts';

export type { CollectionDef } from './collections.ts';
export { collectionPageSize } from './collections.ts';
export { maxSearchResults, maxSuggestions } from './catalogSearch.ts';
export { listingPageSize, unserviceableCardId } from './homeCards.ts';

/** A restaurant delivers to diners within this straight-line distance. */
export const defaultDeliveryRadiusKm = 10;

/** Options of the catalog service. */
export interface CatalogOptions extends GenerateOptions {
  /** Straight-line delivery radius in km. */
  deliveryRadiusKm?: number;
  /** Menus kept built (least recently used go first). */
  menuCacheSize?: number;
  /** The clock answers read the moment from (open states, fees, dish windows); Date.now by default. */
  now?: () => number;
  /** An hours file read instead of data/hours.json (`HOURS_FILE`). */
  hoursFile?: string | undefined;
  /** Cuisine names in the other languages' scripts, which search matches (loadCatalog reads data/names.json). */
  names?: PlaceNames | undefined;
}

/** The service. Build it with `createCatalog` or `loadCatalog`. */
export class Catalog {
  readonly data: CatalogData;
  readonly radiusKm: number;
  readonly collections: readonly CollectionDef[];
  private readonly collectionsById: Map<string, CollectionDef>;
  private readonly ctx: CatalogContext;
  private readonly listing: HomeListing;
  private readonly menus: MenuBuilder;

  /** Indexes generated data; `options` set the delivery radius and the menu cache. */
  constructor(data: CatalogData, options: CatalogOptions = {}) {
    this.data = data;
    this.radiusKm = options.deliveryRadiusKm ?? defaultDeliveryRadiusKm;
    const { inputs } = data;
    const geo = new GeoIndex(data, this.radiusKm);
    const cuisineSlugs = new Map(inputs.cuisines.map((c, i) => [c.slug, i]));
    const open = new OpenStates(data);
    const now = options.now ?? Date.now;
    this.ctx = {
      data,
      geo,
      open,
      now,
      words: new WordIndex(data, options.names),
      ranker: new Ranker(data, geo, cuisineSlugs, open, now),
      cuisineSlugs,
      citySlugs: new Map(inputs.cities.map((c, i) => [c.slug, i])),
      dishSlugs: new Map(inputs.dishes.map((d) => [d.slug, d.index])),
    };
    this.collections = buildCollections(inputs);
    this.collectionsById = new Map(this.collections.map((c) => [c.id, c]));
    this.listing = new HomeListing(this.ctx, this.collections);
    this.menus = new MenuBuilder(this.ctx, options.menuCacheSize ?? 256);
  }

  /** The clock the answers are built for, in milliseconds. */
  now(): number {
    return this.ctx.now();
  }

  /** The generator's inputs (cities, cuisines, dishes...). */
  get inputs(): GeneratorInputs {
    return this.data.inputs;
  }

  /** True when at least one restaurant delivers to the point. */
  isServiceable(point: Point): boolean {
    return this.ctx.geo.isServiceable(point);
  }

  /** Cities by distance from a point, nearest first (the first `limit`). */
  citiesByDistance(point: Point, limit = Infinity): { city: City; km: number }[] {
    return this.ctx.geo.citiesByDistance(point, limit);
  }

  /** The city a point belongs to: the city of the nearest restaurant, else the nearest city. */
  cityOf(point: Point): City {
    return this.ctx.geo.cityOf(point);
  }

  /** The first page of the home listing: carousels, filters, the grid and the link lists. */
  home(point: Point, filters: ListingFilters = {}): ListingPage {
    return this.listing.home(point, filters);
  }

  /** A later page of the listing (POST /api/update): the grid from `offset`, in the first page's order of minute `at`. */
  page(point: Point, offset: number, filters: ListingFilters = {}, at?: number): ListingPage {
    return this.listing.page(point, offset, filters, at);
  }

  /** A collection by id, or undefined. */
  collection(id: string): CollectionDef | undefined {
    return this.collectionsById.get(id);
  }

  /** A collection's masthead and its restaurants near the point, from `offset`. Undefined for an unknown id. */
  collectionRestaurants(
    id: string,
    point: Point,
    offset = 0,
    vegMode: VegMode = 'all',
  ): CollectionResponse | undefined {
    const def = this.collectionsById.get(id);
    return def && collectionResponse(this.ctx, def, point, offset, vegMode);
  }

  /** Typo-tolerant suggestions over restaurants, dishes and cuisines available at the point, in the veg-only mode. */
  suggestions(point: Point, text: string, vegMode: VegMode = 'all'): SuggestionsResponse {
    return suggestions(this.ctx, point, text, vegMode);
  }

  /** Single search: restaurants (by name or cuisine) and dishes matching the text, near the point, in the veg-only mode. */
  singleSearch(point: Point, text: string, vegMode: VegMode = 'all'): SingleSearchResponse {
    return singleSearch(this.ctx, point, text, vegMode);
  }

  /** One restaurant's dishes matching the text (all of them for an empty text); undefined for an unknown id. */
  searchInRestaurant(point: Point, id: string, text: string): SingleSearchResponse | undefined {
    return searchInRestaurant(this.ctx, point, id, text);
  }

  /** Popular cuisines for the search page: those near the point, else across India. */
  preSearch(point: Point): PreSearchResponse {
    return preSearch(this.ctx, point);
  }

  /** A restaurant's menu response (see MenuBuilder.menu), or undefined for an unknown id. */
  menu(id: string, point?: Point, query = ''): MenuResponse | undefined {
    return this.menus.menu(id, point, query);
  }

  /** One dish of a restaurant, looked up directly (no menu is built); undefined when either is unknown. */
  dish(restaurantId: string, dishId: string): DishWithRestaurant | undefined {
    return seo.dishOfRestaurant(this.ctx, restaurantId, dishId);
  }

  /** What an order needs to know about a restaurant for a diner at the point (restaurantFacts.ts), or undefined for an unknown id. */
  restaurantFacts(id: string, point: Point): RestaurantFacts | undefined {
    return restaurantFactsOf(this.ctx, id, point);
  }

  /** A restaurant's generated rating and count (the prior verified ratings move), or undefined for an unknown id. */
  ratingPrior(id: string): RatingPrior | undefined {
    const r = restaurantIndex(this.ctx.data, id);
    return r < 0 ? undefined : ratingPriorOf(this.ctx.data, r);
  }

  /** A restaurant card by id (delivery estimate for the point, or nominal), or undefined. */
  getRestaurant(id: string, point?: Point): RestaurantCard | undefined {
    return seo.getRestaurant(this.ctx, id, point);
  }

  /** A city's restaurants for its prebuilt pages (nominal delivery estimates; all unless `limit`); [] for an unknown city. */
  restaurantsInCity(citySlug: string, options: { sortBy?: SortKey; limit?: number } = {}): RestaurantCard[] {
    return seo.restaurantsInCity(this.ctx, citySlug, options);
  }

  /** A city's restaurants open after 11 pm on some day, in the city page's order (prebuilt pages; nominal estimates). */
  openLateInCity(citySlug: string, limit: number): RestaurantCard[] {
    return seo.openLateInCity(this.ctx, citySlug, limit);
  }

  /** A city's restaurants open after 11 pm on some day nearest a point, nearest first (a neighbourhood page). */
  openLateNearPoint(citySlug: string, point: Point, limit: number): { card: RestaurantCard; km: number }[] {
    return near.openLateNearPoint(this.ctx, citySlug, point, limit);
  }

  /** A restaurant's week of opening hours (IST), or undefined for an unknown id. */
  hoursOf(id: string): WeeklyHours | undefined {
    const r = restaurantIndex(this.data, id);
    return r < 0 ? undefined : hoursOf(this.data, r);
  }

  /** How many restaurants a city has; 0 for an unknown city. */
  restaurantCountInCity(citySlug: string): number {
    return seo.restaurantCountInCity(this.ctx, citySlug);
  }

  /** The paths of a city's restaurant pages, sorted (the sitemaps); [] for an unknown city. */
  restaurantPathsInCity(citySlug: string): string[] {
    return seo.restaurantPathsInCity(this.ctx, citySlug);
  }

  /** The best-rated restaurants serving a cuisine across India; [] for an unknown cuisine. */
  restaurantsServingCuisine(cuisineSlug: string, limit = 50): RestaurantCard[] {
    return seo.restaurantsServingCuisine(this.ctx, cuisineSlug, limit);
  }

  /** Cities with restaurants serving a cuisine, most restaurants first. */
  citiesServingCuisine(cuisineSlug: string): { city: City; count: number }[] {
    return seo.citiesServingCuisine(this.ctx, cuisineSlug);
  }

  /** A city's areas (real localities or generated ones) with their restaurant counts. */
  localitiesOfCity(
    citySlug: string,
  ): { name: string; slug: string; lat: number; lng: number; restaurantCount: number }[] {
    return seo.localitiesOfCity(this.ctx, citySlug);
  }

  /** The cuisines of a city's restaurants, most popular first; `count` is how many restaurants serve each. */
  popularCuisinesInCity(citySlug: string): { cuisine: Cuisine; count: number }[] {
    return seo.popularCuisinesInCity(this.ctx, citySlug);
  }

  /** A city's restaurants nearest a point (a neighbourhood page), nearest first, with km; [] for an unknown city. */
  restaurantsNearPoint(citySlug: string, point: Point, limit: number): { card: RestaurantCard; km: number }[] {
    return near.restaurantsNearPoint(this.ctx, citySlug, point, limit);
  }

  /** The cuisines served by the restaurants with these ids, most served first. */
  cuisinesOfRestaurants(ids: readonly string[]): { cuisine: Cuisine; count: number }[] {
    return near.cuisinesOfRestaurants(this.ctx, ids);
  }

  /** Where a restaurant is, or undefined for an unknown id. */
  restaurantPoint(id: string): Point | undefined {
    return near.restaurantPoint(this.ctx, id);
  }

  /** What an image id shows, or undefined when the catalog has no such image. */
  describeImage(id: string): seo.ImageDescription | undefined {
    return seo.describeImage(this.ctx, this.collectionsById, id);
  }

  /** Numbers for reports: restaurants, per city, distinct dishes. */
  stats(): ReturnType<typeof seo.catalogStats> {
    return seo.catalogStats(this.ctx);
  }
}

/** Builds the service from validated inputs. */
export function createCatalog(inputs: GeneratorInputs, options: CatalogOptions = {}): Catalog {
  return new Catalog(generateCatalog(inputs, options), options);
}

/** Loads the data files under `root` and builds the service. */
export function loadCatalog(root: string = process.cwd(), options: CatalogOptions = {}): Catalog {
  return createCatalog(loadGeneratorInputs(root, options.hoursFile), { names: loadPlaceNames(root), ...options });
}
