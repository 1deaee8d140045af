/** Ratings on cards, menus and search results: the generated ones until verified ratings move them. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Dish, MenuCard, MenuResponse } from '#src/lib/catalogTypes.ts';
import { catalog, data, koramangala } from '#test/catalog/catalogFixture.ts';
import { clearRatings, setRatings } from '../reviews/ratingsHolder.ts';
import { restaurantInfo, slaFor } from './cards.ts';
import { restaurantId } from './generator.ts';
import { dishLikesOf, dishVotePrior, ratingPriorOf, restaurantRating } from './ratings.ts';

const r = 12345;
const id = restaurantId(r);

const dishesOf = (menu: MenuResponse | undefined): Dish[] => {
  const third = menu?.data.cards[2];
  const sections: MenuCard[] =
    third && 'groupedCard' in third ? third.groupedCard.cardGroupMap.REGULAR.cards.map((c) => c.card.card) : [];
  return sections.flatMap((s) =>
    [...(s.itemCards ?? []), ...(s.categories ?? []).flatMap((c) => c.itemCards)].map((i) => i.card.info),
  );
};

afterEach(() => clearRatings());

describe('a restaurant rating', () => {
  it('is the generated rating and count while there are no verified ratings', () => {
    for (const at of [0, 1, 77, r, data.name.length - 1]) {
      const summary = restaurantRating(data, at);
      expect(summary.rating).toBe((data.rating10[at] ?? 0) / 10);
      expect(summary.count).toBe(data.ratingCount[at]);
      expect(summary.verifiedCount).toBe(0);
    }
  });

  it('moves with verified ratings on cards, menus and search results alike', () => {
    const prior = ratingPriorOf(data, r);
    setRatings(id, { stars: [30, 0, 0, 0, 0], dishes: new Map() });
    const moved = restaurantRating(data, r);
    expect(moved.rating).toBeLessThan(prior.rating);
    expect(moved.count).toBe(prior.count + 30);
    const info = restaurantInfo(data, r, slaFor(data, r, 1));
    expect(info.avgRating).toBe(moved.rating);
    expect(info.avgRatingString).toBe(moved.rating.toFixed(1));
    const menu = catalog.menu(id, koramangala, '');
    const first = menu?.data.cards[0];
    expect(
      first && 'card' in first && first.card.card['@type'] === 'RestaurantInfo' && first.card.card.info.avgRating,
    ).toBe(moved.rating);
  });
});

describe('a dish liked share', () => {
  const ids = Array.from({ length: 2000 }, (_, i) => `${id}${String(i).padStart(5, '0')}`);

  it('has earlier votes for about half the dishes, 5 to 60 of them at 68 to 97% liked, from the id alone', () => {
    const priors = ids.map(dishVotePrior);
    const voted = priors.filter((p) => p.votes > 0);
    expect(voted.length / ids.length).toBeGreaterThan(0.4);
    expect(voted.length / ids.length).toBeLessThan(0.6);
    for (const p of voted) {
      expect(p.votes).toBeGreaterThanOrEqual(5);
      expect(p.votes).toBeLessThanOrEqual(60);
      expect(p.likes / p.votes).toBeGreaterThanOrEqual(0.67);
      expect(p.likes / p.votes).toBeLessThanOrEqual(0.98);
    }
    expect(ids.map(dishVotePrior)).toEqual(priors);
  });

  it('shows on menu dishes, and a held menu shows a new vote on its next load', () => {
    const dishes = dishesOf(catalog.menu(id, koramangala, ''));
    const liked = dishes.find((d) => d.likes);
    const unvoted = dishes.find((d) => !d.likes);
    expect(liked?.likes).toEqual(dishLikesOf(id, liked?.id ?? ''));
    expect(unvoted).toBeDefined();
    const target = unvoted as Dish;
    // Five verified votes give a dish with no earlier ones its share.
    setRatings(id, { stars: [0, 0, 0, 0, 5], dishes: new Map([[target.id, { likes: 4, dislikes: 1 }]]) });
    const after = dishesOf(catalog.menu(id, koramangala, '')).find((d) => d.id === target.id);
    expect(after?.likes).toEqual({ percent: 80, votes: 5 });
  });

  it('shows on dish search results', () => {
    const found = catalog.singleSearch(koramangala, 'biryani');
    const group = found.data.cards[0];
    const dishes = (group && 'groupedCard' in group ? group.groupedCard.cardGroupMap.DISH?.cards : undefined) ?? [];
    expect(dishes.length).toBeGreaterThan(0);
    for (const { card } of dishes) {
      const { info, restaurant } = card.card as { info: Dish; restaurant: { info: { id: string } } };
      expect(info.likes ?? null).toEqual(dishLikesOf(restaurant.info.id, info.id));
    }
  });
});
