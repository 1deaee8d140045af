/**
 * A restaurant's menu, rebuilt on demand from its seed: the generator stores only which dishes
 * a restaurant serves; prices, ribbons, discounts and images are derived here, per dish, so one
 * dish can be priced without building the whole menu (search results need exactly that).
 */
import { translate } from '#src/i18n/define.ts';
import { requestLocale } from '../i18n/requestLocale.ts';
import { catalogMenuMessages } from './messages/en.ts';
import type { CardWrapper, Dish, ItemCard, MenuCard } from '#src/lib/catalogTypes.ts';
import type { DishDef } from './catalogSchemas.ts';
import { customise } from './customisations.ts';
import { dishVegClass } from './dietClasses.ts';
import { flagItemDiscounts, flagPureVeg, restaurantId, type CatalogData } from './generator.ts';
import { priceOf } from '#src/lib/money.ts';
import { dishImageId } from './imageIds.ts';
import { dishWindowOf } from './hours.ts';
import { mixSeeds, mulberry32, randomInt } from './random.ts';

/** Order of menu sections; categories an editor invents go after these, alphabetically. */
export const categoryOrder: readonly string[] = [
  'Starters',
  'Soups',
  'Kebabs',
  'Chaat',
  'Snacks',
  'Momos',
  'Sushi',
  'Dosa',
  'Breakfast',
  'Main Course', // text-check: not a diner's text (a category's key; its title is worded by catalog.menu)
  'Biryani',
  'Rice',
  'Noodles',
  'Pizzas',
  'Burgers',
  'Pasta',
  'Rolls',
  'Sandwiches',
  'Bowls',
  'Breads',
  'Thalis',
  'Combos',
  'Salads',
  'Sides',
  'Desserts',
  'Sweets',
  'Cakes',
  'Bakery',
  'Ice Creams', // text-check: not a diner's text (a category's key; its title is worded by catalog.menu)
  'Waffles',
  'Juices',
  'Beverages',
  'Paan',
];

/** A menu's words in the language of the request being answered. */
const menuTexts = () => translate(catalogMenuMessages, requestLocale());

/** A section with veg and non-veg dishes and at least this many is split into nested categories. */
const nestAtLeast = 5;

function roundToFive(rupees: number): number {
  return Math.max(10, Math.round(rupees / 5) * 5);
}

/** The multiplier from a dish's typical price to this restaurant's price (ties menu to cost for two). */
export function priceFactor(data: CatalogData, r: number): number {
  const start = data.dishStart[r] ?? 0;
  const end = data.dishStart[r + 1] ?? start;
  const prices: number[] = [];
  for (let k = start; k < end; k++) prices.push(data.inputs.dishes[data.dishList[k] ?? 0]?.price ?? 200);
  prices.sort((a, b) => a - b);
  const median = prices[Math.floor(prices.length / 2)] ?? 200;
  return (data.costForTwo[r] ?? 400) / (median * 2.2);
}

/** The dish ids of restaurant `r` are its id followed by the dish's five-digit table index. */
export function dishId(r: number, dishIndex: number): string {
  return `${restaurantId(r)}${String(dishIndex).padStart(5, '0')}`;
}

/** One dish of restaurant `r` with its prices in paise, ribbon, image and flags. */
export function dishOf(data: CatalogData, r: number, dishIndex: number, factor: number = priceFactor(data, r)): Dish {
  const def = data.inputs.dishes[dishIndex] as DishDef;
  const random = mulberry32(mixSeeds(data.seed32[r] ?? 0, dishIndex + 1));
  const price = roundToFive(def.price * factor * (0.92 + random() * 0.18)) * 100;
  const roll = random();
  const dish: Dish = {
    id: dishId(r, dishIndex),
    name: def.name,
    description: def.description,
    price,
    itemAttribute: { vegClassifier: dishVegClass(def) },
    category: def.category,
  };
  // Breakfast in the morning, thalis at lunch, at the kitchens that keep such windows.
  const window = dishWindowOf(data, r, def.category);
  if (window) dish.hours = window;
  // Most dishes have a picture; a few, like on real menus, do not.
  if (random() < 0.9) dish.imageId = dishImageId(data.inputs.art, def);
  if (roll < 0.16) {
    dish.ribbon = { text: menuTexts().bestseller };
    dish.isBestseller = true;
  } else if (roll < 0.21) {
    dish.ribbon = { text: menuTexts().mustTry };
  }
  const discounted = ((data.flags[r] ?? 0) & flagItemDiscounts) !== 0 && random() < 0.35;
  if (discounted) {
    // The old price is the default price (shown struck through); the final price is what is paid.
    dish.defaultPrice = price;
    dish.finalPrice = roundToFive((price / 100) * (1 - randomInt(random, 10, 30) / 100)) * 100;
  }
  const seed = data.seed32[r] ?? 0;
  customise(dish, {
    def,
    price: priceOf(dish) ?? price,
    veg: dish.itemAttribute.vegClassifier,
    pureVeg: ((data.flags[r] ?? 0) & flagPureVeg) !== 0,
    // About one kitchen in four makes Jain food; a pure-veg kitchen one in two.
    jain: (seed >>> 7) % (((data.flags[r] ?? 0) & flagPureVeg) !== 0 ? 2 : 4) === 0,
    // Its own stream, so adding a customisation never moves another dish's price or ribbon.
    random: mulberry32(mixSeeds(seed, dishIndex + 0x9e37)),
  });
  return dish;
}

