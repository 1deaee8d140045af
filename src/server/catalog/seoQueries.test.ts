import { describe, expect, it } from 'vitest';
import { catalog } from './fixtures/catalogFixture.ts';

describe('the SEO pages’ queries', () => {
  it('lists a city’s restaurants, localities and cuisines, and a cuisine’s cities', () => {
    expect(catalog.restaurantsInCity('bangalore').length).toBe(catalog.stats().perCity.get('bangalore'));
    const top = catalog.restaurantsInCity('bangalore', { sortBy: 'rating', limit: 10 });
    expect(top).toHaveLength(10);
    expect(top.map((r) => r.info.avgRating)).toEqual([...top.map((r) => r.info.avgRating)].sort((a, b) => b - a));
    expect(catalog.localitiesOfCity('bangalore').map((l) => l.name)).toContain('Koramangala');
    expect(catalog.localitiesOfCity('mount-abu').length).toBeGreaterThanOrEqual(3);
    expect(
      catalog
        .popularCuisinesInCity('kolkata')
        .slice(0, 5)
        .map((c) => c.cuisine.slug),
    ).toContain('bengali');
    expect(catalog.citiesServingCuisine('kerala')[0]?.city.state).toBe('Kerala');
    expect(catalog.restaurantsServingCuisine('goan', 5).every((r) => r.info.cuisines.includes('Goan'))).toBe(true);
    expect(catalog.restaurantsInCity('atlantis')).toEqual([]);
  });

  it('knows which image ids exist', () => {
    expect(catalog.describeImage('r-100001')?.kind).toBe('restaurant');
    expect(catalog.describeImage('d-butter-chicken')).toEqual({ kind: 'dish', label: 'Butter Chicken' });
    expect(catalog.describeImage('c-biryani')).toEqual({ kind: 'cuisine', label: 'Biryani' });
    expect(catalog.describeImage('b-top-rated')?.kind).toBe('collection');
    expect(catalog.describeImage('a-ios')?.kind).toBe('app');
    for (const bad of ['r-1', 'd-unicorn-stew', 'x-1', '../etc/passwd', '', 'r-100001.svg'])
      expect(catalog.describeImage(bad)).toBeUndefined();
  });
});
