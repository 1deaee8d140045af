import { describe, expect, it } from 'vitest';
import type { Dish, MenuCard } from '#src/lib/catalogTypes.ts';
import { catalog, data, koramangala } from '#test/catalog/catalogFixture.ts';
import { restaurantId } from './generator.ts';

describe('menu', () => {
  const id = restaurantId(12345);
  const menu = catalog.menu(id, koramangala, '');

  it('puts RestaurantInfo first, Offers second and the REGULAR group third', () => {
    const cards = menu?.data.cards ?? [];
    expect(cards).toHaveLength(3);
    expect(cards[0]).toMatchObject({
      card: {
        card: {
          '@type': 'RestaurantInfo',
          info: {
            id,
            name: data.name[12345],
            totalRatingsString: expect.any(String),
            costForTwoMessage: expect.stringMatching(/for two$/),
            sla: { restaurantId: id },
          },
        },
      },
    });
    expect(cards[1]).toMatchObject({ card: { card: { '@type': 'Offers', offers: expect.any(Array) } } });
    expect(cards[2]).toMatchObject({ groupedCard: { cardGroupMap: { REGULAR: { cards: expect.any(Array) } } } });
  });

  const sections = (): MenuCard[] => {
    const third = menu?.data.cards[2];
    return third && 'groupedCard' in third ? third.groupedCard.cardGroupMap.REGULAR.cards.map((c) => c.card.card) : [];
  };
  const dishesOf = (cards: MenuCard[]): Dish[] =>
    cards.flatMap((s) =>
      [...(s.itemCards ?? []), ...(s.categories ?? []).flatMap((c) => c.itemCards)].map((i) => i.card.info),
    );

  it('lists dishes with prices in paise, veg markers and discounted final prices', () => {
    const dishes = dishesOf(sections());
    expect(dishes.length).toBeGreaterThan(5);
    for (const dish of dishes) {
      expect(dish.price ?? 0).toBeGreaterThanOrEqual(1000);
      expect((dish.price ?? 0) % 100).toBe(0);
      expect(['VEG', 'EGG', 'NONVEG']).toContain(dish.itemAttribute.vegClassifier);
      if (dish.finalPrice !== undefined) {
        expect(dish.finalPrice).toBeLessThan(dish.price ?? 0);
        expect(dish.defaultPrice).toBe(dish.price);
      }
    }
  });

  it('is the same every time (rebuilt from the seed)', () => {
    expect(JSON.stringify(catalog.menu(id, koramangala, ''))).toBe(JSON.stringify(menu));
  });

  it('nests a category with veg and non-veg dishes, and filters by query', () => {
    let nested = false;
    for (let r = 0; r < 400 && !nested; r++) {
      const third = catalog.menu(restaurantId(r))?.data.cards[2];
      if (third && 'groupedCard' in third)
        nested = third.groupedCard.cardGroupMap.REGULAR.cards.some(
          (c) => c.card.card['@type'] === 'NestedItemCategory',
        );
    }
    expect(nested).toBe(true);
    const someDish = dishesOf(sections())[0]?.name ?? '';
    const filtered = catalog.menu(id, koramangala, someDish.toUpperCase());
    const third = filtered?.data.cards[2];
    const names =
      third && 'groupedCard' in third
        ? dishesOf(third.groupedCard.cardGroupMap.REGULAR.cards.map((c) => c.card.card)).map((d) => d.name)
        : [];
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.toLowerCase().includes(someDish.toLowerCase()))).toBe(true);
  });

  it('gives pure-veg restaurants only veg dishes', () => {
    let checked = 0;
    for (let r = 0; r < data.count && checked < 50; r++) {
      const card = catalog.getRestaurant(restaurantId(r));
      if (!card?.info.veg) continue;
      checked++;
      const third = catalog.menu(card.info.id)?.data.cards[2];
      const dishes =
        third && 'groupedCard' in third
          ? dishesOf(third.groupedCard.cardGroupMap.REGULAR.cards.map((c) => c.card.card))
          : [];
      expect(dishes.every((d) => d.itemAttribute.vegClassifier === 'VEG')).toBe(true);
    }
    expect(checked).toBe(50);
  });

  it('is undefined for an unknown restaurant', () => {
    expect(catalog.menu('1')).toBeUndefined();
    expect(catalog.menu('abc')).toBeUndefined();
  });
});