/** The index of the dish `id` when restaurant `r` serves it, else -1 (no menu is built). */
export function servedDishIndex(data: CatalogData, r: number, id: string): number {
  const prefix = restaurantId(r);
  if (!id.startsWith(prefix) || id.length !== prefix.length + 5 || !/^\d{5}$/.test(id.slice(prefix.length))) return -1;
  const dishIndex = Number(id.slice(prefix.length));
  for (let k = data.dishStart[r] ?? 0; k < (data.dishStart[r + 1] ?? 0); k++)
    if (data.dishList[k] === dishIndex) return dishIndex;
  return -1;
}

/** Every dish of restaurant `r`, in table order. */
export function restaurantDishes(data: CatalogData, r: number): Dish[] {
  const factor = priceFactor(data, r);
  const start = data.dishStart[r] ?? 0;
  const end = data.dishStart[r + 1] ?? start;
  const out: Dish[] = [];
  for (let k = start; k < end; k++) out.push(dishOf(data, r, data.dishList[k] ?? 0, factor));
  return out;
}

function itemCards(dishes: readonly Dish[]): ItemCard[] {
  return dishes.map((info) => ({ card: { info } }));
}

function categoryRank(category: string): number {
  const i = categoryOrder.indexOf(category);
  return i === -1 ? categoryOrder.length : i;
}

/**
 * The menu sections of restaurant `r` (the REGULAR group): bestsellers first, then one section
 * per category; a category with both veg and non-veg dishes is split into nested categories.
 */
export function menuSections(data: CatalogData, r: number): CardWrapper<MenuCard>[] {
  const dishes = restaurantDishes(data, r);
  const t = menuTexts();
  // Categories an editor invents have no translation and keep their own words.
  const titleOf = (category: string) => {
    const word = (t as Record<string, unknown>)[category];
    return typeof word === 'string' ? word : category;
  };
  const sections: CardWrapper<MenuCard>[] = [];
  const bestsellers = dishes.filter((d) => d.isBestseller);
  if (bestsellers.length)
    sections.push({
      card: { card: { '@type': 'ItemCategory', title: t.recommended, itemCards: itemCards(bestsellers) } },
    });
  const byCategory = new Map<string, Dish[]>();
  for (const dish of dishes) {
    const key = dish.category ?? 'Main Course'; // text-check: not a diner's text (a category's key; its title is worded by catalog.menu)
    const list = byCategory.get(key) ?? [];
    list.push(dish);
    byCategory.set(key, list);
  }
  const categories = [...byCategory.keys()].sort(
    (a, b) => categoryRank(a) - categoryRank(b) || a.localeCompare(b, 'en'),
  );
  for (const category of categories) {
    const title = titleOf(category);
    const list = (byCategory.get(category) ?? [])
      .slice()
      .sort(
        (a, b) =>
          Number(b.isBestseller ?? false) - Number(a.isBestseller ?? false) || a.name.localeCompare(b.name, 'en'),
      );
    const veg = list.filter((d) => d.itemAttribute.vegClassifier === 'VEG');
    const nonVeg = list.filter((d) => d.itemAttribute.vegClassifier !== 'VEG');
    if (list.length >= nestAtLeast && veg.length && nonVeg.length) {
      sections.push({
        card: {
          card: {
            '@type': 'NestedItemCategory',
            title,
            categories: [
              { title: t.vegSection({ section: title }), itemCards: itemCards(veg) },
              { title: t.nonVegSection({ section: title }), itemCards: itemCards(nonVeg) },
            ],
          },
        },
      });
    } else {
      sections.push({ card: { card: { '@type': 'ItemCategory', title, itemCards: itemCards(list) } } });
    }
  }
  return sections;
}

/**
 * The sections keeping only dishes whose name contains `query` (case-insensitive, like the
 * menu page's own search); sections left empty are dropped. An empty query keeps everything.
 */
export function filterSections(sections: readonly CardWrapper<MenuCard>[], query: string): CardWrapper<MenuCard>[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return sections.slice();
  const keep = (cards: readonly ItemCard[]): ItemCard[] =>
    cards.filter((c) => c.card.info.name.toLowerCase().includes(needle));
  const out: CardWrapper<MenuCard>[] = [];
  for (const { card } of sections) {
    const section = card.card;
    if (section.categories) {
      const categories = section.categories
        .map((c) => ({ title: c.title, itemCards: keep(c.itemCards) }))
        .filter((c) => c.itemCards.length);
      if (categories.length) out.push({ card: { card: { ...section, categories } } });
    } else {
      const cards = keep(section.itemCards ?? []);
      if (cards.length) out.push({ card: { card: { ...section, itemCards: cards } } });
    }
  }
  return out;
}
