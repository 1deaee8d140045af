import { describe, expect, it } from 'vitest';
import type { City } from '#src/lib/dataSchemas.ts';
import { restaurantPath } from '#src/lib/links.ts';
import { Catalog } from './catalog.ts';
import { loadGeneratorInputs } from './catalogSchemas.ts';
import { catalog, data, inputs } from '#test/catalog/catalogFixture.ts';
import { cityRange, cuisinesOf, generateCatalog, type CatalogData } from './generator.ts';
import { seoIndex } from './seoIndex.ts';

// The scans the index replaced, kept here as the reference its answers must equal.
function scanServingCuisine(d: CatalogData, c: number): number[] {
  const matches: number[] = [];
  for (let r = 0; r < d.count; r++) if (cuisinesOf(d, r).includes(c)) matches.push(r);
  return matches;
}

function scanCitiesServingCuisine(d: CatalogData, c: number): { city: City; count: number }[] {
  const counts = new Array<number>(d.inputs.cities.length).fill(0);
  for (const r of scanServingCuisine(d, c)) counts[d.city[r] ?? 0] = (counts[d.city[r] ?? 0] ?? 0) + 1;
  return counts
    .map((count, i) => ({ city: d.inputs.cities[i] as City, count }))
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count || a.city.name.localeCompare(b.city.name, 'en'));
}

function scanLocalitiesOfCity(d: CatalogData, c: number) {
  const counts = new Map<number, number>();
  const { start, end } = cityRange(d, c);
  for (let r = start; r < end; r++) counts.set(d.area[r] ?? 0, (counts.get(d.area[r] ?? 0) ?? 0) + 1);
  return d.areas
    .map((area, i) => ({ area, i }))
    .filter(({ area }) => area.city === c)
    .map(({ area, i }) => ({
      name: area.name,
      slug: area.slug,
      lat: area.lat,
      lng: area.lng,
      restaurantCount: counts.get(i) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Wraps an indexed collection so reads of its elements are counted. */
function counted<T extends object>(target: T): { proxy: T; reads: () => number; reset: () => void } {
  let reads = 0;
  const proxy = new Proxy(target, {
    get(t, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
      const value = Reflect.get(t, key, t);
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
  return { proxy, reads: () => reads, reset: () => (reads = 0) };
}

describe("the prebuilt pages' indexes", () => {
  it('list the same restaurants per cuisine, areas per city and restaurants per area as a scan', () => {
    const index = seoIndex(data);
    expect(seoIndex(data)).toBe(index);
    inputs.cuisines.forEach((_, c) => {
      expect(Array.from(index.servingCuisine[c] ?? [])).toEqual(scanServingCuisine(data, c));
    });
    inputs.cities.forEach((_, c) => {
      const areas = data.areas.flatMap((area, i) => (area.city === c ? [i] : []));
      expect(Array.from(index.areasOfCity[c] ?? [])).toEqual(areas);
    });
    const perArea = new Array<number>(data.areas.length).fill(0);
    for (let r = 0; r < data.count; r++) perArea[data.area[r] ?? 0] = (perArea[data.area[r] ?? 0] ?? 0) + 1;
    expect(Array.from(index.restaurantsPerArea)).toEqual(perArea);
  });

  it("give every city's and cuisine's page the answers of the old scans", () => {
    inputs.cuisines.forEach((cuisine, c) => {
      expect(catalog.citiesServingCuisine(cuisine.slug)).toEqual(scanCitiesServingCuisine(data, c));
      const top = catalog.restaurantsServingCuisine(cuisine.slug, 16).map((card) => card.info.id);
      const ranked = scanServingCuisine(data, c)
        .map((r) => catalog.getRestaurant(String(100001 + r))!)
        .sort(
          (a, b) =>
            b.info.avgRating - a.info.avgRating ||
            (data.ratingCount[Number(b.info.id) - 100001] ?? 0) - (data.ratingCount[Number(a.info.id) - 100001] ?? 0) ||
            Number(a.info.id) - Number(b.info.id),
        )
        .slice(0, 16)
        .map((card) => card.info.id);
      expect(top).toEqual(ranked);
    });
    inputs.cities.forEach((city, c) => {
      expect(catalog.localitiesOfCity(city.slug)).toEqual(scanLocalitiesOfCity(data, c));
      const cards = catalog.restaurantsInCity(city.slug);
      expect(catalog.restaurantCountInCity(city.slug)).toBe(cards.length);
      expect(catalog.restaurantPathsInCity(city.slug)).toEqual(
        cards
          .map(({ info }) =>
            restaurantPath({ id: info.id, name: info.name, locality: info.areaName, slugs: info.slugs }),
          )
          .sort(),
      );
    });
    expect(catalog.restaurantCountInCity('atlantis')).toBe(0);
    expect(catalog.restaurantPathsInCity('atlantis')).toEqual([]);
  });

  it('read the catalog once per build, not once per city or cuisine page', () => {
    const generated = generateCatalog(loadGeneratorInputs());
    const cuisines = counted(generated.cuisines);
    const areas = counted(generated.areas);
    generated.cuisines = cuisines.proxy;
    generated.areas = areas.proxy;
    const fresh = new Catalog(generated);
    cuisines.reset();
    areas.reset();
    for (const cuisine of generated.inputs.cuisines) {
      fresh.citiesServingCuisine(cuisine.slug);
      fresh.restaurantsServingCuisine(cuisine.slug, 16);
    }
    // Two passes over every restaurant's cuisine slots (sizes, then lists) and the few cards each
    // page shows; a scan per page reads them twice per cuisine, about 190 times as often.
    expect(cuisines.reads()).toBeLessThan(3 * generated.count * 4);
    areas.reset();
    for (const city of generated.inputs.cities) fresh.localitiesOfCity(city.slug);
    // Two passes to group the areas by city, one to read each city's own; a scan per city page
    // reads every area once per city.
    expect(areas.reads()).toBeLessThanOrEqual(3 * generated.areas.length);
  });
});
