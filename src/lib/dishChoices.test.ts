import { describe, expect, it } from 'vitest';
import type { AddonChoice, Dish, Variation } from './catalogTypes.ts';
import {
  checkChoices,
  choiceGroups,
  choicesText,
  defaultChoiceIds,
  groupRule,
  heavierVeg,
  isCustomisable,
  lineIdOf,
  lineName,
  optionPrice,
  vegClassOf,
  vegVisible,
  type ChoiceCheck,
} from './dishChoices.ts';

/** A variation or add-on choice, in stock and veg unless `extra` says otherwise. */
const option = (id: string, price: number, extra: Partial<AddonChoice> = {}): AddonChoice => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  price,
  inStock: 1,
  vegClassifier: 'VEG',
  ...extra,
});
const variation: (id: string, price: number, extra?: Partial<Variation>) => Variation = option;
const choice = option;

/** A pizza: a size (regular by default), toppings priced per size (up to 2), breads (2 to 3). */
const pizza: Pick<Dish, 'variantsV2' | 'addons'> = {
  variantsV2: {
    variantGroups: [
      {
        groupId: 'size',
        name: 'Size',
        variations: [
          variation('regular', 0, { default: 1 }),
          variation('large', 20_000),
          variation('party', 40_000, { inStock: 0 }),
        ],
      },
    ],
  },
  addons: [
    {
      groupId: 'top',
      groupName: 'Toppings',
      minAddons: 0,
      maxAddons: 2,
      priceBy: 'size',
      choices: [
        choice('cheese', 4_000, { prices: { regular: 4_000, large: 8_500 } }),
        choice('egg', 3_000, { vegClassifier: 'EGG', prices: { regular: 3_000 } }),
        choice('chicken', 5_000, { vegClassifier: 'NONVEG', inStock: 0 }),
      ],
    },
    {
      groupId: 'bread',
      groupName: 'Breads',
      minAddons: 2,
      maxAddons: 3,
      choices: [choice('garlic', 9_000), choice('plain', 6_000, { default: 1 }), choice('cheesy', 11_000)],
    },
  ],
};
const groups = choiceGroups(pizza);

const failure = (check: ChoiceCheck) => (check.ok ? undefined : check.reason);

describe('choice groups', () => {
  it('reads variant groups first (exactly one each), then add-on groups with their minimum and maximum', () => {
    expect(groups.map((g) => [g.id, g.name, g.kind, g.min, g.max, g.priceBy])).toEqual([
      ['size', 'Size', 'variant', 1, 1, undefined],
      ['top', 'Toppings', 'addon', 0, 2, 'size'],
      ['bread', 'Breads', 'addon', 2, 3, undefined],
    ]);
    expect(groups[0]?.options.map((o) => [o.id, o.inStock, o.isDefault])).toEqual([
      ['regular', true, true],
      ['large', true, false],
      ['party', false, false],
    ]);
    expect(isCustomisable(pizza)).toBe(true);
    expect(isCustomisable({})).toBe(false);
  });

  it('keeps a maximum within the choices there are and a minimum within the maximum; drops empty groups', () => {
    const read = choiceGroups({
      addons: [
        { groupId: 'a', groupName: 'A', minAddons: 5, maxAddons: 9, choices: [choice('x', 0), choice('y', 0)] },
        { groupId: 'b', groupName: 'B', minAddons: 0, maxAddons: 2, choices: [] },
      ],
    });
    expect(read.map((g) => [g.id, g.min, g.max])).toEqual([['a', 2, 2]]);
  });

  it('reads a choice’s class from vegClassifier, else from isVeg, and a wire class as a diner reads it', () => {
    const read = choiceGroups({
      addons: [
        {
          groupId: 'a',
          groupName: 'A',
          minAddons: 0,
          maxAddons: 3,
          choices: [
            { id: '1', name: 'Egg', price: 0, vegClassifier: 'EGG' },
            { id: '2', name: 'Paneer', price: 0, isVeg: 1 },
            { id: '3', name: 'Mutton', price: 0, isVeg: 0 },
          ],
        },
      ],
    });
    expect(read[0]?.options.map((o) => o.veg)).toEqual(['EGG', 'VEG', 'NONVEG']);
    expect([vegClassOf('VEG'), vegClassOf('EGG'), vegClassOf('NON_VEG'), vegClassOf(undefined)]).toEqual([
      'VEG',
      'EGG',
      'NONVEG',
      'NONVEG',
    ]);
  });
});

