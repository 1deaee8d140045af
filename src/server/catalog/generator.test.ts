import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadGeneratorInputs } from './catalogSchemas.ts';
import { distanceKm } from '#src/lib/geo.ts';
import {
  catalogSnapshot,
  cityRange,
  cuisinesOf,
  flagPureVeg,
  generateCatalog,
  restaurantCountFor,
  restaurantId,
  type CatalogData,
} from './generator.ts';
import { restaurantDishes } from './menu.ts';

const inputs = loadGeneratorInputs();
const data = generateCatalog(inputs);

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A hash of every restaurant column plus the full menus of a spread of restaurants. */
function fingerprint(catalog: CatalogData): string {
  const hash = createHash('sha256').update(catalogSnapshot(catalog));
  for (let r = 0; r < catalog.count; r += 97) hash.update(JSON.stringify(restaurantDishes(catalog, r)));
  return hash.digest('hex');
}

function cityIndex(slug: string): number {
  const i = inputs.cities.findIndex((c) => c.slug === slug);
  if (i < 0) throw new Error(`no city ${slug}`);
  return i;
}

describe('generator', () => {
  it('is deterministic: the same data and seed give the same catalog, byte for byte', () => {
    const again = generateCatalog(loadGeneratorInputs());
    expect(fingerprint(again)).toBe(fingerprint(data));
    expect(sha256(catalogSnapshot(again))).toBe(sha256(catalogSnapshot(data)));
  });

  it('gives a different catalog for a different seed', () => {
    expect(sha256(catalogSnapshot(generateCatalog(inputs, { seed: 7 })))).not.toBe(sha256(catalogSnapshot(data)));
  });

  it('covers every city: hundreds in the metros, dozens in small towns', () => {
    inputs.cities.forEach((city, i) => {
      const { start, end } = cityRange(data, i);
      expect(end - start, city.slug).toBe(restaurantCountFor(city));
    });
    for (const metro of ['mumbai', 'delhi', 'bangalore', 'kolkata', 'chennai', 'hyderabad']) {
      const { start, end } = cityRange(data, cityIndex(metro));
      expect(end - start, metro).toBeGreaterThanOrEqual(200);
    }
    const smallest = inputs.cities.reduce((a, b) => ((a.population ?? 0) < (b.population ?? 0) ? a : b));
    const { start, end } = cityRange(data, cityIndex(smallest.slug));
    expect(end - start).toBeGreaterThanOrEqual(12);
    expect(end - start).toBeLessThan(100);
  });

  it('places restaurants in their city, in real localities where the data has them', () => {
    const far: string[] = [];
    for (let r = 0; r < data.count; r++) {
      const city = inputs.cities[data.city[r] ?? 0];
      if (!city || distanceKm(city.lat, city.lng, data.lat[r] ?? 0, data.lng[r] ?? 0) > 45)
        far.push(`${data.name[r]} in ${city?.slug}`);
    }
    expect(far).toEqual([]);
    const localities = new Set(inputs.localities.filter((l) => l.city === 'bangalore').map((l) => l.name));
    const { start, end } = cityRange(data, cityIndex('bangalore'));
    const areas = new Set<string>();
    for (let r = start; r < end; r++) areas.add(data.areas[data.area[r] ?? 0]?.name ?? '');
    expect([...areas].filter((a) => !localities.has(a))).toEqual([]);
    expect(areas.size).toBe(localities.size);
  });

  it('gives numeric ids, unique names within a city, ratings 3.5-4.8 and at least one cuisine', () => {
    expect(restaurantId(0)).toBe('100001');
    const duplicates: string[] = [];
    inputs.cities.forEach((city, i) => {
      const { start, end } = cityRange(data, i);
      const names = new Set<string>();
      for (let r = start; r < end; r++) {
        const name = (data.name[r] ?? '').toLowerCase();
        if (names.has(name)) duplicates.push(`${name} in ${city.slug}`);
        names.add(name);
      }
    });
    expect(duplicates).toEqual([]);
    const bad: number[] = [];
    for (let r = 0; r < data.count; r++) {
      const rating = data.rating10[r] ?? 0;
      if (rating < 35 || rating > 48 || cuisinesOf(data, r).length < 1) bad.push(r);
    }
    expect(bad).toEqual([]);
  });

  it('makes about a quarter of restaurants pure veg, serving only veg dishes', () => {
    let veg = 0;
    const nonVeg: string[] = [];
    for (let r = 0; r < data.count; r++) {
      if (((data.flags[r] ?? 0) & flagPureVeg) === 0) continue;
      veg++;
      for (let k = data.dishStart[r] ?? 0; k < (data.dishStart[r + 1] ?? 0); k++) {
        const dish = inputs.dishes[data.dishList[k] ?? 0];
        if (!dish?.veg) nonVeg.push(`${dish?.name} at ${data.name[r]}`);
      }
    }
    expect(nonVeg).toEqual([]);
    expect(veg / data.count).toBeGreaterThan(0.18);
    expect(veg / data.count).toBeLessThan(0.35);
  });

  it('serves each restaurant dishes of its own cuisines', () => {
    const strays: string[] = [];
    for (let r = 0; r < data.count; r++) {
      const cuisines = new Set(cuisinesOf(data, r));
      for (let k = data.dishStart[r] ?? 0; k < (data.dishStart[r + 1] ?? 0); k++) {
        const dish = inputs.dishes[data.dishList[k] ?? 0];
        if (!dish?.cuisines.some((c) => cuisines.has(c))) strays.push(`${dish?.name} at ${data.name[r]}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('scales every city by the scale option', () => {
    const double = generateCatalog(inputs, { scale: 2 });
    expect(double.count).toBe(data.count * 2);
  });
});
