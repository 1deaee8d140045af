import { describe, expect, it } from 'vitest';
import type { RestaurantCard } from '#src/lib/catalogTypes.ts';
import { catalog, data, gridOf, inputs, koramangala, london, restaurantOf } from '#test/catalog/catalogFixture.ts';
import misspellings from '#test/catalog/misspellings.json' with { type: 'json' };
import { cuisinesOf } from './generator.ts';
import { distanceKm } from '#src/lib/geo.ts';
import type { Point } from './geo.ts';

describe('suggestions', () => {
  /** A point where the expected text is served: the position of a restaurant that has it. */
  function pointServing(text: string): Point {
    const dish = inputs.dishes.find((d) => d.name === text);
    const cuisine = inputs.cuisines.findIndex((c) => c.name === text);
    for (let r = 0; r < data.count; r++) {
      const served = dish
        ? Array.from(data.dishList.subarray(data.dishStart[r], data.dishStart[r + 1])).includes(dish.index)
        : cuisinesOf(data, r).includes(cuisine);
      if (served) return { lat: data.lat[r] ?? 0, lng: data.lng[r] ?? 0 };
    }
    throw new Error(`nothing serves ${text}`);
  }

  it.each(misspellings)('finds "$expect" for the misspelling "$query"', ({ query, expect: wanted }) => {
    const texts = catalog.suggestions(pointServing(wanted), query).data.suggestions.map((s) => s.text);
    expect(texts).toContain(wanted);
  });

  it('answers at most 10, exact and prefix matches before typo matches, with the matched part highlighted', () => {
    const { data: body } = catalog.suggestions(koramangala, 'biry');
    expect(body.query).toBe('biry');
    expect(body.suggestions.length).toBeLessThanOrEqual(10);
    expect(body.suggestions[0]).toEqual({
      text: 'Biryani',
      highlightedText: '{{Biry}}ani',
      cloudinaryId: expect.stringMatching(/^c-biryani_/),
      type: 'CUISINE',
      subCategory: 'Cuisine',
    });
    expect(
      body.suggestions.filter((s) => s.type === 'DISH').every((s) => /\{\{Biry\}\}ani/.test(s.highlightedText)),
    ).toBe(true);
  });

  it('suggests restaurants that deliver to the point, with their id', () => {
    const card = gridOf(catalog.home(koramangala).cards)[0] as RestaurantCard;
    const suggestion = catalog
      .suggestions(koramangala, card.info.name)
      .data.suggestions.find((s) => s.type === 'RESTAURANT');
    expect(suggestion).toMatchObject({
      text: card.info.name,
      subCategory: 'Restaurant',
      restaurantId: expect.stringMatching(/^\d+$/),
    });
  });

  it('answers nothing for text that matches nothing', () => {
    expect(catalog.suggestions(koramangala, 'qqqqzzzz').data.suggestions).toEqual([]);
    expect(catalog.suggestions(koramangala, '!!!').data.suggestions).toEqual([]);
  });
});

describe('single search', () => {
  it('answers restaurant and dish groups near the point', () => {
    const group = catalog.singleSearch(koramangala, 'Biryani').data.cards[0]?.groupedCard.cardGroupMap;
    const restaurants = group?.RESTAURANT?.cards ?? [];
    const dishes = group?.DISH?.cards ?? [];
    expect(restaurants.length).toBeGreaterThan(0);
    expect(dishes.length).toBeGreaterThan(0);
    for (const { card } of restaurants) {
      const r = restaurantOf(card.card);
      expect(distanceKm(koramangala.lat, koramangala.lng, data.lat[r] ?? 0, data.lng[r] ?? 0)).toBeLessThanOrEqual(
        catalog.radiusKm,
      );
    }
    const dish = dishes[0]?.card.card;
    expect(dish?.['@type']).toBe('Dish');
    expect(dish?.info.name).toMatch(/Biryani/);
    expect(dish?.restaurant.info).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      locality: expect.any(String),
      avgRating: expect.any(Number),
      sla: expect.any(Object),
    });
  });

  it('searches one restaurant’s dishes', () => {
    const card = gridOf(catalog.home(koramangala).cards)[0] as RestaurantCard;
    const all =
      catalog.searchInRestaurant(koramangala, card.info.id, '')?.data.cards[0]?.groupedCard.cardGroupMap.DISH?.cards ??
      [];
    expect(all.length).toBeGreaterThan(3);
    const name = all[0]?.card.card.info.name ?? '';
    const found =
      catalog.searchInRestaurant(koramangala, card.info.id, name.slice(0, 5))?.data.cards[0]?.groupedCard.cardGroupMap
        .DISH?.cards ?? [];
    expect(found.map((c) => c.card.card.info.name)).toContain(name);
    expect(catalog.searchInRestaurant(koramangala, '999999999', '')).toBeUndefined();
  });
});

describe('pre-search', () => {
  it('answers popular cuisines for the search page', () => {
    const card = catalog.preSearch(koramangala).data.cards[0]?.card.card;
    expect(card?.id).toBe('popular_cuisines');
    expect(card?.gridElements.infoWithStyle.info.length).toBeGreaterThan(5);
    expect(catalog.preSearch(london).data.cards[0]?.card.card.gridElements.infoWithStyle.info.length).toBeGreaterThan(
      5,
    );
  });
});
