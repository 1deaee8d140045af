/**
 * The catalog service: the generated catalog plus in-memory indexes (a geographic grid, a word
 * vocabulary over names, dishes and cuisines, dish → restaurants postings), answering every
 * read the product backend serves, in the spec's shapes. Plain TypeScript with no astro:*
 * imports, so the build's SEO pages and the bench script can use it directly.
 */
import type {
  CardWrapper,
  CarouselItem,
  CollectionResponse,
  DishResult,
  FilterKey,
  HomeCard,
  ListingFilters,
  MenuCard,
  MenuResponse,
  PageOffset,
  PreSearchResponse,
  RestaurantCard,
  SingleSearchResponse,
  SortKey,
  Suggestion,
  SuggestionsResponse,
  TextLink,
} from '../../lib/catalogTypes.ts';
import type { City, Cuisine } from '../../lib/dataSchemas.ts';
import {
  appInstallCard,
  bestCityLink,
  collectionItem,
  cuisineNearMeLink,
  deliveryMinutes,
  menuItem,
  nominalDistanceKm,
  restaurantCard,
  restaurantInfo,
  slaFor,
} from './cards.ts';
import { loadGeneratorInputs, type GeneratorInputs } from './catalogSchemas.ts';
import {
  cityRange,
  cuisinesOf,
  flagPureVeg,
  generateCatalog,
  maxCuisinesPerRestaurant,
  offerOf,
  restaurantId,
  restaurantIndex,
  type CatalogData,
  type GenerateOptions,
} from './generator.ts';
import { degreesFor, distanceKm, type Point } from './geo.ts';
import { dishOf, filterSections, menuSections } from './menu.ts';
import { encodePageToken, filterKeys, sortKeys } from './pageToken.ts';
import { mixSeeds, mulberry32 } from './random.ts';
import { highlight, matchDocument, normaliseText, parseQuery, Vocabulary, type Query } from './search.ts';

/** A restaurant delivers to diners within this straight-line distance. */
export const defaultDeliveryRadiusKm = 10;
/** Restaurants per page of the listing grid. */
export const listingPageSize = 16;
/** Restaurants per collection response. */
export const collectionPageSize = 40;
/** Most suggestions per query (the spec's 10 placeholders). */
export const maxSuggestions = 10;
/** Most restaurants and most dishes of a single search. */
export const maxSearchResults = 30;
/** The unserviceable marker's id: a constant of the spec. */
export const unserviceableCardId = 'swiggy_not_present';

const gridCellDegrees = 0.1;

/** Options of the catalog service. */
export interface CatalogOptions extends GenerateOptions {
  /** Straight-line delivery radius in km. */
  deliveryRadiusKm?: number;
  /** Menus kept built (least recently used go first). */
  menuCacheSize?: number;
}

/** A themed or cuisine collection. */
export interface CollectionDef {
  id: string;
  title: string;
  description: string;
  imageId: string;
  /** The cuisine a cuisine collection is about. */
  cuisine?: number;
  facets: FilterKey[];
  minRating10?: number;
  sortBy: SortKey;
}

/** Restaurants near a point: indexes and straight-line distances, in a stable order. */
interface Nearby {
  idx: Int32Array;
  dist: Float64Array;
}

/** Nearby restaurants passing a filter, ordered, with the numbers the order used. */
interface Ranked {
  idx: Int32Array;
  dist: Float64Array;
  deliveryTime: Int32Array;
}

/** A small least-recently-used map. */
class Lru<K, V> {
  private readonly map = new Map<K, V>();
  private readonly size: number;
  constructor(size: number) {
    this.size = size;
  }
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.size) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
  }
}

function cellKey(latCell: number, lngCell: number): number {
  return latCell * 10_000 + lngCell;
}

/** The service. Build it with `createCatalog` or `loadCatalog`. */
export class Catalog {
  readonly data: CatalogData;
  readonly radiusKm: number;
  readonly collections: readonly CollectionDef[];
  private readonly collectionsById: Map<string, CollectionDef>;
  private readonly grid = new Map<number, Int32Array>();
  private readonly vocabulary = new Vocabulary();
  private readonly nameStart: Uint32Array;
  private readonly nameWords: Uint32Array;
  private readonly dishWords: number[][];
  private readonly dishNorm: string[];
  private readonly cuisineWords: number[][];
  private readonly cuisineNorm: string[];
  private readonly dishRestStart: Uint32Array;
  private readonly dishRest: Int32Array;
  private readonly dishSlugs: Map<string, number>;
  private readonly cuisineSlugs: Map<string, number>;
  private readonly citySlugs: Map<string, number>;
  private readonly stamp: Uint32Array;
  private stampGeneration = 0;
  private readonly nearbyCache = new Lru<string, Nearby>(512);
  private readonly rankedCache = new Lru<string, Ranked>(512);
  private readonly menuCache: Lru<number, CardWrapper<MenuCard>[]>;
  private readonly cityLinksCache = new Lru<string, TextLink[]>(512);
  private nationalCuisineCounts: number[] | undefined;