describe('checking choices', () => {
  it('accepts a valid set and answers the choices in group order, their price and the line’s class', () => {
    const check = checkChoices(groups, ['plain', 'garlic', 'cheese', 'large'], 'VEG');
    expect(check).toEqual({
      ok: true,
      picked: [
        { groupId: 'size', groupName: 'Size', id: 'large', name: 'Large', price: 20_000, veg: 'VEG' },
        { groupId: 'top', groupName: 'Toppings', id: 'cheese', name: 'Cheese', price: 8_500, veg: 'VEG' },
        { groupId: 'bread', groupName: 'Breads', id: 'garlic', name: 'Garlic', price: 9_000, veg: 'VEG' },
        { groupId: 'bread', groupName: 'Breads', id: 'plain', name: 'Plain', price: 6_000, veg: 'VEG' },
      ],
      extra: 20_000 + 8_500 + 9_000 + 6_000,
      veg: 'VEG',
    });
  });

  it('prices a choice by the chosen variation of its priceBy group, else by its own price', () => {
    const top = groups[1]!;
    const cheese = top.options[0]!;
    const egg = top.options[1]!;
    expect(optionPrice(top, cheese, new Set(['regular']))).toBe(4_000);
    expect(optionPrice(top, cheese, new Set(['large']))).toBe(8_500);
    // No price for a large egg topping: its own price.
    expect(optionPrice(top, egg, new Set(['large']))).toBe(3_000);
  });

  it('makes the line as heavy as its heaviest choice', () => {
    const check = checkChoices(groups, ['regular', 'egg', 'plain', 'garlic'], 'VEG');
    expect(check.ok && check.veg).toBe('EGG');
    expect(heavierVeg('VEG', 'NONVEG')).toBe('NONVEG');
    expect(heavierVeg('NONVEG', 'EGG')).toBe('NONVEG');
    expect(heavierVeg('EGG', 'VEG')).toBe('EGG');
  });

  it.each([
    [['regular', 'regular', 'plain', 'garlic'], 'the same choice is picked twice'],
    [['regular', 'plain', 'garlic', 'olives'], 'a choice is not one of this dish'],
    [['party', 'plain', 'garlic'], 'Party is sold out'],
    [['regular', 'chicken', 'plain', 'garlic'], 'Chicken is sold out'],
    [['plain', 'garlic'], 'Choose 1 size'],
    [['regular', 'large', 'plain', 'garlic'], 'Choose 1 size'],
    [['regular', 'cheese', 'egg', 'plain', 'garlic', 'x'], 'a choice is not one of this dish'],
    [['regular', 'plain'], 'Choose 2 to 3 breads'],
  ])('refuses %j: %s', (ids, reason) => {
    expect(failure(checkChoices(groups, ids, 'VEG'))).toBe(reason);
  });

  it('says the rule of a group in words', () => {
    expect(groupRule({ name: 'Size', min: 1, max: 1 })).toBe('Choose 1 size');
    expect(groupRule({ name: 'Toppings', min: 0, max: 3 })).toBe('Up to 3 toppings');
    expect(groupRule({ name: 'Breads', min: 2, max: 3 })).toBe('Choose 2 to 3 breads');
    const atMost = checkChoices(groups, ['regular', 'cheese', 'egg', 'plain', 'garlic', 'cheesy'], 'VEG');
    expect(atMost.ok).toBe(true);
    const toppings = { ...groups[1]!, options: groups[1]!.options.map((o) => ({ ...o, inStock: true })) };
    expect(failure(checkChoices([toppings], ['cheese', 'egg', 'chicken'], 'VEG'))).toBe('Up to 2 toppings');
  });

  it('accepts no choices for a dish without groups, and refuses any', () => {
    expect(checkChoices([], [], 'NONVEG')).toEqual({ ok: true, picked: [], extra: 0, veg: 'NONVEG' });
    expect(failure(checkChoices([], ['x'], 'VEG'))).toBe('a choice is not one of this dish');
  });
});

describe('defaults', () => {
  it('takes each group’s defaults in stock, and fills a required group with its first choices in stock', () => {
    expect(defaultChoiceIds(groups)).toEqual(['regular', 'plain', 'garlic']);
    expect(checkChoices(groups, defaultChoiceIds(groups), 'VEG').ok).toBe(true);
  });

  it('skips a sold-out default: a variant group takes its first variation in stock', () => {
    const soldOut = choiceGroups({
      variantsV2: {
        variantGroups: [
          {
            groupId: 'qty',
            name: 'Quantity',
            variations: [variation('half', 0, { default: 1, inStock: 0 }), variation('full', 15_000)],
          },
        ],
      },
    });
    expect(defaultChoiceIds(soldOut)).toEqual(['full']);
  });

  it('leaves a required group short when nothing in it is in stock, so the check says why', () => {
    const none = choiceGroups({
      variantsV2: {
        variantGroups: [{ groupId: 'qty', name: 'Quantity', variations: [variation('half', 0, { inStock: 0 })] }],
      },
    });
    expect(defaultChoiceIds(none)).toEqual([]);
    expect(failure(checkChoices(none, [], 'VEG'))).toBe('Choose 1 quantity');
  });
});

describe('lines and words', () => {
  it('names a line by its dish id alone, or with its choice ids in group order', () => {
    expect(lineIdOf('10000100002', [])).toBe('10000100002');
    const check = checkChoices(groups, ['garlic', 'plain', 'large'], 'VEG');
    expect(check.ok && lineIdOf('10000100004', check.picked)).toBe('10000100004~large.garlic.plain');
    // The same choices in any order are the same line.
    const again = checkChoices(groups, ['large', 'plain', 'garlic'], 'VEG');
    expect(again.ok && lineIdOf('10000100004', again.picked)).toBe('10000100004~large.garlic.plain');
  });

  it('says the choices as a diner reads them', () => {
    expect(choicesText([{ name: 'Half' }, { name: 'Extra Raita' }])).toBe('Half, Extra Raita');
    expect(choicesText([])).toBe('');
  });

  it('names a line in one phrase, its choices in brackets, so two lines of one dish read apart', () => {
    expect(lineName('Chicken Biryani', [{ name: 'Half' }, { name: 'Extra Raita' }])).toBe(
      'Chicken Biryani (Half, Extra Raita)',
    );
    expect(lineName('Idli', [])).toBe('Idli');
  });

  it('shows a class in a veg-only mode', () => {
    expect(['VEG', 'EGG', 'NONVEG'].map((v) => vegVisible(v as never, 'veg'))).toEqual([true, false, false]);
    expect(['VEG', 'EGG', 'NONVEG'].map((v) => vegVisible(v as never, 'egg'))).toEqual([true, true, false]);
    expect(['VEG', 'EGG', 'NONVEG'].map((v) => vegVisible(v as never, 'all'))).toEqual([true, true, true]);
  });
});
