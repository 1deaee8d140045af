import { describe, expect, it } from 'vitest';
import { distanceKm } from '#src/lib/geo.ts';
import { catalog } from '#test/catalog/catalogFixture.ts';

const koramangala = { lat: 12.93517, lng: 77.62448 };

describe("the neighbourhood pages' queries", () => {
  it("list a city's restaurants nearest a point, nearest first, with the distance", () => {
    const near = catalog.restaurantsNearPoint('bangalore', koramangala, 24);
    expect(near).toHaveLength(24);
    expect(near.map((r) => r.km)).toEqual([...near.map((r) => r.km)].sort((a, b) => a - b));
    expect(near.every((r) => r.card.info.slugs.city === 'bangalore')).toBe(true);
    const point = catalog.restaurantPoint(near[0]!.card.info.id)!;
    expect(distanceKm(koramangala.lat, koramangala.lng, point.lat, point.lng)).toBeCloseTo(near[0]!.km, 6);
    // Nothing in the city is nearer than the last one listed.
    const farthest = near.at(-1)!.km;
    const all = catalog.restaurantsNearPoint('bangalore', koramangala, 100_000);
    expect(all.length).toBe(catalog.stats().perCity.get('bangalore'));
    expect(all.slice(24).every((r) => r.km >= farthest)).toBe(true);
    expect(catalog.restaurantsNearPoint('atlantis', koramangala, 5)).toEqual([]);
  });

  it('count the cuisines of a set of restaurants, most served first', () => {
    const ids = catalog.restaurantsNearPoint('kolkata', { lat: 22.5726, lng: 88.3639 }, 30).map((r) => r.card.info.id);
    const cuisines = catalog.cuisinesOfRestaurants(ids);
    expect(cuisines.map((c) => c.count)).toEqual([...cuisines.map((c) => c.count)].sort((a, b) => b - a));
    expect(cuisines[0]!.count).toBeLessThanOrEqual(30);
    expect(catalog.cuisinesOfRestaurants(['nope'])).toEqual([]);
  });

  it('know where a restaurant is', () => {
    expect(catalog.restaurantPoint('100001')).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(catalog.restaurantPoint('1')).toBeUndefined();
  });
});