  constructor(data: CatalogData, options: CatalogOptions = {}) {
    this.data = data;
    this.radiusKm = options.deliveryRadiusKm ?? defaultDeliveryRadiusKm;
    this.menuCache = new Lru(options.menuCacheSize ?? 256);
    const { inputs } = data;
    this.cuisineSlugs = new Map(inputs.cuisines.map((c, i) => [c.slug, i]));
    this.citySlugs = new Map(inputs.cities.map((c, i) => [c.slug, i]));
    this.dishSlugs = new Map(inputs.dishes.map((d) => [d.slug, d.index]));

    // Geographic grid: 0.1° cells, each a list of restaurant indexes.
    const cells = new Map<number, number[]>();
    for (let r = 0; r < data.count; r++) {
      const key = cellKey(Math.floor((data.lat[r] ?? 0) / gridCellDegrees), Math.floor((data.lng[r] ?? 0) / gridCellDegrees));
      const list = cells.get(key);
      if (list) list.push(r);
      else cells.set(key, [r]);
    }
    for (const [key, list] of cells) this.grid.set(key, Int32Array.from(list));

    // Words of every restaurant name (CSR: nameWords[nameStart[r] .. nameStart[r + 1]]).
    this.nameStart = new Uint32Array(data.count + 1);
    const words: number[] = [];
    const byName = new Map<string, number[]>();
    for (let r = 0; r < data.count; r++) {
      this.nameStart[r] = words.length;
      const name = data.name[r] ?? '';
      let ids = byName.get(name);
      if (!ids) {
        ids = this.vocabulary.addText(name);
        byName.set(name, ids);
      }
      words.push(...ids);
    }
    this.nameStart[data.count] = words.length;
    this.nameWords = Uint32Array.from(words);
    this.dishWords = inputs.dishes.map((d) => this.vocabulary.addText(d.name));
    this.dishNorm = inputs.dishes.map((d) => normaliseText(d.name));
    this.cuisineWords = inputs.cuisines.map((c) => this.vocabulary.addText(c.name));
    this.cuisineNorm = inputs.cuisines.map((c) => normaliseText(c.name));

    // Dish → restaurants that serve it (CSR), for dish search without building menus.
    const counts = new Uint32Array(inputs.dishes.length + 1);
    for (const d of data.dishList) counts[d + 1] = (counts[d + 1] ?? 0) + 1;
    for (let d = 1; d < counts.length; d++) counts[d] = (counts[d] ?? 0) + (counts[d - 1] ?? 0);
    this.dishRestStart = counts.slice();
    this.dishRest = new Int32Array(data.dishList.length);
    const fill = counts.slice();
    for (let r = 0; r < data.count; r++) {
      for (let k = data.dishStart[r] ?? 0; k < (data.dishStart[r + 1] ?? 0); k++) {
        const d = data.dishList[k] ?? 0;
        this.dishRest[fill[d] ?? 0] = r;
        fill[d] = (fill[d] ?? 0) + 1;
      }
    }
    this.stamp = new Uint32Array(data.count);

    this.collections = [
      { id: 'top-rated', title: 'Top rated', description: 'Restaurants near you that diners rate 4.3 and above.', imageId: 'b-top-rated', facets: [], minRating10: 43, sortBy: 'rating' },
      { id: 'great-offers', title: 'Great offers', description: 'Restaurants near you with money off your order today.', imageId: 'b-great-offers', facets: ['offers'], sortBy: 'relevance' },
      { id: 'fast-delivery', title: 'Fast delivery', description: 'Restaurants that reach you in 30 minutes or less.', imageId: 'b-fast-delivery', facets: ['fastDelivery'], sortBy: 'deliveryTime' },
      { id: 'pure-veg', title: 'Pure veg', description: 'Restaurants that serve only vegetarian food, with no meat, fish or egg.', imageId: 'b-pure-veg', facets: ['pureVeg'], sortBy: 'relevance' },
      ...inputs.cuisines.map((c, i): CollectionDef => ({
        id: c.slug,
        title: c.name,
        description: c.description ?? `Restaurants near you serving ${c.name} food.`,
        imageId: `c-${c.slug}`,
        cuisine: i,
        facets: [],
        sortBy: 'relevance',
      })),
    ];
    this.collectionsById = new Map(this.collections.map((c) => [c.id, c]));
  }

  /** The generator's inputs (cities, cuisines, dishes...). */
  get inputs(): GeneratorInputs {
    return this.data.inputs;
  }

  // ---------------------------------------------------------------- geography

