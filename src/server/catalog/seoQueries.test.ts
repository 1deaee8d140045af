import { describe, expect, it } from 'vitest';
import { catalog } from '#test/catalog/catalogFixture.ts';

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

  it('knows which image ids exist, and the current id of an older one', () => {
    const restaurant = catalog.describeImage('r-100001');
    expect(restaurant?.kind).toBe('restaurant');
    expect(restaurant?.id).toMatch(/^r-100001_[0-9a-z]{7}$/);
    expect(restaurant?.pictures.length).toBeGreaterThanOrEqual(1);
    expect(catalog.describeImage('d-butter-chicken')).toMatchObject({
      kind: 'dish',
      label: 'Butter Chicken',
      pictures: ['curry-rice'],
      id: expect.stringMatching(/^d-butter-chicken_[0-9a-z]{7}$/),
    });
    const dish = catalog.describeImage('d-butter-chicken')?.id ?? '';
    expect(catalog.describeImage(dish)?.id).toBe(dish);
    expect(catalog.describeImage('d-butter-chicken_0000000')?.id).toBe(dish);
    expect(catalog.describeImage('c-biryani')).toMatchObject({
      kind: 'cuisine',
      label: 'Biryani',
      pictures: ['pot-of-food'],
    });
    expect(catalog.describeImage('b-top-rated')?.kind).toBe('collection');
    expect(catalog.describeImage('a-ios')?.kind).toBe('app');
    for (const bad of [
      'r-1',
      'd-unicorn-stew',
      'x-1',
      '../etc/passwd',
      '',
      'r-100001.svg',
      'd-butter-chicken_0',
      'a-ios_0000000',
    ])
      expect(catalog.describeImage(bad)).toBeUndefined();
  });
});
