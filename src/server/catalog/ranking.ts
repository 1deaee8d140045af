/** The catalog's ranking: which nearby restaurants pass the filters, in which order, and cuisine popularity. */
import type { FilterKey, ListingFilters, RestaurantCard, SortKey } from '#src/lib/catalogTypes.ts';
import { deliveryMinutes, nominalDistanceKm, restaurantCard, slaFor } from './cards.ts';
import { flagPureVeg, maxCuisinesPerRestaurant, type CatalogData } from './generator.ts';
import { offerOf } from './offers.ts';
import type { GeoIndex } from './geoIndex.ts';
import type { Point } from './geo.ts';
import { LRUCache } from 'lru-cache';
import { filterKeys } from '#src/lib/listingOptions.ts';
import { restaurantShows, type VegMode } from '#src/lib/vegRules.ts';
import { lightestVegOf } from './dietClasses.ts';
import { liveFieldsOf, minuteOf, type OpenStates } from './openNow.ts';

/** Nearby restaurants passing a filter, ordered (open ones first), with the numbers the order used and its minute. */
export interface Ranked {
  idx: Int32Array;
  dist: Float64Array;
  deliveryTime: Int32Array;
  /** 1 when open at `at`. */
  open: Uint8Array;
  /** The start of the minute the order and the cards are about. */
  at: number;
}

/** A cuisine index and how much it counts. */
export interface CuisineCount {
  cuisine: number;
  count: number;
}

/** Orders restaurants for listings, collections and the prebuilt pages. */
export class Ranker {
  private readonly rankedCache = new LRUCache<string, Ranked>({ max: 512 });
  private nationalCuisineCounts: number[] | undefined;
  private readonly data: CatalogData;
  private readonly geo: GeoIndex;
  private readonly cuisineSlugs: ReadonlyMap<string, number>;
  /** Whether each restaurant is open, from memory. */
  readonly openStates: OpenStates;
  /** The clock, in milliseconds. */
  readonly now: () => number;

  /** A ranker over `data`, finding nearby restaurants with `geo`, open ones first by `openStates` at `now`. */
  constructor(
    data: CatalogData,
    geo: GeoIndex,
    cuisineSlugs: ReadonlyMap<string, number>,
    openStates: OpenStates,
    now: () => number,
  ) {
    this.data = data;
    this.geo = geo;
    this.cuisineSlugs = cuisineSlugs;
    this.openStates = openStates;
    this.now = now;
  }

  /** A stable blend of rating, distance and a fixed per-restaurant nudge; higher is better. */
  relevanceOf(r: number, km: number): number {
    return (this.data.rating10[r] ?? 40) / 10 + (this.data.boost[r] ?? 0) / 250 - 0.08 * km;
  }

  /** True when restaurant r passes the facets, the cuisine, the minimum rating and the veg-only mode. */
  passes(
    r: number,
    deliveryTime: number,
    facets: readonly FilterKey[],
    cuisine: number | undefined,
    minRating10: number,
    vegMode: VegMode = 'all',
  ): boolean {
    const d = this.data;
    if ((d.rating10[r] ?? 0) < minRating10) return false;
    if (vegMode !== 'all' && !restaurantShows({ lightestVeg: lightestVegOf(d, r) }, vegMode)) return false;
    for (const facet of facets) {
      if (facet === 'pureVeg' && ((d.flags[r] ?? 0) & flagPureVeg) === 0) return false;
      if (facet === 'rating4' && (d.rating10[r] ?? 0) < 40) return false;
      if (facet === 'fastDelivery' && deliveryTime > 30) return false;
      if (facet === 'offers' && !offerOf(d.offer[r] ?? 255)) return false;
    }
    if (cuisine !== undefined) {
      let found = false;
      for (let k = 0; k < maxCuisinesPerRestaurant; k++)
        if (d.cuisines[r * maxCuisinesPerRestaurant + k] === cuisine) found = true;
      if (!found) return false;
    }
    return true;
  }

