/**
 * The demo catalog generator: turns the editors' data files into restaurants across every city,
 * deterministically (same inputs and seed, same catalog, byte for byte).
 *
 * Memory matters (the default catalog must sit well inside a 300 MB server), so restaurants are
 * stored column-wise in typed arrays, and only each restaurant's chosen dishes are stored; the
 * menu itself (prices, ribbons, offers) is rebuilt on demand from the restaurant's seed. The
 * offers themselves are offers.ts; a restaurant stores the index of its own.
 */
import type { City, Cuisine } from '#src/lib/dataSchemas.ts';
import { slugify } from '#src/lib/links.ts';
import type { DishDef, GeneratorInputs } from './catalogSchemas.ts';
import { offsetPoint } from './geo.ts';
import { noOffer, restaurantOffers } from './offers.ts';
import { companions, defaultCompanions, defaultPureVegShare, pureVegShare } from './generatorTables.ts';
import { emptyHoursColumns, fillHours, hoursSnapshot, type HoursColumns } from './hours.ts';
import {
  hashString,
  mixSeeds,
  mulberry32,
  pick,
  pickWeighted,
  randomInt,
  sample,
  shuffled,
  type Random,
} from './random.ts';

/** The seed of the default catalog; change it to get a different, equally valid catalog. */
export const defaultSeed = 20231;

/** Restaurant ids are numeric strings counting up from here ('100001', '100002', ...). */
export const firstRestaurantId = 100001;

/** Most cuisines one restaurant lists. */
export const maxCuisinesPerRestaurant = 4;
const noCuisine = 255;

/** Bits of `flags`. */
export const flagPureVeg = 1;
/** Set when some of the restaurant's dishes carry a discounted final price. */
export const flagItemDiscounts = 2;

/** Options of a generation run. */
export interface GenerateOptions {
  seed?: number;
  /** Multiplies every city's restaurant count (the bench uses 1, 5 and 20). */
  scale?: number;
}

/** An area of a city: a real locality, or a generic area placed near the centre. */
export interface Area {
  city: number;
  name: string;
  slug: string;
  lat: number;
  lng: number;
  /** True for a locality of data/localities.json. */
  real: boolean;
}

/** The generated catalog: inputs plus restaurants stored column-wise (index i = restaurant i). */
export interface CatalogData extends HoursColumns {
  seed: number;
  scale: number;
  inputs: GeneratorInputs;
  areas: Area[];
  /** First restaurant index of each city (by position in the cities file); a city's restaurants are one range. */
  cityStart: Uint32Array;
  /** One past the last restaurant index of each city. */
  cityEnd: Uint32Array;
  count: number;
  name: string[];
  city: Uint16Array;
  area: Uint32Array;
  street: Uint16Array;
  lat: Float64Array;
  lng: Float64Array;
  /** Average rating times ten (35..48). */
  rating10: Uint8Array;
  ratingCount: Uint32Array;
  /** Cost for two in rupees. */
  costForTwo: Uint16Array;
  /** Kitchen minutes added to every delivery estimate. */
  prepMinutes: Uint8Array;
  /** A fixed 0..100 nudge of the relevance order, so equal restaurants do not tie. */
  boost: Uint8Array;
  flags: Uint8Array;
  offer: Uint8Array;
  /** `maxCuisinesPerRestaurant` slots per restaurant, main cuisine first; 255 = empty. */
  cuisines: Uint8Array;
  /** The restaurant's dishes: indexes into inputs.dishes, from dishStart[i] to dishStart[i + 1]. */
  dishStart: Uint32Array;
  dishList: Uint16Array;
  /** Seed of the restaurant's menu (prices, ribbons, images). */
  seed32: Uint32Array;
}

/** How many restaurants a city gets at scale 1: hundreds in the metros, dozens in small towns. */
export function restaurantCountFor(city: City): number {
  const population = city.population ?? 50_000;
  return Math.max(18, Math.round(28 * (population / 100_000) ** 0.6));
}

/** The cuisine indexes of restaurant `i`, main cuisine first. */
export function cuisinesOf(data: CatalogData, i: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < maxCuisinesPerRestaurant; k++) {
    const c = data.cuisines[i * maxCuisinesPerRestaurant + k] ?? noCuisine;
    if (c !== noCuisine) out.push(c);
  }
  return out;
}

