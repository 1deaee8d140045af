import { describe, expect, it, vi } from 'vitest';
import type { Dish, MenuResponse } from '#src/lib/catalogTypes.ts';
import { choiceGroups } from '#src/lib/dishChoices.ts';
import { cartEntry } from '../cart/catalogDishes.ts';
import { loadCatalog } from './catalog.ts';
import { restaurantDishes } from './menu.ts';
import { choicesProblem } from './upstreamChoices.ts';
import { indexMenu } from './upstreamDishes.ts';

/** A dish as a Swiggy-style upstream sends it: numeric ids, `isVeg` flags, toppings priced per size. */
function upstreamDish(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    name: 'Margherita',
    description: '',
    price: 19_900,
    itemAttribute: { vegClassifier: 'VEG' },
    variantsV2: {
      variantGroups: [
        {
          groupId: 101,
          name: 'Size',
          variations: [
            { id: 5001, name: 'Regular', price: 0, default: 1, inStock: 1, isVeg: 1 },
            { id: 5002, name: 'Large', price: 20_000, inStock: 1, isVeg: 1 },
          ],
        },
      ],
    },
    addons: [
      {
        groupId: '202',
        groupName: 'Toppings',
        minAddons: 0,
        maxAddons: 2,
        priceBy: '101',
        choices: [
          {
            id: '7001',
            name: 'Extra Cheese',
            price: 4_000,
            prices: { '5001': 4_000, '5002': 8_500 },
            inStock: 1,
            isVeg: 1,
          },
          { id: '7002', name: 'Chicken', price: 6_000, inStock: 0, vegClassifier: 'NONVEG' },
        ],
      },
    ],
    ...extra,
  };
}

function menuOf(dishes: Record<string, unknown>[]): MenuResponse {
  const itemCards = dishes.map((info) => ({ card: { info: info as unknown as Dish } }));
  const pizzas = { card: { card: { '@type': 'ItemCategory' as const, title: 'Pizzas', itemCards } } };
  const info = { id: 'r1', name: 'R', areaName: 'A' } as never;
  return {
    data: {
      cards: [
        { card: { card: { '@type': 'RestaurantInfo', info } } },
        { groupedCard: { cardGroupMap: { REGULAR: { cards: [pizzas] } } } },
      ],
    },
  };
}

const withGroup = (variations: unknown) => ({
  variantsV2: { variantGroups: [{ groupId: 'g', name: 'Size', variations }] },
  addons: [],
});

describe('an upstream dish’s customisations, checked at the edge', () => {
  it('accepts every customisable dish of the embedded catalog', () => {
    const catalog = loadCatalog(process.cwd());
    const dishes = [...Array(40).keys()].flatMap((r) => restaurantDishes(catalog.data, r));
    const customisable = dishes.filter((dish) => choiceGroups(dish).length > 0);
    expect(customisable.length).toBeGreaterThan(20);
    for (const dish of customisable) expect(choicesProblem(dish), dish.name).toBeUndefined();
  });

  it('accepts a Swiggy-style dish with numeric ids, and the cart reads its groups', () => {
    expect(choicesProblem(upstreamDish('d1'))).toBeUndefined();
    const entry = cartEntry({
      dish: upstreamDish('d1') as unknown as Dish,
      restaurant: { id: 'r1', name: 'R', areaName: 'A', locality: 'A', cloudinaryImageId: '' },
    });
    expect(entry?.groups?.map((g) => [g.id, g.options.map((o) => o.id)])).toEqual([
      ['101', ['5001', '5002']],
      ['202', ['7001', '7002']],
    ]);
    expect(entry?.vegClass).toBe('VEG');
  });

  it('has no cap on the number of groups', () => {
    const groups = Array.from({ length: 60 }, (_, i) => ({
      groupId: `g${i}`,
      groupName: `Group ${i}`,
      minAddons: 0,
      maxAddons: 1,
      choices: [{ id: `c${i}`, name: `Choice ${i}`, price: 100 }],
    }));
    expect(choicesProblem({ addons: groups })).toBeUndefined();
  });

  it.each([
    ['variations that are not a list', withGroup({ id: 'a' }), /variations: must be a list/],
    ['a price in words', withGroup([{ id: 'a', name: 'Half', price: 'ten' }]), /price: must be paise/],
    ['a negative price', withGroup([{ id: 'a', name: 'Half', price: -100 }]), /price: must not be negative/],
    ['an id a line cannot name', withGroup([{ id: 'a.b', name: 'Half', price: 0 }]), /id: must be an id of 1 to 64/],
    ['a nameless option', withGroup([{ id: 'a', name: '', price: 0 }]), /name: must be a name/],
    ['inStock 2', withGroup([{ id: 'a', name: 'Half', price: 0, inStock: 2 }]), /inStock: must be 0 or 1/],
    [
      'an option id twice',
      withGroup([
        { id: 'a', name: 'Half' },
        { id: 'a', name: 'Full' },
      ]),
      /option id a is used twice/,
    ],
    [
      'toppings priced by no variant group',
      { addons: [{ groupId: 't', groupName: 'Toppings', priceBy: 'size', choices: [{ id: 'c', name: 'Cheese' }] }] },
      /priced by size, which is not a variant group/,
    ],
    [
      'a minimum over the maximum',
      { addons: [{ groupId: 't', groupName: 'Toppings', minAddons: 3, maxAddons: 1, choices: [] }] },
      /minAddons is more than maxAddons/,
    ],
    ['addons that are not a list', { addons: { groupId: 't' } }, /addons: must be a list/],
  ])('refuses %s', (_, dish, reason) => {
    expect(choicesProblem(dish)).toMatch(reason);
  });

  it('leaves a malformed dish out of the menu’s index with its reason logged, and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = upstreamDish('d2', { addons: [{ groupId: 't', groupName: 'Toppings', choices: 'cheese' }] });
    const indexed = indexMenu(menuOf([upstreamDish('d1'), broken]));
    expect([...(indexed?.dishes.keys() ?? [])]).toEqual(['d1']);
    expect(warn).toHaveBeenCalledWith(
      '[catalog] upstream dish d2 of restaurant r1 cannot be ordered: addons.0.choices: must be a list',
    );
    warn.mockRestore();
  });
});