  /**
   * Nearby restaurants passing the filters, open ones first, each part in the requested order
   * (cached per point, filters and minute: open states and kitchen loads are read once a minute).
   * `at` is the minute (now's by default).
   */
  ranked(point: Point, filters: ListingFilters, minRating10 = 0, at = minuteOf(this.now())): Ranked {
    const sortBy = filters.sortBy ?? 'relevance';
    const facets = (filters.facets ?? []).filter((f) => filterKeys.includes(f));
    const cuisine = filters.cuisine ? (this.cuisineSlugs.get(filters.cuisine) ?? -1) : undefined;
    const vegMode = filters.vegMode ?? 'all';
    const key = `${point.lat.toFixed(5)},${point.lng.toFixed(5)}|${sortBy}|${[...facets].sort().join(',')}|${filters.cuisine ?? ''}|${minRating10}|${vegMode}|${at}`;
    const cached = this.rankedCache.get(key);
    if (cached) return cached;
    const near = this.geo.nearby(point);
    const d = this.data;
    // Numbers in typed arrays and one index sort: this runs for every listing call.
    const n = near.idx.length;
    const time = new Int32Array(n);
    const relevance = new Float64Array(n);
    const open = new Uint8Array(n);
    const keep: number[] = [];
    for (let k = 0; k < n; k++) {
      const r = near.idx[k] ?? 0;
      const km = near.dist[k] ?? 0;
      time[k] = deliveryMinutes(d, r, km);
      if (!this.passes(r, time[k] ?? 0, facets, cuisine, minRating10, vegMode)) continue;
      relevance[k] = this.relevanceOf(r, km);
      open[k] = this.openStates.isOpen(r, at) ? 1 : 0;
      keep.push(k);
    }
    const byRelevance = (a: number, b: number) =>
      (relevance[b] ?? 0) - (relevance[a] ?? 0) || (near.idx[a] ?? 0) - (near.idx[b] ?? 0);
    const byOrder =
      sortBy === 'deliveryTime'
        ? (a: number, b: number) => (time[a] ?? 0) - (time[b] ?? 0) || byRelevance(a, b)
        : sortBy === 'rating'
          ? (a: number, b: number) =>
              (d.rating10[near.idx[b] ?? 0] ?? 0) - (d.rating10[near.idx[a] ?? 0] ?? 0) || byRelevance(a, b)
          : byRelevance;
    // Closed restaurants after open ones, in every order.
    keep.sort((a, b) => (open[b] ?? 0) - (open[a] ?? 0) || byOrder(a, b));
    const result: Ranked = {
      idx: Int32Array.from(keep, (k) => near.idx[k] ?? 0),
      dist: Float64Array.from(keep, (k) => near.dist[k] ?? 0),
      deliveryTime: Int32Array.from(keep, (k) => time[k] ?? 0),
      open: Uint8Array.from(keep, (k) => open[k] ?? 0),
      at,
    };
    this.rankedCache.set(key, result);
    return result;
  }

  /** Restaurant cards of ranked positions [from, to), with the diner's delivery estimates and the ranking minute's open states. */
  cardsOf(ranked: Ranked, from: number, to: number): RestaurantCard[] {
    const out: RestaurantCard[] = [];
    for (let k = from; k < Math.min(to, ranked.idx.length); k++) {
      const r = ranked.idx[k] ?? 0;
      const live = liveFieldsOf(this.data, this.openStates, r, ranked.at);
      out.push(restaurantCard(this.data, r, slaFor(this.data, r, ranked.dist[k] ?? 0), live));
    }
    return out;
  }

  /** Restaurants in order without a diner's point (prebuilt pages): nominal distance for everyone. */
  rankWithoutPoint(indexes: Iterable<number>, sortBy: SortKey): number[] {
    const list = [...indexes];
    const d = this.data;
    const relevance = (r: number) => this.relevanceOf(r, nominalDistanceKm);
    if (sortBy === 'rating')
      list.sort(
        (a, b) =>
          (d.rating10[b] ?? 0) - (d.rating10[a] ?? 0) || (d.ratingCount[b] ?? 0) - (d.ratingCount[a] ?? 0) || a - b,
      );
    else if (sortBy === 'deliveryTime')
      list.sort((a, b) => (d.prepMinutes[a] ?? 0) - (d.prepMinutes[b] ?? 0) || relevance(b) - relevance(a) || a - b);
    else list.sort((a, b) => relevance(b) - relevance(a) || a - b);
    return list;
  }

  /**
   * Adds restaurant r to cuisine counts: its main cuisine counts three times, so a city's own
   * food outranks the desserts and beverages that many menus add on the side.
   */
  countCuisines(counts: number[], r: number): void {
    for (let k = 0; k < maxCuisinesPerRestaurant; k++) {
      const c = this.data.cuisines[r * maxCuisinesPerRestaurant + k] ?? 255;
      if (c !== 255) counts[c] = (counts[c] ?? 0) + (k === 0 ? 3 : 1);
    }
  }

  /** Cuisine counts as a list, most first (ties by name), without the zeros. */
  rankCounts(counts: readonly number[]): CuisineCount[] {
    const cuisines = this.data.inputs.cuisines;
    return counts
      .map((count, cuisine) => ({ cuisine, count }))
      .filter((x) => x.count > 0)
      .sort(
        (a, b) =>
          b.count - a.count || (cuisines[a.cuisine]?.name ?? '').localeCompare(cuisines[b.cuisine]?.name ?? '', 'en'),
      );
  }

  /** Cuisine indexes served near a point, most popular first (ties by name). */
  cuisinesNear(point: Point): CuisineCount[] {
    const counts = new Array<number>(this.data.inputs.cuisines.length).fill(0);
    for (const r of this.geo.nearby(point).idx) this.countCuisines(counts, r);
    return this.rankCounts(counts);
  }

  /** Cuisine indexes across India, most popular first. */
  nationalCuisines(): CuisineCount[] {
    if (!this.nationalCuisineCounts) {
      const counts = new Array<number>(this.data.inputs.cuisines.length).fill(0);
      for (let r = 0; r < this.data.count; r++) this.countCuisines(counts, r);
      this.nationalCuisineCounts = counts;
    }
    return this.rankCounts(this.nationalCuisineCounts);
  }
}
