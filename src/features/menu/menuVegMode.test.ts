/**
 * The veg-only mode over the whole generated catalog: every restaurant's menu, as the menu page
 * reads it (`menuSections`) and filters it (`vegSections`), and every shown dish's choices as the
 * customisation sheet filters them (`visibleGroups`, over `vegVisible`), against the catalog's own
 * dishes and the classes its wire data says.
 */
import { describe, expect, it } from 'vitest';
import type { AddonChoice, Dish, MenuResponse, VegClass, Variation } from '#src/lib/catalogTypes.ts';
import { choiceGroups, vegClassOf } from '#src/lib/dishChoices.ts';
import { restaurantShows, type VegMode } from '#src/lib/vegRules.ts';
import { loadGeneratorInputs } from '#src/server/catalog/catalogSchemas.ts';
import { lightestVegOf } from '#src/server/catalog/dietClasses.ts';
import { generateCatalog } from '#src/server/catalog/generator.ts';
import { menuSections as catalogSections, restaurantDishes } from '#src/server/catalog/menu.ts';
import { visibleGroups } from '../customise/customiseRules.ts';
import { allDishes, type MenuSection, menuSections, vegSections } from './menuRules.ts';

const data = generateCatalog(loadGeneratorInputs());

/** A choice's class as the wire carries it, read here without the shared rules. */
function wireClass(choice: Variation | AddonChoice): VegClass {
  if (choice.vegClassifier) return choice.vegClassifier;
  return choice.isVeg === 1 ? 'VEG' : 'NONVEG';
}

/** The raw choices of a dish by id. */
function wireChoices(dish: Dish): Map<string, Variation | AddonChoice> {
  const out = new Map<string, Variation | AddonChoice>();
  for (const group of dish.variantsV2?.variantGroups ?? []) for (const v of group.variations) out.set(v.id, v);
  for (const group of dish.addons ?? []) for (const c of group.choices) out.set(c.id, c);
  return out;
}

interface Tally {
  wrongDishes: string[];
  missingDishes: string[];
  wrongChoices: string[];
  unorderable: string[];
  emptyShownMenus: string[];
  hiddenRestaurants: number;
  visibleChoices: number;
}

function tally(mode: Exclude<VegMode, 'all'>, allowed: ReadonlySet<VegClass>): Tally {
  const t: Tally = {
    wrongDishes: [],
    missingDishes: [],
    wrongChoices: [],
    unorderable: [],
    emptyShownMenus: [],
    hiddenRestaurants: 0,
    visibleChoices: 0,
  };
  for (let r = 0; r < data.count; r++) {
    const truth = new Map(restaurantDishes(data, r).map((dish) => [dish.id, dish]));
    const response: MenuResponse = {
      data: { cards: [{ groupedCard: { cardGroupMap: { REGULAR: { cards: catalogSections(data, r) } } } }] },
    };
    const shown = allDishes(vegSections(menuSections(response), mode));
    const shownIds = new Set(shown.map((dish) => dish.id));
    for (const dish of truth.values()) {
      const inMode = allowed.has(dish.itemAttribute.vegClassifier);
      if (shownIds.has(dish.id) && !inMode) t.wrongDishes.push(`${dish.id} ${dish.name}`);
      if (!shownIds.has(dish.id) && inMode) t.missingDishes.push(`${dish.id} ${dish.name}`);
    }
    const listed = restaurantShows({ lightestVeg: lightestVegOf(data, r) }, mode);
    if (!listed) t.hiddenRestaurants++;
    if (listed !== shown.length > 0)
      t.emptyShownMenus.push(`restaurant ${r}: listed ${listed}, ${shown.length} dishes`);
    for (const id of shownIds) {
      const dish = truth.get(id) as Dish;
      const wire = wireChoices(dish);
      // What the customisation sheet shows of the dish's groups in the mode.
      for (const group of visibleGroups(choiceGroups(dish), mode)) {
        const visible = group.options;
        t.visibleChoices += visible.length;
        for (const option of visible) {
          const raw = wire.get(option.id);
          if (!raw || !allowed.has(wireClass(raw))) t.wrongChoices.push(`${dish.id} ${option.name}`);
        }
        if (visible.filter((option) => option.inStock).length < group.min)
          t.unorderable.push(`${dish.id} ${dish.name}: ${group.name}`);
      }
    }
  }
  return t;
}

