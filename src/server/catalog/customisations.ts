/**
 * The demo catalog's customisations: which dishes can be customised, and how, the way real
 * kitchens in India offer it (half or full biryani with an extra raita, pizza sizes with toppings
 * priced per size, dosa types, thali portions, drink sizes, a Jain preparation where the kitchen
 * makes one). Prices follow the dish's own price at the restaurant; a few choices are sold out.
 * Everything is derived from the restaurant's seed, like the rest of a menu.
 */
import type { Dish, VegClass } from '#src/lib/catalogTypes.ts';
import type { DishDef } from './catalogSchemas.ts';
import {
  addonGroup,
  jainGroup,
  portion,
  present,
  r5,
  sandwich,
  variantGroup,
  type Groups,
  type Kitchen,
  type Option,
} from './customisationParts.ts';
import type { Random } from './random.ts';

function biryani(k: Kitchen): Groups {
  const meat: Option[] = k.veg === 'NONVEG' ? [['Extra Chicken Piece', r5(k.rupees * 0.3), 'NONVEG']] : []; // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
  return {
    variantGroups: [
      variantGroup(k, 'qty', 'Portion', [
        ['Half', 0],
        ['Full', r5(k.rupees * 0.6)],
      ]),
    ],
    addons: present([
      addonGroup(
        k,
        'add',
        'Add-ons',
        [0, 3],
        [['Extra Raita', 30], ['Mirchi ka Salan', 40], ['Boiled Egg', 25, 'EGG'], ...meat], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
      ),
    ]),
  };
}

function pizza(k: Kitchen): Groups {
  const size = variantGroup(k, 'size', 'Size', [
    ['Regular (7 inch)', 0], // text-check: not a diner's text (English name and id; worded by catalog.choices)
    ['Medium (10 inch)', r5(k.rupees * 0.7)], // text-check: not a diner's text (English name and id; worded by catalog.choices)
    ['Large (12 inch)', r5(k.rupees * 1.4)], // text-check: not a diner's text (English name and id; worded by catalog.choices)
  ]);
  const [regular, medium, large] = size.variations.map((v) => v.id);
  const perSize = (a: number, b: number, c: number): Record<string, number> => ({
    [regular ?? 'r']: a,
    [medium ?? 'm']: b,
    [large ?? 'l']: c,
  });
  return {
    variantGroups: [
      size,
      variantGroup(k, 'crust', 'Crust', [
        ['Classic Hand Tossed', 0], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
        ['Thin Crust', 0], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
        ['Cheese Burst', 60], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
      ]),
      ...jainGroup(k),
    ],
    addons: present([
      addonGroup(
        k,
        'top',
        'Toppings',
        [0, 3],
        [
          ['Extra Cheese', perSize(40, 60, 85)], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Black Olives', perSize(30, 45, 60)], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Jalapeños', perSize(30, 45, 60)],
          ['Paneer', perSize(40, 60, 85)],
          ['Golden Corn', perSize(25, 40, 55)], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Chicken Tikka', perSize(50, 75, 100), 'NONVEG'], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
        ],
        'size',
      ),
    ]),
  };
}

function dosa(k: Kitchen): Groups {
  return {
    variantGroups: [
      // text-check: not a diner's text (English name and id; worded by catalog.choices)
      variantGroup(k, 'type', 'Dosa type', [
        ['Plain', 0],
        ['Butter', 20],
        ['Ghee Roast', 35], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
      ]),
      ...jainGroup(k),
    ],
    addons: present([
      addonGroup(
        k,
        'extra',
        'Extras',
        [0, 2],
        [
          ['Extra Sambar', 20], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Extra Coconut Chutney', 15], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Gunpowder Podi', 15], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
        ],
      ),
    ]),
  };
}

function thali(k: Kitchen): Groups {
  return {
    variantGroups: [
      variantGroup(k, 'portion', 'Portion', [
        ['Regular', 0],
        ['Deluxe (extra sabzi and sweet)', r5(k.rupees * 0.35)], // text-check: not a diner's text (English name and id; worded by catalog.choices)
      ]),
      ...jainGroup(k),
    ],
    addons: present([
      addonGroup(
        k,
        'bread',
        'Breads',
        [1, 2],
        [
          ['Tawa Roti', 0], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Butter Naan', 20], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Missi Roti', 15], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Jeera Rice', 30], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
        ],
      ),
      addonGroup(
        k,
        'sweet',
        'Sweets',
        [0, 1],
        [
          ['Gulab Jamun', 40], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Rasgulla', 40],
        ],
      ),
    ]),
  };
}

function drink(k: Kitchen): Groups {
  const shake = /shake|lassi|smoothie|coffee|milk/i.test(k.def.name);
  const size = variantGroup(k, 'size', 'Size', [
    ['Regular', 0],
    ['Large', r5(k.rupees * 0.45)],
  ]);
  if (!shake) {
    const sweetness: Option[] = [
      ['Regular', 0],
      ['Less sweet', 0], // text-check: not a diner's text (English name and id; worded by catalog.choices)
      ['No sugar', 0], // text-check: not a diner's text (English name and id; worded by catalog.choices)
    ];
    return { variantGroups: [size, variantGroup(k, 'sugar', 'Sweetness', sweetness)], addons: [] };
  }
  const extras: Option[] = [
    ['Scoop of Ice Cream', 45], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
    ['Dry Fruits', 35], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
  ];
  return { variantGroups: [size], addons: present([addonGroup(k, 'add', 'Add-ons', [0, 2], extras)]) };
}

