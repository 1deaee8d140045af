import { describe, expect, it } from 'vitest';
import { catalog, koramangala } from '#test/catalog/catalogFixture.ts';

describe('collections', () => {
  it('answers a masthead then restaurants near the point', () => {
    const response = catalog.collectionRestaurants('biryani', koramangala);
    const [masthead, ...rest] = response?.data.cards ?? [];
    expect(masthead?.card.card).toMatchObject({
      '@type': 'CollectionMasthead',
      title: 'Biryani',
      description: expect.any(String),
    });
    expect(rest.length).toBeGreaterThan(0);
    for (const { card } of rest) {
      expect(card.card['@type']).toBe('Restaurant');
      if ('info' in card.card) expect(card.card.info.cuisines).toContain('Biryani');
    }
    expect(
      catalog
        .collectionRestaurants('top-rated', koramangala)
        ?.data.cards.slice(1)
        .every((c) => 'info' in c.card.card && c.card.card.info.avgRating >= 4.3),
    ).toBe(true);
    expect(catalog.collectionRestaurants('no-such-collection', koramangala)).toBeUndefined();
  });
});
