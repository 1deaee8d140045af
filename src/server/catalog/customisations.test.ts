import { describe, expect, it } from 'vitest';
import {
  checkChoices,
  choiceGroups,
  defaultChoiceIds,
  groupRule,
  optionPrice,
  vegVisible,
} from '#src/lib/dishChoices.ts';
import { priceOf } from '#src/lib/money.ts';
import { loadGeneratorInputs } from './catalogSchemas.ts';
import { flagPureVeg, generateCatalog } from './generator.ts';
import { mulberry32 } from './random.ts';
import { restaurantDishes } from './menu.ts';

const data = generateCatalog(loadGeneratorInputs());

/** Every dish of every `step`-th restaurant. */
function* sampledDishes(step: number) {
  for (let r = 0; r < data.count; r += step) for (const dish of restaurantDishes(data, r)) yield { r, dish };
}

describe('customisations of the generated catalog', () => {
  it('makes about a third of dishes customisable, some priced per size, some with egg or meat choices', () => {
    let dishes = 0;
    let customisable = 0;
    let nested = 0;
    let soldOut = 0;
    for (const { dish } of sampledDishes(53)) {
      dishes++;
      const groups = choiceGroups(dish);
      expect(dish.customisable === true).toBe(groups.length > 0);
      if (groups.length) customisable++;
      if (groups.some((g) => g.priceBy)) nested++;
      if (groups.some((g) => g.options.some((o) => !o.inStock))) soldOut++;
    }
    expect(customisable / dishes).toBeGreaterThan(0.25);
    expect(customisable / dishes).toBeLessThan(0.45);
    expect(nested).toBeGreaterThan(0);
    expect(soldOut).toBeGreaterThan(0);
  });

  it('gives every customisable dish of the whole catalog a valid default set, and prices a random valid set as the catalog sums it', () => {
    const random = mulberry32(7);
    for (const { dish } of sampledDishes(1)) {
      const groups = choiceGroups(dish);
      if (!groups.length) continue;
      const base = priceOf(dish) ?? 0;
      const defaults = checkChoices(groups, defaultChoiceIds(groups), dish.itemAttribute.vegClassifier);
      expect(defaults.ok, `${dish.name}: ${defaults.ok ? '' : defaults.reason}`).toBe(true);
      // A random valid set: per group a random count within its rule of random options in stock.
      const ids: string[] = [];
      for (const g of groups) {
        const inStock = g.options.filter((o) => o.inStock).sort(() => random() - 0.5);
        const count = g.min + Math.floor(random() * (Math.min(g.max, inStock.length) - g.min + 1));
        ids.push(...inStock.slice(0, count).map((o) => o.id));
      }
      const check = checkChoices(groups, ids, dish.itemAttribute.vegClassifier);
      if (!check.ok) throw new Error(`${dish.name}: ${check.reason}`);
      const chosen = new Set(ids);
      const summed = groups
        .flatMap((g) => g.options.filter((o) => chosen.has(o.id)).map((o) => optionPrice(g, o, chosen)))
        .reduce((a, b) => a + b, 0);
      expect(base + check.extra).toBe(base + summed);
      expect(check.picked.map((p) => p.id).sort()).toEqual([...ids].sort());
    }
  });

  it('offers no egg or meat choice in a pure-veg kitchen, and says each group rule in words', () => {
    for (const { r, dish } of sampledDishes(1)) {
      if (((data.flags[r] ?? 0) & flagPureVeg) === 0) continue;
      expect(dish.itemAttribute.vegClassifier).toBe('VEG');
      for (const g of choiceGroups(dish)) {
        for (const o of g.options) expect(vegVisible(o.veg, 'veg'), `${dish.name}: ${o.name}`).toBe(true);
        expect(groupRule(g)).toMatch(/^(Choose \d+|Up to \d+)/);
      }
    }
  });

  it('marks egg dishes with the egg class', () => {
    const classes = new Set<string>();
    for (const { dish } of sampledDishes(31)) classes.add(dish.itemAttribute.vegClassifier);
    expect([...classes].sort()).toEqual(['EGG', 'NONVEG', 'VEG']);
  });
});
