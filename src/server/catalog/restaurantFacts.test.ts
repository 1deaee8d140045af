import { describe, expect, it } from 'vitest';
import { catalog, gridOf, koramangala, london } from './fixtures/catalogFixture.ts';
import { factsFromMenu } from './restaurantFacts.ts';

describe('restaurant facts', () => {
  const ids = gridOf(catalog.home(koramangala).cards)
    .slice(0, 8)
    .map((card) => card.info.id);

  it('are read from the catalog’s own columns, as its menu for the point says them', () => {
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const menu = catalog.menu(id, koramangala);
      if (!menu) throw new Error(`no menu for ${id}`);
      expect(catalog.restaurantFacts(id, koramangala)).toEqual(factsFromMenu(menu));
      expect(catalog.restaurantFacts(id, koramangala)?.serviceable).toBe(true);
    }
  });

  it('say when the point is outside the delivery radius, and nothing of an unknown restaurant', () => {
    const id = ids[0] ?? '';
    const far = catalog.restaurantFacts(id, london);
    expect(far?.serviceable).toBe(false);
    const menu = catalog.menu(id, london);
    expect(menu && factsFromMenu(menu)).toEqual(far);
    expect(catalog.restaurantFacts('42', koramangala)).toBeUndefined();
  });

  it('take a menu that does not say whether it delivers at its word', () => {
    const menu = catalog.menu(ids[0] ?? '');
    expect(menu && factsFromMenu(menu)?.serviceable).toBe(true);
    expect(factsFromMenu({ data: { cards: [] } })).toBeUndefined();
  });
});
