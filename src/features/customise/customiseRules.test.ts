import { describe, expect, it } from 'vitest';
import type { Dish } from '#src/lib/catalogTypes.ts';
import { choiceGroups, defaultChoiceIds } from '#src/lib/dishChoices.ts';
import {
  firstProblem,
  groupFull,
  lineTotal,
  pickedIn,
  togglePick,
  visibleGroups,
  withLiveStock,
} from './customiseRules';

// A pizza: a size, then toppings priced per size (one sold out, one non-veg), and an egg dip.
const pizza: Pick<Dish, 'variantsV2' | 'addons'> = {
  variantsV2: {
    variantGroups: [
      {
        groupId: 'size',
        name: 'Size',
        variations: [
          { id: 's-r', name: 'Regular', price: 0, default: 1, vegClassifier: 'VEG' },
          { id: 's-l', name: 'Large', price: 20000, vegClassifier: 'VEG' },
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
        { id: 't-c', name: 'Cheese', price: 4000, prices: { 's-r': 4000, 's-l': 8500 }, vegClassifier: 'VEG' },
        { id: 't-o', name: 'Olives', price: 3000, prices: { 's-r': 3000, 's-l': 6000 }, vegClassifier: 'VEG' },
        { id: 't-j', name: 'Jalapeños', price: 3000, inStock: 0, vegClassifier: 'VEG' },
        {
          id: 't-k',
          name: 'Chicken Tikka',
          price: 5000,
          prices: { 's-r': 5000, 's-l': 10000 },
          vegClassifier: 'NONVEG',
        },
      ],
    },
    {
      groupId: 'dip',
      groupName: 'Dips',
      minAddons: 1,
      maxAddons: 1,
      choices: [
        { id: 'd-m', name: 'Mint Mayo', price: 0, default: 1, vegClassifier: 'VEG' },
        { id: 'd-e', name: 'Egg Mayo', price: 1500, vegClassifier: 'EGG' },
      ],
    },
  ],
};
const groups = choiceGroups(pizza);

describe('the customisation sheet', () => {
  it('takes a choice’s stock as last heard live over the menu’s, and then says a picked one is sold out', () => {
    const live = withLiveStock(groups, { 't-j': true, 'd-m': false });
    const stock = (gs: typeof groups) => gs.flatMap((g) => g.options.map((o) => `${o.id}:${o.inStock}`));
    expect(stock(live)).toEqual([
      's-r:true',
      's-l:true',
      't-c:true',
      't-o:true',
      't-j:true',
      't-k:true',
      'd-m:false',
      'd-e:true',
    ]);
    expect(stock(withLiveStock(groups, {}))).toEqual(stock(groups));
    expect(firstProblem(live, defaultChoiceIds(groups), 'VEG')?.groupId).toBe('dip');
  });

  it('hides the options the veg mode does not show, and keeps every group in its place', () => {
    const names = (mode: 'all' | 'veg' | 'egg') =>
      visibleGroups(groups, mode).map((g) => g.options.map((o) => o.name).join(','));
    expect(names('all')).toEqual(['Regular,Large', 'Cheese,Olives,Jalapeños,Chicken Tikka', 'Mint Mayo,Egg Mayo']);
    expect(names('veg')).toEqual(['Regular,Large', 'Cheese,Olives,Jalapeños', 'Mint Mayo']);
    expect(names('egg')).toEqual(['Regular,Large', 'Cheese,Olives,Jalapeños', 'Mint Mayo,Egg Mayo']);
  });

  it('a variant replaces its group’s choice, and cannot be unset', () => {
    const picks = defaultChoiceIds(groups);
    expect(picks).toEqual(['s-r', 'd-m']);
    expect(togglePick(groups, picks, 'size', 's-l', true)).toEqual(['d-m', 's-l']);
    expect(togglePick(groups, picks, 'size', 's-r', false)).toEqual(picks);
  });

  it('an add-on group takes boxes up to its maximum, then is full until one is taken off', () => {
    let picks = togglePick(groups, ['s-r'], 'top', 't-c', true);
    picks = togglePick(groups, picks, 'top', 't-o', true);
    expect(pickedIn(groups[1]!, picks)).toBe(2);
    expect(groupFull(groups[1]!, picks)).toBe(true);
    expect(togglePick(groups, picks, 'top', 't-k', true)).toEqual(picks);
    picks = togglePick(groups, picks, 'top', 't-c', false);
    expect(groupFull(groups[1]!, picks)).toBe(false);
    expect(togglePick(groups, picks, 'top', 't-k', true)).toEqual(['s-r', 't-o', 't-k']);
  });

  it('a sold-out option is never picked; a one-choice add-on group swaps its choice', () => {
    expect(togglePick(groups, ['s-r'], 'top', 't-j', true)).toEqual(['s-r']);
    expect(togglePick(groups, ['s-r', 'd-m'], 'dip', 'd-e', true)).toEqual(['s-r', 'd-e']);
    expect(groupFull(groups[2]!, ['d-e'])).toBe(false);
    expect(togglePick(groups, ['s-r', 'd-e'], 'dip', 'd-e', false)).toEqual(['s-r']);
  });

  it('prices the line as picked: toppings follow the chosen size', () => {
    expect(lineTotal(29900, groups, ['s-r', 't-c', 'd-m'])).toBe(29900 + 4000);
    expect(lineTotal(29900, groups, ['s-l', 't-c', 'd-e'])).toBe(29900 + 20000 + 8500 + 1500);
  });

  it('names the first group that stops the add, with the rule it breaks', () => {
    expect(firstProblem(groups, ['s-r', 'd-m'], 'VEG')).toBeNull();
    expect(firstProblem(groups, ['s-r'], 'VEG')).toEqual({ groupId: 'dip', reason: 'Choose 1 dip' });
    expect(firstProblem(groups, ['d-m'], 'VEG')).toEqual({ groupId: 'size', reason: 'Choose 1 size' });
  });
});