  /** Restaurants within the delivery radius of a point (cached per point). */
  private nearby(point: Point): Nearby {
    const key = `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;
    const cached = this.nearbyCache.get(key);
    if (cached) return cached;
    const { dLat, dLng } = degreesFor(this.radiusKm, point.lat);
    const lat0 = Math.floor((point.lat - dLat) / gridCellDegrees);
    const lat1 = Math.floor((point.lat + dLat) / gridCellDegrees);
    const lng0 = Math.floor((point.lng - dLng) / gridCellDegrees);
    const lng1 = Math.floor((point.lng + dLng) / gridCellDegrees);
    const idx: number[] = [];
    const dist: number[] = [];
    for (let a = lat0; a <= lat1; a++) {
      for (let b = lng0; b <= lng1; b++) {
        const cell = this.grid.get(cellKey(a, b));
        if (!cell) continue;
        for (const r of cell) {
          const d = distanceKm(point.lat, point.lng, this.data.lat[r] ?? 0, this.data.lng[r] ?? 0);
          if (d <= this.radiusKm) {
            idx.push(r);
            dist.push(d);
          }
        }
      }
    }
    const result = { idx: Int32Array.from(idx), dist: Float64Array.from(dist) };
    this.nearbyCache.set(key, result);
    return result;
  }

  /** True when at least one restaurant delivers to the point. */
  isServiceable(point: Point): boolean {
    return this.nearby(point).idx.length > 0;
  }

  /** Cities by distance from a point, nearest first (the first `limit`). */
  citiesByDistance(point: Point, limit = Infinity): { city: City; km: number }[] {
    const cities = this.inputs.cities;
    const km = new Float64Array(cities.length);
    for (let i = 0; i < cities.length; i++) km[i] = distanceKm(point.lat, point.lng, cities[i]?.lat ?? 0, cities[i]?.lng ?? 0);
    const order = Array.from(cities.keys()).sort((a, b) => (km[a] ?? 0) - (km[b] ?? 0) || a - b);
    return order.slice(0, Math.min(limit, order.length)).map((i) => ({ city: cities[i] as City, km: km[i] ?? 0 }));
  }

  /** The city a point belongs to: the city of the nearest restaurant, else the nearest city. */
  cityOf(point: Point): City {
    const near = this.nearby(point);
    let best = -1;
    let bestKm = Infinity;
    for (let k = 0; k < near.idx.length; k++) {
      if ((near.dist[k] ?? Infinity) < bestKm) {
        bestKm = near.dist[k] ?? Infinity;
        best = near.idx[k] ?? -1;
      }
    }
    if (best >= 0) return this.inputs.cities[this.data.city[best] ?? 0] as City;
    return (this.citiesByDistance(point, 1)[0]?.city ?? this.inputs.cities[0]) as City;
  }

  // ---------------------------------------------------------------- ranking


  /** A stable blend of rating, distance and a fixed per-restaurant nudge; higher is better. */
  private relevanceOf(r: number, km: number): number {
    return (this.data.rating10[r] ?? 40) / 10 + (this.data.boost[r] ?? 0) / 250 - 0.08 * km;
  }

  private passes(r: number, deliveryTime: number, facets: readonly FilterKey[], cuisine: number | undefined, minRating10: number): boolean {
    const d = this.data;
    if ((d.rating10[r] ?? 0) < minRating10) return false;
    for (const facet of facets) {
      if (facet === 'pureVeg' && ((d.flags[r] ?? 0) & flagPureVeg) === 0) return false;
      if (facet === 'rating4' && (d.rating10[r] ?? 0) < 40) return false;
      if (facet === 'fastDelivery' && deliveryTime > 30) return false;
      if (facet === 'offers' && !offerOf(d.offer[r] ?? 255)) return false;
    }
    if (cuisine !== undefined) {
      let found = false;
      for (let k = 0; k < maxCuisinesPerRestaurant; k++) if (d.cuisines[r * maxCuisinesPerRestaurant + k] === cuisine) found = true;
      if (!found) return false;
    }
    return true;
  }

  /** Nearby restaurants passing the filters, in the requested order (cached per point and filters). */
  private ranked(point: Point, filters: ListingFilters, minRating10 = 0): Ranked {
    const sortBy = filters.sortBy ?? 'relevance';
    const facets = (filters.facets ?? []).filter((f) => filterKeys.includes(f));
    const cuisine = filters.cuisine ? this.cuisineSlugs.get(filters.cuisine) ?? -1 : undefined;
    const key = `${point.lat.toFixed(5)},${point.lng.toFixed(5)}|${sortBy}|${[...facets].sort().join(',')}|${filters.cuisine ?? ''}|${minRating10}`;
    const cached = this.rankedCache.get(key);
    if (cached) return cached;
    const near = this.nearby(point);
    const d = this.data;
    // Numbers in typed arrays and one index sort: this runs for every listing call.
    const n = near.idx.length;
    const time = new Int32Array(n);
    const relevance = new Float64Array(n);
    const keep: number[] = [];
    for (let k = 0; k < n; k++) {
      const r = near.idx[k] ?? 0;
      const km = near.dist[k] ?? 0;
      time[k] = deliveryMinutes(d, r, km);
      if (!this.passes(r, time[k] ?? 0, facets, cuisine, minRating10)) continue;
      relevance[k] = this.relevanceOf(r, km);
      keep.push(k);
    }
    const byRelevance = (a: number, b: number) => (relevance[b] ?? 0) - (relevance[a] ?? 0) || (near.idx[a] ?? 0) - (near.idx[b] ?? 0);
    if (sortBy === 'deliveryTime') keep.sort((a, b) => (time[a] ?? 0) - (time[b] ?? 0) || byRelevance(a, b));
    else if (sortBy === 'rating') keep.sort((a, b) => (d.rating10[near.idx[b] ?? 0] ?? 0) - (d.rating10[near.idx[a] ?? 0] ?? 0) || byRelevance(a, b));
    else keep.sort(byRelevance);
    const result: Ranked = {
      idx: Int32Array.from(keep, (k) => near.idx[k] ?? 0),
      dist: Float64Array.from(keep, (k) => near.dist[k] ?? 0),
      deliveryTime: Int32Array.from(keep, (k) => time[k] ?? 0),
    };
    this.rankedCache.set(key, result);
    return result;
  }

  private cardsOf(ranked: Ranked, from: number, to: number): RestaurantCard[] {
    const out: RestaurantCard[] = [];
    for (let k = from; k < Math.min(to, ranked.idx.length); k++) {
      const r = ranked.idx[k] ?? 0;
      out.push(restaurantCard(this.data, r, slaFor(this.data, r, ranked.dist[k] ?? 0)));
    }
    return out;
  }

  /**
   * Adds restaurant r to cuisine counts: its main cuisine counts three times, so a city's own
   * food outranks the desserts and beverages that many menus add on the side.
   */
  private countCuisines(counts: number[], r: number): void {
    for (let k = 0; k < maxCuisinesPerRestaurant; k++) {
      const c = this.data.cuisines[r * maxCuisinesPerRestaurant + k] ?? 255;
      if (c !== 255) counts[c] = (counts[c] ?? 0) + (k === 0 ? 3 : 1);
    }
  }

  /** Cuisine indexes served near a point, most popular first (ties by name). */
  private cuisinesNear(point: Point): { cuisine: number; count: number }[] {
    const near = this.nearby(point);
    const counts = new Array<number>(this.inputs.cuisines.length).fill(0);
    for (const r of near.idx) this.countCuisines(counts, r);
    return this.rankCounts(counts);
  }

  private rankCounts(counts: readonly number[]): { cuisine: number; count: number }[] {
    return counts
      .map((count, cuisine) => ({ cuisine, count }))
      .filter((x) => x.count > 0)
      .sort((a, b) => b.count - a.count || (this.inputs.cuisines[a.cuisine]?.name ?? '').localeCompare(this.inputs.cuisines[b.cuisine]?.name ?? '', 'en'));
  }

  private nationalCuisines(): { cuisine: number; count: number }[] {
    if (!this.nationalCuisineCounts) {
      const counts = new Array<number>(this.inputs.cuisines.length).fill(0);
      for (let r = 0; r < this.data.count; r++) this.countCuisines(counts, r);
      this.nationalCuisineCounts = counts;
    }
    return this.rankCounts(this.nationalCuisineCounts);
  }

  // ---------------------------------------------------------------- listing

  private pageOffset(total: number, end: number, filters: ListingFilters): PageOffset {
    const more = end < total;
    return {
      nextOffset: more ? encodePageToken({ offset: end, filters }) : null,
      widgetOffset: { restaurant_grid_listing: String(Math.min(end, total)) },
    };
  }

  private gridCard(point: Point, ranked: Ranked, from: number): CardWrapper<HomeCard> {
    const city = this.cityOf(point);
    return {
      card: {
        card: {
          id: 'restaurant_grid_listing',
          header: { title: `Restaurants with online food delivery in ${city.name}` },
          gridElements: { infoWithStyle: { restaurants: this.cardsOf(ranked, from, from + listingPageSize) } },
        },
      },
    };
  }

  private cityLinksCard(point: Point): CardWrapper<HomeCard> {
    // The 40 nearest cities hardly change within a kilometre: cache them per ~1 km cell.
    const key = `${point.lat.toFixed(2)},${point.lng.toFixed(2)}`;
    let brands = this.cityLinksCache.get(key);
    if (!brands) {
      brands = this.citiesByDistance(point, 40).map(({ city }) => bestCityLink(city));
      this.cityLinksCache.set(key, brands);
    }
    return { card: { card: { id: 'best_city_link', title: 'Best Places to Eat Across Cities', brands } } };
  }

  /** The first page of the home listing: carousels, filters, the grid and the link lists. */
  home(point: Point, filters: ListingFilters = {}): { cards: CardWrapper<HomeCard>[]; pageOffset: PageOffset } {
    const empty: PageOffset = { nextOffset: null, widgetOffset: {} };
    if (!this.isServiceable(point)) {
      return {
        cards: [
          {
            card: {
              card: {
                id: unserviceableCardId,
                title: 'Location Unserviceable',
                description: "We don't have any services here till now. Try changing location.",
              },
            },
          },
          this.cityLinksCard(point),
          { card: { card: appInstallCard() } },
        ],
        pageOffset: empty,
      };
    }
    const all = this.ranked(point, {});
    const ranked = this.ranked(point, filters);
    const cuisines = this.cuisinesNear(point);
    const cards: CardWrapper<HomeCard>[] = [
      { card: { card: { id: 'topical_banner', header: { title: 'Best offers for you' }, gridElements: { infoWithStyle: { info: this.offerItems(all) } } } } },
      {
        card: {
          card: {
            id: 'whats_on_your_mind',
            header: { title: "What's on your mind?" },
            gridElements: {
              infoWithStyle: {
                info: cuisines.slice(0, 12).map(({ cuisine }) => {
                  const c = this.inputs.cuisines[cuisine] as Cuisine;
                  return collectionItem(c.slug, c.name, `c-${c.slug}`, `restaurants curated for ${c.name}`);
                }),
              },
            },
          },
        },
      },
      {
        card: {
          card: {
            id: 'listing_filters',
            sortConfigs: sortKeys.map((key) => ({ key, title: key === 'relevance' ? 'Relevance (Default)' : key === 'deliveryTime' ? 'Delivery Time' : 'Rating' })),
            facets: filterKeys.map((key) => ({
              key,
              label: key === 'pureVeg' ? 'Pure Veg' : key === 'rating4' ? 'Ratings 4.0+' : key === 'fastDelivery' ? 'Fast Delivery' : 'Offers',
            })),
          },
        },
      },
      this.gridCard(point, ranked, 0),
      {
        card: {
          card: {
            id: 'restaurant_near_me_links',
            title: 'Explore restaurants near me',
            brands: [
              { text: 'Restaurants Near Me', link: '/restaurants-near-me' },
              { text: 'Best Restaurants Near Me', link: '/best-restaurants-near-me' },
              ...cuisines.slice(0, 12).map(({ cuisine }) => cuisineNearMeLink(this.inputs.cuisines[cuisine] as Cuisine)),
            ],
          },
        },
      },
      this.cityLinksCard(point),
      {
        card: {
          card: {
            id: 'cuisines_near_you',
            title: 'Best Cuisines Near Me',
            // The client shows 11 and reveals the rest on "Show More"; 40 keeps the answer light.
            cuisines: cuisines.slice(0, 40).map(({ cuisine }): TextLink => cuisineNearMeLink(this.inputs.cuisines[cuisine] as Cuisine)),
          },
        },
      },
      { card: { card: appInstallCard() } },
    ];
    return { cards, pageOffset: this.pageOffset(ranked.idx.length, Math.min(listingPageSize, ranked.idx.length), filters) };
  }

  /** The offers carousel: themed collections with restaurants here, then restaurants with offers. */
  private offerItems(all: Ranked): CarouselItem[] {
    const items: CarouselItem[] = [];
    const d = this.data;
    // One pass over the unfiltered list tells which themed collections have restaurants here.
    for (const def of this.collections) {
      if (def.cuisine !== undefined) continue;
      let any = false;
      for (let k = 0; k < all.idx.length && !any; k++) {
        const r = all.idx[k] ?? 0;
        any = this.passes(r, all.deliveryTime[k] ?? 0, def.facets, undefined, def.minRating10 ?? 0);
      }
      if (any) items.push(collectionItem(def.id, def.title, def.imageId, def.description));
    }
    let added = 0;
    for (let k = 0; k < all.idx.length && added < 8; k++) {
      const r = all.idx[k] ?? 0;
      if (!offerOf(d.offer[r] ?? 255)) continue;
      items.push(menuItem(d, r));
      added++;
    }
    return items;
  }

  /** A later page of the listing (POST /api/update): the grid from `offset`. */
  page(point: Point, offset: number, filters: ListingFilters = {}): { cards: CardWrapper<HomeCard>[]; pageOffset: PageOffset } {
    if (!this.isServiceable(point)) return { cards: [], pageOffset: { nextOffset: null, widgetOffset: {} } };
    const ranked = this.ranked(point, filters);
    const from = Math.min(offset, ranked.idx.length);
    const end = Math.min(from + listingPageSize, ranked.idx.length);
    return { cards: [this.gridCard(point, ranked, from)], pageOffset: this.pageOffset(ranked.idx.length, end, filters) };
  }

  // ---------------------------------------------------------------- collections

  /** A collection by id, or undefined. */
  collection(id: string): CollectionDef | undefined {
    return this.collectionsById.get(id);
  }

  /** A collection's masthead and its restaurants near the point, from `offset`. Undefined for an unknown id. */
  collectionRestaurants(id: string, point: Point, offset = 0): CollectionResponse | undefined {
    const def = this.collectionsById.get(id);
    if (!def) return undefined;
    const cuisine = def.cuisine !== undefined ? this.inputs.cuisines[def.cuisine]?.slug : undefined;
    const filters: ListingFilters = { sortBy: def.sortBy, facets: def.facets };
    if (cuisine) filters.cuisine = cuisine;
    const ranked = this.ranked(point, filters, def.minRating10 ?? 0);
    const cards: CollectionResponse['data']['cards'] = [{ card: { card: { '@type': 'CollectionMasthead', title: def.title, description: def.description } } }];
    for (const card of this.cardsOf(ranked, offset, offset + collectionPageSize)) cards.push({ card: { card: { ...card, '@type': 'Restaurant' } } });
    return { data: { cards } };
  }

  // ---------------------------------------------------------------- search

  /** Marks the nearby restaurants in `stamp`, so membership is one array read. */
  private markNearby(near: Nearby): number {
    this.stampGeneration = (this.stampGeneration + 1) >>> 0;
    if (this.stampGeneration === 0) {
      this.stamp.fill(0);
      this.stampGeneration = 1;
    }
    for (const r of near.idx) this.stamp[r] = this.stampGeneration;
    return this.stampGeneration;
  }

  private restaurantMatch(query: Query, r: number) {
    return matchDocument(query, this.nameWords.subarray(this.nameStart[r] ?? 0, this.nameStart[r + 1] ?? 0), () => normaliseText(this.data.name[r] ?? ''));
  }

  /** Typo-tolerant suggestions over restaurants, dishes and cuisines available at the point. */
  suggestions(point: Point, text: string): SuggestionsResponse {
    const query = parseQuery(this.vocabulary, text);
    const out: { suggestion: Suggestion; fuzzy: boolean; score: number }[] = [];
    const near = this.nearby(point);
    if (query.words.length && near.idx.length) {
      const generation = this.markNearby(near);
      const { inputs } = this;
      // Cuisines served here.
      const served = new Set(this.cuisinesNear(point).map((c) => c.cuisine));
      this.cuisineWords.forEach((words, c) => {
        if (!served.has(c)) return;
        const m = matchDocument(query, words, () => this.cuisineNorm[c] ?? '');
        if (!m) return;
        const cuisine = inputs.cuisines[c] as Cuisine;
        out.push({ suggestion: { text: cuisine.name, highlightedText: highlight(cuisine.name, query, m.positions), cloudinaryId: `c-${cuisine.slug}`, type: 'CUISINE', subCategory: 'Cuisine' }, fuzzy: m.fuzzy, score: m.score + 2 });
      });
      // Dishes served by a restaurant here.
      this.dishWords.forEach((words, d) => {
        const m = matchDocument(query, words, () => this.dishNorm[d] ?? '');
        if (!m) return;
        let servedHere = false;
        for (let k = this.dishRestStart[d] ?? 0; k < (this.dishRestStart[d + 1] ?? 0); k++) {
          if (this.stamp[this.dishRest[k] ?? 0] === generation) {
            servedHere = true;
            break;
          }
        }
        if (!servedHere) return;
        const dish = inputs.dishes[d];
        if (!dish) return;
        out.push({ suggestion: { text: dish.name, highlightedText: highlight(dish.name, query, m.positions), cloudinaryId: `d-${dish.slug}`, type: 'DISH', subCategory: 'Dish' }, fuzzy: m.fuzzy, score: m.score + 1 });
      });
      // Restaurants that deliver here, one suggestion per distinct name (the best-rated).
      const byName = new Map<string, { r: number; fuzzy: boolean; score: number; positions: number[] }>();
      for (const r of near.idx) {
        const m = this.restaurantMatch(query, r);
        if (!m) continue;
        const name = (this.data.name[r] ?? '').toLowerCase();
        const seen = byName.get(name);
        if (!seen || (this.data.rating10[r] ?? 0) > (this.data.rating10[seen.r] ?? 0) || ((this.data.rating10[r] ?? 0) === (this.data.rating10[seen.r] ?? 0) && r < seen.r)) {
          byName.set(name, { r, fuzzy: m.fuzzy, score: m.score + (this.data.rating10[r] ?? 0) / 100, positions: m.positions });
        }
      }
      for (const { r, fuzzy, score, positions } of byName.values()) {
        const name = this.data.name[r] ?? '';
        out.push({
          suggestion: { text: name, highlightedText: highlight(name, query, positions), cloudinaryId: `r-${restaurantId(r)}`, type: 'RESTAURANT', subCategory: 'Restaurant', restaurantId: restaurantId(r) },
          fuzzy,
          score,
        });
      }
    }
    out.sort((a, b) => Number(a.fuzzy) - Number(b.fuzzy) || b.score - a.score || a.suggestion.text.localeCompare(b.suggestion.text, 'en'));
    return { data: { suggestions: out.slice(0, maxSuggestions).map((x) => x.suggestion), query: text } };
  }

  private dishResult(r: number, dishIndex: number, km: number): DishResult {
    const info = restaurantInfo(this.data, r, slaFor(this.data, r, km));
    return {
      '@type': 'Dish',
      info: dishOf(this.data, r, dishIndex),
      restaurant: { info: { id: info.id, name: info.name, locality: info.locality, avgRating: info.avgRating, sla: info.sla, slugs: info.slugs } },
    };
  }

  /** Single search: restaurants (by name or cuisine) and dishes matching the text, near the point. */
  singleSearch(point: Point, text: string): SingleSearchResponse {
    const query = parseQuery(this.vocabulary, text);
    const all = this.ranked(point, {});
    const restaurants: { k: number; score: number }[] = [];
    const dishes: { r: number; d: number; km: number; score: number; k: number }[] = [];
    if (query.words.length && all.idx.length) {
      const cuisineMatches = new Map<number, number>();
      this.cuisineWords.forEach((words, c) => {
        const m = matchDocument(query, words, () => this.cuisineNorm[c] ?? '');
        if (m) cuisineMatches.set(c, m.score - (m.fuzzy ? 10 : 0));
      });
      const position = new Map<number, number>();
      for (let k = 0; k < all.idx.length; k++) {
        const r = all.idx[k] ?? 0;
        position.set(r, k);
        const m = this.restaurantMatch(query, r);
        let score = m ? m.score - (m.fuzzy ? 10 : 0) + 20 : -Infinity;
        for (const c of cuisinesOf(this.data, r)) {
          const cs = cuisineMatches.get(c);
          if (cs !== undefined) score = Math.max(score, cs);
        }
        if (score > -Infinity) restaurants.push({ k, score });
      }
      this.dishWords.forEach((words, d) => {
        const m = matchDocument(query, words, () => this.dishNorm[d] ?? '');
        if (!m) return;
        const score = m.score - (m.fuzzy ? 10 : 0);
        for (let j = this.dishRestStart[d] ?? 0; j < (this.dishRestStart[d + 1] ?? 0); j++) {
          const r = this.dishRest[j] ?? 0;
          const k = position.get(r);
          if (k !== undefined) dishes.push({ r, d, km: all.dist[k] ?? 0, score, k });
        }
      });
    }
    // Better matches first, then the listing's relevance order (k).
    restaurants.sort((a, b) => b.score - a.score || a.k - b.k);
    dishes.sort((a, b) => b.score - a.score || a.k - b.k || a.d - b.d);
    const restaurantCards = restaurants.slice(0, maxSearchResults).map(({ k }) => {
      const r = all.idx[k] ?? 0;
      return { card: { card: restaurantCard(this.data, r, slaFor(this.data, r, all.dist[k] ?? 0)) } };
    });
    const dishCards = dishes.slice(0, maxSearchResults).map(({ r, d, km }) => ({ card: { card: this.dishResult(r, d, km) } }));
    return { data: { cards: [{ groupedCard: { cardGroupMap: { RESTAURANT: { cards: restaurantCards }, DISH: { cards: dishCards } } } }] } };
  }

  /** One restaurant's dishes matching the text (all of them for an empty text); undefined for an unknown id. */
  searchInRestaurant(point: Point, id: string, text: string): SingleSearchResponse | undefined {
    const r = restaurantIndex(this.data, id);
    if (r < 0) return undefined;
    const km = distanceKm(point.lat, point.lng, this.data.lat[r] ?? 0, this.data.lng[r] ?? 0);
    const query = parseQuery(this.vocabulary, text);
    const found: { d: number; score: number }[] = [];
    for (let k = this.data.dishStart[r] ?? 0; k < (this.data.dishStart[r + 1] ?? 0); k++) {
      const d = this.data.dishList[k] ?? 0;
      if (!query.words.length) {
        found.push({ d, score: 0 });
        continue;
      }
      const m = matchDocument(query, this.dishWords[d] ?? [], () => this.dishNorm[d] ?? '');
      if (m) found.push({ d, score: m.score - (m.fuzzy ? 10 : 0) });
    }
    found.sort((a, b) => b.score - a.score || a.d - b.d);
    const cards = found.map(({ d }) => ({ card: { card: this.dishResult(r, d, km) } }));
    return { data: { cards: [{ groupedCard: { cardGroupMap: { DISH: { cards } } } }] } };
  }

  /** Popular cuisines for the search page: those near the point, else across India. */
  preSearch(point: Point): PreSearchResponse {
    const near = this.cuisinesNear(point);
    const ranked = (near.length ? near : this.nationalCuisines()).slice(0, 12);
    const info: CarouselItem[] = ranked.map(({ cuisine }) => {
      const c = this.inputs.cuisines[cuisine] as Cuisine;
      return {
        id: `cuisine-${c.slug}`,
        imageId: `c-${c.slug}`,
        entityId: c.slug,
        action: { link: `/search?query=${encodeURIComponent(c.name)}`, text: c.name, type: 'WEBLINK' },
        accessibility: { altText: `${c.name} restaurants` },
      };
    });
    return { data: { cards: [{ card: { card: { id: 'popular_cuisines', header: { title: 'Popular Cuisines' }, gridElements: { infoWithStyle: { info } } } } }] } };
  }

  // ---------------------------------------------------------------- menu

  private sectionsOf(r: number): CardWrapper<MenuCard>[] {
    let sections = this.menuCache.get(r);
    if (!sections) {
      sections = menuSections(this.data, r);
      this.menuCache.set(r, sections);
    }
    return sections;
  }

  /**
   * A restaurant's menu response: the RestaurantInfo card, the Offers card and, third, the
   * REGULAR group of sections. With a point the delivery estimate is the diner's; without one
   * (prebuilt pages) it is for a nominal distance. `query` keeps dishes whose name contains it.
   */
  menu(id: string, point?: Point, query = ''): MenuResponse | undefined {
    const r = restaurantIndex(this.data, id);
    if (r < 0) return undefined;
    const km = point ? distanceKm(point.lat, point.lng, this.data.lat[r] ?? 0, this.data.lng[r] ?? 0) : nominalDistanceKm;
    const sla = slaFor(this.data, r, km);
    const info = restaurantInfo(this.data, r, sla);
    const city = this.inputs.cities[this.data.city[r] ?? 0] as City;
    const fee = 20 + 5 * Math.round(sla.lastMileTravel);
    const feeMessage = !point
      ? undefined
      : km <= this.radiusKm
        ? `${sla.lastMileTravel.toFixed(1)} kms | ₹${fee} Delivery fee will apply`
        : `Far (${sla.lastMileTravel.toFixed(1)} kms) | Additional delivery fee will apply`;
    const offers = this.menuOffers(r);
    return {
      data: {
        cards: [
          {
            card: {
              card: {
                '@type': 'RestaurantInfo',
                info: {
                  id: info.id,
                  name: info.name,
                  city: city.name,
                  locality: info.locality,
                  areaName: info.areaName,
                  cuisines: info.cuisines,
                  avgRating: info.avgRating,
                  avgRatingString: info.avgRatingString,
                  totalRatingsString: info.totalRatingsString,
                  costForTwoMessage: info.costForTwo,
                  cloudinaryImageId: info.cloudinaryImageId,
                  veg: info.veg,
                  feeDetails: feeMessage ? { message: feeMessage } : {},
                  sla: { ...sla, restaurantId: info.id },
                  slugs: info.slugs,
                },
              },
            },
          },
          { card: { card: { '@type': 'Offers', offers } } },
          { groupedCard: { cardGroupMap: { REGULAR: { cards: filterSections(this.sectionsOf(r), query) } } } },
        ],
      },
    };
  }

  private menuOffers(r: number): { header: string; subHeader: string }[] {
    const offers: { header: string; subHeader: string }[] = [];
    const own = offerOf(this.data.offer[r] ?? 255);
    if (own) offers.push({ ...own });
    const random = mulberry32(mixSeeds(this.data.seed32[r] ?? 0, 0x0ff3));
    const generic = [
      { header: 'FLAT ₹75 OFF', subHeader: 'USE THALI75 | ABOVE ₹399' },
      { header: '20% OFF UPTO ₹100', subHeader: 'USE FEAST20 | ABOVE ₹299' },
      { header: 'FREE DELIVERY', subHeader: 'ON ORDERS ABOVE ₹199' },
      { header: '10% OFF UPTO ₹60', subHeader: 'WITH SELECT CARDS' },
    ];
    for (const offer of generic) if (random() < 0.5) offers.push(offer);
    return offers;
  }

  // ---------------------------------------------------------------- SEO pages and lookups

  /** A restaurant card by id (delivery estimate for the point, or nominal), or undefined. */
  getRestaurant(id: string, point?: Point): RestaurantCard | undefined {
    const r = restaurantIndex(this.data, id);
    if (r < 0) return undefined;
    const km = point ? distanceKm(point.lat, point.lng, this.data.lat[r] ?? 0, this.data.lng[r] ?? 0) : nominalDistanceKm;
    return restaurantCard(this.data, r, slaFor(this.data, r, km));
  }

  /** A restaurant's menu response by id (see `menu`), or undefined. */
  getMenu(id: string, point?: Point): MenuResponse | undefined {
    return this.menu(id, point);
  }

  private rankWithoutPoint(indexes: Iterable<number>, sortBy: SortKey): number[] {
    const list = [...indexes];
    const d = this.data;
    const relevance = (r: number) => this.relevanceOf(r, nominalDistanceKm);
    if (sortBy === 'rating') list.sort((a, b) => (d.rating10[b] ?? 0) - (d.rating10[a] ?? 0) || (d.ratingCount[b] ?? 0) - (d.ratingCount[a] ?? 0) || a - b);
    else if (sortBy === 'deliveryTime') list.sort((a, b) => (d.prepMinutes[a] ?? 0) - (d.prepMinutes[b] ?? 0) || relevance(b) - relevance(a) || a - b);
    else list.sort((a, b) => relevance(b) - relevance(a) || a - b);
    return list;
  }

  /** A city's restaurants for its prebuilt pages (nominal delivery estimates; all unless `limit`); [] for an unknown city. */
  restaurantsInCity(citySlug: string, options: { sortBy?: SortKey; limit?: number } = {}): RestaurantCard[] {
    const c = this.citySlugs.get(citySlug);
    if (c === undefined) return [];
    const { start, end } = cityRange(this.data, c);
    const order = this.rankWithoutPoint(Array.from({ length: end - start }, (_, k) => start + k), options.sortBy ?? 'relevance');
    return order.slice(0, options.limit ?? order.length).map((r) => restaurantCard(this.data, r, slaFor(this.data, r, nominalDistanceKm)));
  }

  /** The best-rated restaurants serving a cuisine across India; [] for an unknown cuisine. */
  restaurantsServingCuisine(cuisineSlug: string, limit = 50): RestaurantCard[] {
    const c = this.cuisineSlugs.get(cuisineSlug);
    if (c === undefined) return [];
    const matches: number[] = [];
    for (let r = 0; r < this.data.count; r++) if (cuisinesOf(this.data, r).includes(c)) matches.push(r);
    return this.rankWithoutPoint(matches, 'rating')
      .slice(0, limit)
      .map((r) => restaurantCard(this.data, r, slaFor(this.data, r, nominalDistanceKm)));
  }

  /** Cities with restaurants serving a cuisine, most restaurants first. */
  citiesServingCuisine(cuisineSlug: string): { city: City; count: number }[] {
    const c = this.cuisineSlugs.get(cuisineSlug);
    if (c === undefined) return [];
    const counts = new Array<number>(this.inputs.cities.length).fill(0);
    for (let r = 0; r < this.data.count; r++) if (cuisinesOf(this.data, r).includes(c)) counts[this.data.city[r] ?? 0] = (counts[this.data.city[r] ?? 0] ?? 0) + 1;
    return counts
      .map((count, i) => ({ city: this.inputs.cities[i] as City, count }))
      .filter((x) => x.count > 0)
      .sort((a, b) => b.count - a.count || a.city.name.localeCompare(b.city.name, 'en'));
  }

  /** A city's areas (real localities or generated ones) with their restaurant counts. */
  localitiesOfCity(citySlug: string): { name: string; slug: string; lat: number; lng: number; restaurantCount: number }[] {
    const c = this.citySlugs.get(citySlug);
    if (c === undefined) return [];
    const counts = new Map<number, number>();
    const { start, end } = cityRange(this.data, c);
    for (let r = start; r < end; r++) counts.set(this.data.area[r] ?? 0, (counts.get(this.data.area[r] ?? 0) ?? 0) + 1);
    return this.data.areas
      .map((area, i) => ({ area, i }))
      .filter(({ area }) => area.city === c)
      .map(({ area, i }) => ({ name: area.name, slug: area.slug, lat: area.lat, lng: area.lng, restaurantCount: counts.get(i) ?? 0 }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }

  /** The cuisines of a city's restaurants, most popular first; `count` is how many restaurants serve each. */
  popularCuisinesInCity(citySlug: string): { cuisine: Cuisine; count: number }[] {
    const c = this.citySlugs.get(citySlug);
    if (c === undefined) return [];
    const weighted = new Array<number>(this.inputs.cuisines.length).fill(0);
    const served = new Array<number>(this.inputs.cuisines.length).fill(0);
    const { start, end } = cityRange(this.data, c);
    for (let r = start; r < end; r++) {
      this.countCuisines(weighted, r);
      for (const k of cuisinesOf(this.data, r)) served[k] = (served[k] ?? 0) + 1;
    }
    return this.rankCounts(weighted).map(({ cuisine }) => ({ cuisine: this.inputs.cuisines[cuisine] as Cuisine, count: served[cuisine] ?? 0 }));
  }

  /** What an image id shows, or undefined when the catalog has no such image. */
  describeImage(id: string): { kind: 'restaurant' | 'dish' | 'cuisine' | 'collection' | 'app'; label: string } | undefined {
    const match = /^([a-z])-([a-z0-9-]{1,80})$/.exec(id);
    if (!match) return undefined;
    const [, kind, rest = ''] = match;
    if (kind === 'r') {
      const r = restaurantIndex(this.data, rest);
      return r >= 0 ? { kind: 'restaurant', label: this.data.name[r] ?? '' } : undefined;
    }
    if (kind === 'd') {
      const d = this.dishSlugs.get(rest);
      return d !== undefined ? { kind: 'dish', label: this.inputs.dishes[d]?.name ?? '' } : undefined;
    }
    if (kind === 'c') {
      const c = this.cuisineSlugs.get(rest);
      return c !== undefined ? { kind: 'cuisine', label: this.inputs.cuisines[c]?.name ?? '' } : undefined;
    }
    if (kind === 'b') {
      const def = this.collectionsById.get(rest);
      return def && def.cuisine === undefined ? { kind: 'collection', label: def.title } : undefined;
    }
    if (kind === 'a' && (rest === 'android' || rest === 'ios')) return { kind: 'app', label: rest === 'ios' ? 'App Store' : 'Google Play' };
    return undefined;
  }

  /** Numbers for reports: restaurants, per city, distinct dishes. */
  stats(): { restaurants: number; cities: number; distinctDishes: number; dishesServed: number; perCity: Map<string, number> } {
    const perCity = new Map<string, number>();
    this.inputs.cities.forEach((city, i) => {
      const { start, end } = cityRange(this.data, i);
      perCity.set(city.slug, end - start);
    });
    return { restaurants: this.data.count, cities: this.inputs.cities.length, distinctDishes: this.inputs.dishes.length, dishesServed: this.data.dishList.length, perCity };
  }
}

/** Builds the service from validated inputs. */
export function createCatalog(inputs: GeneratorInputs, options: CatalogOptions = {}): Catalog {
  return new Catalog(generateCatalog(inputs, options), options);
}

/** Loads the data files under `root` and builds the service. */
export function loadCatalog(root: string = process.cwd(), options: CatalogOptions = {}): Catalog {
  return createCatalog(loadGeneratorInputs(root), options);
}