function burger(k: Kitchen): Groups {
  const patty: Option = k.veg === 'VEG' ? ['Extra Aloo Tikki Patty', 45] : ['Extra Chicken Patty', 70, 'NONVEG']; // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
  return {
    variantGroups: [],
    addons: present([
      addonGroup(k, 'add', 'Add-ons', [0, 3], [['Extra Cheese Slice', 25], patty, ['Fried Egg', 25, 'EGG']]), // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
      addonGroup(
        k,
        'meal',
        'Meal',
        [0, 1],
        [
          ['Fries and Coke', 99], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Peri Peri Fries and Coke', 119], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
        ],
      ),
    ]),
  };
}

function wok(k: Kitchen): Groups {
  return {
    variantGroups: [
      variantGroup(k, 'qty', 'Portion', [
        ['Half', 0],
        ['Full', r5(k.rupees * 0.55)],
      ]),
    ],
    addons: present([
      addonGroup(
        k,
        'add',
        'Add-ons',
        [0, 2],
        [
          ['Extra Veggies', 30], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Paneer', 45],
          ['Egg', 25, 'EGG'],
          ['Chicken', 50, 'NONVEG'],
        ],
      ),
    ]),
  };
}

function curry(k: Kitchen): Groups {
  return {
    variantGroups: [
      variantGroup(k, 'qty', 'Portion', [
        ['Half', 0],
        ['Full', r5(k.rupees * 0.65)],
      ]),
      variantGroup(
        k,
        'spice',
        'Spice level', // text-check: not a diner's text (English name and id; worded by catalog.choices)
        [
          ['Mild', 0],
          ['Medium', 0],
          ['Spicy', 0],
        ],
        1,
      ),
      ...jainGroup(k),
    ],
    addons: [],
  };
}

function momos(k: Kitchen): Groups {
  return {
    variantGroups: [
      variantGroup(k, 'style', 'Style', [
        ['Steamed', 0],
        ['Fried', 15],
        ['Tandoori', 40],
      ]),
      variantGroup(k, 'pcs', 'Plate', [
        ['6 pieces', 0],
        ['10 pieces', r5(k.rupees * 0.6)],
      ]),
    ],
    addons: [],
  };
}

function roll(k: Kitchen): Groups {
  return {
    variantGroups: [],
    addons: present([
      addonGroup(
        k,
        'add',
        'Add-ons',
        [0, 2],
        [
          ['Extra Cheese', 30], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Double Filling', r5(k.rupees * 0.5), k.veg], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Extra Egg', 20, 'EGG'], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
        ],
      ),
    ]),
  };
}

function cake(k: Kitchen): Groups {
  return {
    variantGroups: [
      variantGroup(k, 'weight', 'Weight', [
        ['500 g', 0],
        ['1 kg', r5(k.rupees * 0.9)],
      ]),
    ],
    addons: present([
      addonGroup(
        k,
        'extra',
        'Extras',
        [0, 2],
        [
          ['Candles', 20],
          ['Message on the cake', 0], // text-check: not a diner's text (English name and id; worded by catalog.choices)
        ],
      ),
    ]),
  };
}

function sweetTreat(k: Kitchen): Groups {
  return {
    variantGroups: [],
    addons: present([
      addonGroup(
        k,
        'top',
        'Toppings',
        [0, 3],
        [
          ['Chocolate Sauce', 20], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Roasted Nuts', 30], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Extra Scoop', 50], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
        ],
      ),
    ]),
  };
}

/** Indian gravies that come half or full; about half of such dishes are offered that way. */
const indianMain = /curry|masala|makhani|korma|paneer|dal|chicken|mutton|kadai|kofta|keema|rogan|chole|rajma|aloo/i;

/** The template for a dish, or undefined when it comes one way only. */
function templateOf(def: DishDef, random: Random): ((k: Kitchen) => Groups) | undefined {
  const { category, name } = def;
  if (category === 'Biryani' || /biryani|mandi/i.test(name)) return biryani;
  if (category === 'Pizzas') return pizza;
  if (category === 'Dosa' || /dosa|uttapam/i.test(name)) return dosa;
  if (category === 'Thalis') return thali;
  if (category === 'Beverages' || category === 'Juices') return drink;
  if (category === 'Burgers') return burger;
  if (category === 'Noodles' || (category === 'Rice' && /fried rice|noodle/i.test(name))) return wok;
  if (category === 'Momos') return momos;
  if (category === 'Rolls') return roll;
  if (category === 'Cakes') return cake;
  if (category === 'Ice Creams' || category === 'Waffles') return sweetTreat; // text-check: not a diner's text (a category's key; its title is worded by catalog.menu)
  if (category === 'Sandwiches') return sandwich;
  if (category === 'Main Course' && indianMain.test(name) && random() < 0.5) return curry; // text-check: not a diner's text (a category's key; its title is worded by catalog.menu)
  if (def.customisable) return portion;
  return undefined;
}

/** What decides a dish's customisations at one restaurant. */
export interface CustomiseInput {
  def: DishDef;
  /** The dish's price at the restaurant, in paise (the base the variations add to). */
  price: number;
  veg: VegClass;
  pureVeg: boolean;
  jain: boolean;
  random: Random;
}

/** Gives `dish` its variant and add-on groups when the dish comes more than one way; marks it customisable. */
export function customise(dish: Dish, { def, price, veg, pureVeg, jain, random }: CustomiseInput): void {
  const template = templateOf(def, random);
  if (!template) return;
  const { variantGroups, addons } = template({ def, rupees: price / 100, veg, pureVeg, jain, random });
  if (variantGroups.length === 0 && addons.length === 0) return;
  if (variantGroups.length) dish.variantsV2 = { variantGroups };
  if (addons.length) dish.addons = addons;
  dish.customisable = true;
}