function cityAreas(inputs: GeneratorInputs, cityIndex: number, random: Random): Area[] {
  const city = inputs.cities[cityIndex] as City;
  const real = inputs.localities.filter((l) => l.city === city.slug);
  if (real.length) {
    return real
      .slice()
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((l) => ({ city: cityIndex, name: l.name, slug: slugify(l.name), lat: l.lat, lng: l.lng, real: true }));
  }
  const population = city.population ?? 50_000;
  const count = Math.min(12, Math.max(3, Math.round(3 + 2 * Math.log2(Math.max(1, population / 50_000)))));
  const radiusKm = Math.min(8, Math.max(2, 1.5 + 1.2 * Math.sqrt(population / 100_000)));
  const names = inputs.areas.areas.map((a) => a.replaceAll('{city}', city.name));
  // The first generic name sits at the centre; the rest are a seeded pick around it.
  const [centre, ...rest] = names;
  const chosen = [centre as string, ...shuffled(random, rest).slice(0, count - 1)];
  return chosen.map((name, k) => {
    const point =
      k === 0
        ? { lat: city.lat, lng: city.lng }
        : offsetPoint(city.lat, city.lng, radiusKm * Math.sqrt(0.15 + 0.85 * random()), random() * 2 * Math.PI);
    return { city: cityIndex, name, slug: slugify(name), lat: round5(point.lat), lng: round5(point.lng), real: false };
  });
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** How strongly regional favourites count against the national mix. */
const regionalStrength = 2.5;

function weightsForState(inputs: GeneratorInputs, state: string): number[] {
  // data/cuisine-weights.json: a cuisine it does not list weighs 1.
  const { national, byState } = inputs.tuning.cuisineWeights;
  const extra = byState[state] ?? {};
  return inputs.cuisines.map((c: Cuisine) => (national[c.slug] ?? 1) + regionalStrength * (extra[c.slug] ?? 0));
}

function fillTemplate(
  template: string,
  parts: Readonly<Record<string, readonly string[]>>,
  values: Readonly<Record<string, string>>,
  random: Random,
): string {
  return template
    .replace(/\{([^}]*)\}/g, (_, key: string) => values[key] ?? pick(random, parts[key] ?? ['']))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Generates the catalog. Pure: the same inputs and options give the same data. */
export function generateCatalog(inputs: GeneratorInputs, options: GenerateOptions = {}): CatalogData {
  const seed = (options.seed ?? defaultSeed) >>> 0;
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  // Cities in slug order, whatever the file's order, so ids do not depend on how it is sorted.
  const cityOrder = inputs.cities
    .map((c, i) => ({ slug: c.slug, i }))
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const cuisineBySlug = new Map(inputs.cuisines.map((c, i) => [c.slug, i]));
  const dishes = inputs.dishes;
  const vegDishesOf = inputs.dishesByCuisine.map((list) => list.filter((d) => (dishes[d] as DishDef).veg));
  const counts = cityOrder.map(({ i }) => restaurantCountFor(inputs.cities[i] as City) * scale);
  const total = counts.reduce((a, b) => a + b, 0);

  const data: CatalogData = {
    seed,
    scale,
    inputs,
    areas: [],
    cityStart: new Uint32Array(inputs.cities.length),
    cityEnd: new Uint32Array(inputs.cities.length),
    count: total,
    name: new Array<string>(total),
    city: new Uint16Array(total),
    area: new Uint32Array(total),
    street: new Uint16Array(total),
    lat: new Float64Array(total),
    lng: new Float64Array(total),
    rating10: new Uint8Array(total),
    ratingCount: new Uint32Array(total),
    costForTwo: new Uint16Array(total),
    prepMinutes: new Uint8Array(total),
    boost: new Uint8Array(total),
    flags: new Uint8Array(total),
    offer: new Uint8Array(total),
    cuisines: new Uint8Array(total * maxCuisinesPerRestaurant).fill(noCuisine),
    dishStart: new Uint32Array(total + 1),
    dishList: new Uint16Array(0),
    seed32: new Uint32Array(total),
    ...emptyHoursColumns(total),
  };
  const dishChunks: number[] = [];
  const names = inputs.names;
  const weightCache = new Map<string, number[]>();

  let r = 0;
  cityOrder.forEach(({ i: cityIndex }, order) => {
    const city = inputs.cities[cityIndex] as City;
    const random = mulberry32(mixSeeds(seed, hashString(city.slug)));
    const areaOffset = data.areas.length;
    const areas = cityAreas(inputs, cityIndex, random);
    data.areas.push(...areas);
    const areaWeights = areas.map((a) => (a.real ? 1 : a.name.endsWith('Central') ? 2 : 1));
    let weights = weightCache.get(city.state);
    if (!weights) {
      weights = weightsForState(inputs, city.state);
      weightCache.set(city.state, weights);
    }
    const weightTotal = weights.reduce((a, b) => a + b, 0);
    const population = city.population ?? 50_000;
    const cityFactor =
      population >= 3_000_000 ? 1.2 : population >= 1_000_000 ? 1.05 : population >= 300_000 ? 0.95 : 0.85;
    const vegShare = pureVegShare[city.state] ?? defaultPureVegShare;
    const usedNames = new Set<string>();
    data.cityStart[cityIndex] = r;

    for (let k = 0; k < (counts[order] ?? 0); k++, r++) {
      const restaurantSeed = mixSeeds(seed, hashString(city.slug), k);
      const rnd = mulberry32(restaurantSeed);
      data.seed32[r] = restaurantSeed;
      data.city[r] = cityIndex;
      const areaIndex = pickWeighted(rnd, areaWeights);
      const area = areas[areaIndex] as Area;
      data.area[r] = areaOffset + areaIndex;
      data.street[r] = Math.floor(rnd() * inputs.areas.streets.length);
      const spot = offsetPoint(area.lat, area.lng, 1.1 * Math.sqrt(rnd()), rnd() * 2 * Math.PI);
      data.lat[r] = round5(spot.lat);
      data.lng[r] = round5(spot.lng);

      // Cuisines: a main one by regional popularity, then companions.
      const main = pickWeighted(rnd, weights, weightTotal);
      const mainSlug = inputs.cuisines[main]?.slug ?? '';
      const wanted = rnd() < 0.15 ? 3 : randomInt(rnd, 1, 2);
      const pool = shuffled(
        rnd,
        (companions[mainSlug] ?? defaultCompanions)
          .map((s) => cuisineBySlug.get(s))
          .filter((c): c is number => c !== undefined && c !== main),
      );
      const mainVegCount = vegDishesOf[main]?.length ?? 0;
      let pureVeg = mainVegCount >= 4 && rnd() < vegShare;
      // A pure-veg restaurant lists only cuisines it can serve veg dishes of.
      const chosen = [main, ...pool.filter((c) => !pureVeg || (vegDishesOf[c]?.length ?? 0) >= 2).slice(0, wanted)];

      // Dishes: more from the main cuisine, a few from each companion.
      const picked = new Set<number>();
      chosen.forEach((c, n) => {
        const list = (pureVeg ? vegDishesOf[c] : inputs.dishesByCuisine[c]) ?? [];
        const take = n === 0 ? randomInt(rnd, 9, 16) : randomInt(rnd, 3, 7);
        for (const d of sample(rnd, list, take)) picked.add(d);
      });
      // A kitchen whose cuisine has no veg dish (seafood, meat, Arabian) keeps to it half the time, by its own coin.
      const own = mainVegCount === 0 && mixSeeds(restaurantSeed, 0x6d656174) % 2 === 0;
      const menu = [...picked].filter((d) => !own || inputs.dishesByCuisine[main]?.includes(d)).sort((a, b) => a - b);
      // A menu that came out all-veg is a pure-veg restaurant too (sweet shops, juice bars, Jain thalis).
      if (!pureVeg && menu.every((d) => (dishes[d] as DishDef).veg)) pureVeg = true;
      data.cuisines.set(own ? [main] : chosen, r * maxCuisinesPerRestaurant);
      data.dishStart[r] = dishChunks.length;
      dishChunks.push(...menu);

      // Name: a cuisine template most of the time, else a generic one; unique within the city.
      const templates = names.templates[mainSlug];
      const values = { city: city.name, locality: area.name, cuisine: inputs.cuisines[main]?.name ?? '' };
      let name = '';
      for (let attempt = 0; attempt < 8; attempt++) {
        const template =
          templates && rnd() < 0.7 ? pick(rnd, templates) : pick(rnd, names.templates['*'] ?? ['{city} Kitchen']);
        name = fillTemplate(template, names.parts, values, rnd);
        if (!usedNames.has(name.toLowerCase())) break;
      }
      if (usedNames.has(name.toLowerCase())) name = `${name} ${area.name}`;
      if (usedNames.has(name.toLowerCase())) name = `${name} ${k + 1}`;
      usedNames.add(name.toLowerCase());
      data.name[r] = name;

      // A bell-shaped rating between 3.5 and 4.8, and more ratings for better places.
      const bell = (rnd() + rnd() + rnd()) / 3;
      data.rating10[r] = 35 + Math.round(13 * bell);
      data.ratingCount[r] = Math.round(
        Math.exp(Math.log(20) + (Math.log(30_000) - Math.log(20)) * Math.min(1, rnd() * 0.8 + bell * 0.4)),
      );
      const prices = menu.map((d) => (dishes[d] as DishDef).price).sort((a, b) => a - b);
      const median = prices[Math.floor(prices.length / 2)] ?? 200;
      const cost = Math.round((median * 2.2 * cityFactor * (0.85 + rnd() * 0.45)) / 50) * 50;
      data.costForTwo[r] = Math.min(2500, Math.max(100, cost));
      data.prepMinutes[r] = randomInt(rnd, 0, 10);
      data.boost[r] = randomInt(rnd, 0, 100);
      data.offer[r] = rnd() < 0.55 ? Math.floor(rnd() * restaurantOffers.length) : noOffer;
      data.flags[r] = (pureVeg ? flagPureVeg : 0) | (rnd() < 0.3 ? flagItemDiscounts : 0);
    }
    data.cityEnd[cityIndex] = r;
  });
  data.dishStart[total] = dishChunks.length;
  data.dishList = Uint16Array.from(dishChunks);
  fillHours(data, firstRestaurantId);
  return data;
}

/** The restaurant indexes of city `cityIndex` (a contiguous range). */
export function cityRange(data: CatalogData, cityIndex: number): { start: number; end: number } {
  return { start: data.cityStart[cityIndex] ?? 0, end: data.cityEnd[cityIndex] ?? 0 };
}

/** The restaurant id of index `i`. */
export function restaurantId(i: number): string {
  return String(firstRestaurantId + i);
}

/** The index of restaurant `id`, or -1. */
export function restaurantIndex(data: CatalogData, id: string): number {
  if (!/^\d{1,10}$/.test(id)) return -1;
  const i = Number(id) - firstRestaurantId;
  return i >= 0 && i < data.count ? i : -1;
}

/**
 * The catalog as plain JSON (every restaurant column and area), for the determinism test and
 * for anyone who wants to inspect a generated catalog; menus are derived from these columns.
 */
export function catalogSnapshot(data: CatalogData): string {
  const columns = {
    seed: data.seed,
    scale: data.scale,
    areas: data.areas,
    cityStart: Array.from(data.cityStart),
    cityEnd: Array.from(data.cityEnd),
    name: data.name,
    city: Array.from(data.city),
    area: Array.from(data.area),
    street: Array.from(data.street),
    lat: Array.from(data.lat),
    lng: Array.from(data.lng),
    rating10: Array.from(data.rating10),
    ratingCount: Array.from(data.ratingCount),
    costForTwo: Array.from(data.costForTwo),
    prepMinutes: Array.from(data.prepMinutes),
    boost: Array.from(data.boost),
    flags: Array.from(data.flags),
    offer: Array.from(data.offer),
    cuisines: Array.from(data.cuisines),
    dishStart: Array.from(data.dishStart),
    dishList: Array.from(data.dishList),
    seed32: Array.from(data.seed32),
    ...hoursSnapshot(data),
  };
  return JSON.stringify(columns);
}