describe('veg-only mode over every menu of the catalog', () => {
  it("'veg' shows every veg dish and nothing else, veg choices only, and hides exactly the restaurants left empty", () => {
    const t = tally('veg', new Set<VegClass>(['VEG']));
    expect(t.wrongDishes).toEqual([]);
    expect(t.missingDishes).toEqual([]);
    expect(t.wrongChoices).toEqual([]);
    expect(t.unorderable).toEqual([]);
    expect(t.emptyShownMenus).toEqual([]);
    expect(t.visibleChoices).toBeGreaterThan(1000);
    // Some restaurants have nothing veg (kebab and seafood kitchens): the mode has something to hide.
    expect(t.hiddenRestaurants).toBeGreaterThan(0);
    expect(t.hiddenRestaurants).toBeLessThan(data.count / 4);
  }, 120_000);

  it("'egg' shows veg and egg dishes and choices, never non-veg", () => {
    const t = tally('egg', new Set<VegClass>(['VEG', 'EGG']));
    expect(t.wrongDishes).toEqual([]);
    expect(t.missingDishes).toEqual([]);
    expect(t.wrongChoices).toEqual([]);
    expect(t.unorderable).toEqual([]);
    expect(t.emptyShownMenus).toEqual([]);
  }, 120_000);

  it('has egg dishes and egg choices for "Veg + egg" to show', () => {
    const classes = new Set<VegClass>();
    const choiceClasses = new Set<VegClass>();
    for (let r = 0; r < data.count && (classes.size < 3 || choiceClasses.size < 3); r += 7) {
      for (const dish of restaurantDishes(data, r)) {
        classes.add(vegClassOf(dish.itemAttribute.vegClassifier));
        for (const group of choiceGroups(dish)) for (const option of group.options) choiceClasses.add(option.veg);
      }
    }
    expect([...classes].sort()).toEqual(['EGG', 'NONVEG', 'VEG']);
    expect([...choiceClasses].sort()).toEqual(['EGG', 'NONVEG', 'VEG']);
  });
});

describe('vegSections', () => {
  const dish = (id: string, veg: VegClass): Dish => ({
    id,
    name: id,
    description: '',
    itemAttribute: { vegClassifier: veg },
  });
  const sections: MenuSection[] = [
    { kind: 'items', id: 's0', title: 'Recommended', dishes: [dish('a', 'NONVEG'), dish('b', 'VEG')] },
    {
      kind: 'nested',
      id: 's1',
      title: 'Biryani',
      categories: [
        { id: 's1-0', title: 'Veg Biryani', dishes: [dish('c', 'VEG')] },
        { id: 's1-1', title: 'Non-Veg Biryani', dishes: [dish('d', 'EGG'), dish('e', 'NONVEG')] },
      ],
    },
    {
      kind: 'nested',
      id: 's2',
      title: 'Kebabs',
      categories: [{ id: 's2-0', title: 'Kebabs', dishes: [dish('f', 'NONVEG')] }],
    },
    { kind: 'items', id: 's3', title: 'Eggs', dishes: [dish('g', 'EGG')] },
  ];
  const ids = (list: MenuSection[]) =>
    list.map((s) =>
      s.kind === 'items'
        ? `${s.id}:${s.dishes.map((d) => d.id)}`
        : `${s.id}[${s.categories.map((c) => `${c.id}:${c.dishes.map((d) => d.id)}`)}]`,
    );

  it("keeps the sections as they are in 'all'", () => {
    expect(vegSections(sections, 'all')).toBe(sections);
  });

  it('drops the dishes the mode hides, then the categories and sections left empty, keeping ids and order', () => {
    expect(ids(vegSections(sections, 'veg'))).toEqual(['s0:b', 's1[s1-0:c]']);
    expect(ids(vegSections(sections, 'egg'))).toEqual(['s0:b', 's1[s1-0:c,s1-1:d]', 's3:g']);
  });
});
