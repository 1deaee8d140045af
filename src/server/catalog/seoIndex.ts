/**
 * Indexes of the prebuilt pages' queries, made once per catalog on first use: restaurants by
 * cuisine, areas by city and restaurants per area. A build renders a page per city and per
 * cuisine; without them each page scanned the whole catalog, so build time grew with the
 * square of the city count.
 */
import { cuisinesOf, type CatalogData } from './generator.ts';

/** The catalog's restaurants grouped for the prebuilt pages. */
export interface SeoIndex {
  /** Per cuisine index, the restaurants serving it, in catalog order. */
  servingCuisine: readonly Int32Array[];
  /** Per city index, the indexes of its areas in `data.areas`, in that order. */
  areasOfCity: readonly Int32Array[];
  /** Per area index, how many restaurants it has. */
  restaurantsPerArea: Int32Array;
}

const built = new WeakMap<CatalogData, SeoIndex>();

function group(count: number, keysOf: (add: (key: number, value: number) => void) => void): Int32Array[] {
  // Two passes over the same keys: sizes first, then each list filled in order.
  const sizes = new Int32Array(count);
  keysOf((key) => {
    sizes[key] = (sizes[key] ?? 0) + 1;
  });
  const lists = Array.from(sizes, (size) => new Int32Array(size));
  const filled = new Int32Array(count);
  keysOf((key, value) => {
    const list = lists[key] as Int32Array;
    list[filled[key] ?? 0] = value;
    filled[key] = (filled[key] ?? 0) + 1;
  });
  return lists;
}

function buildSeoIndex(data: CatalogData): SeoIndex {
  const servingCuisine = group(data.inputs.cuisines.length, (add) => {
    for (let r = 0; r < data.count; r++) {
      const served = cuisinesOf(data, r);
      // A cuisine listed twice by one restaurant counts once.
      served.forEach((c, k) => {
        if (served.indexOf(c) === k) add(c, r);
      });
    }
  });
  const areasOfCity = group(data.inputs.cities.length, (add) => {
    data.areas.forEach((area, i) => {
      add(area.city, i);
    });
  });
  const restaurantsPerArea = new Int32Array(data.areas.length);
  for (let r = 0; r < data.count; r++) {
    const a = data.area[r] ?? 0;
    restaurantsPerArea[a] = (restaurantsPerArea[a] ?? 0) + 1;
  }
  return { servingCuisine, areasOfCity, restaurantsPerArea };
}

/** The prebuilt pages' indexes of `data`, built on the first call and kept with it. */
export function seoIndex(data: CatalogData): SeoIndex {
  let index = built.get(data);
  if (!index) {
    index = buildSeoIndex(data);
    built.set(data, index);
  }
  return index;
}
