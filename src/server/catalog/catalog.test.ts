import { describe, expect, it } from 'vitest';
import { Catalog } from './catalog.ts';
import { catalog, koramangala } from '#test/catalog/catalogFixture.ts';

describe('the Catalog facade', () => {
  it('offers the editors’ themed collections first, then one per cuisine', () => {
    expect(catalog.collections.slice(0, 4).map((c) => c.id)).toEqual([
      'top-rated',
      'great-offers',
      'fast-delivery',
      'pure-veg',
    ]);
    expect(catalog.collection('top-rated')).toMatchObject({
      minRating10: 43,
      sortBy: 'rating',
      imageId: expect.stringMatching(/^b-top-rated_[0-9a-z]{7}$/),
    });
    expect(catalog.collection('biryani')).toMatchObject({
      title: 'Biryani',
      imageId: expect.stringMatching(/^c-biryani_[0-9a-z]{7}$/),
      cuisine: expect.any(Number),
    });
    expect(catalog.collections).toHaveLength(4 + catalog.inputs.cuisines.length);
  });

  it('has no second way to ask for a menu', () => {
    expect('getMenu' in Catalog.prototype).toBe(false);
    expect(catalog.menu('100001', koramangala)?.data.cards).toHaveLength(3);
  });

  it('places a point in a city and lists cities by distance', () => {
    expect(catalog.cityOf(koramangala).slug).toBe('bangalore');
    expect(catalog.citiesByDistance(koramangala, 3)[0]?.city.slug).toBe('bangalore');
    expect(catalog.isServiceable(koramangala)).toBe(true);
  });
});
