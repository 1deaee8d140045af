/**
 * A small catalog of customisable dishes for the cart and order tests: a biryani with half or
 * full and add-ons (one sold out, one egg), a veg pizza with sizes and toppings priced per size,
 * and a plain naan, looked up through the cart's real `cartEntry`. Tests change it in place (sell
 * a choice out, take a group away) and `reset` puts it back.
 */
import type { CartRestaurant } from '#src/lib/cartTypes.ts';
import type { AddonChoice, DiscountInfo, Dish } from '#src/lib/catalogTypes.ts';
import type { DishLookup } from '#src/server/cart/cart.ts';
import { cartEntry } from '#src/server/cart/catalogDishes.ts';
import { spiceRoute } from '../orders/orderFixture.ts';

/** The restaurant of the dishes (the order fixture's, so its delivery area and offers apply). */
export const choiceKitchen: CartRestaurant = spiceRoute;

/** Another restaurant, with a biryani whose choice ids are the same as the first one's. */
export const otherKitchen: CartRestaurant = {
  id: '100002',
  name: 'Biryani House',
  areaName: 'Frazer Town',
  cloudinaryImageId: 'r-100002',
  href: '/restaurants/biryani-house-frazer-town-bangalore-100002',
};

/** One variant group of these (veg) variations, the first chosen by default. */
const variants = (groupId: string, name: string, variations: [id: string, name: string, price: number][]) => ({
  variantGroups: [
    {
      groupId,
      name,
      variations: variations.map(([id, name, price], i) => ({
        id,
        name,
        price,
        inStock: 1 as const,
        vegClassifier: 'VEG' as const,
        ...(i === 0 ? { default: 1 as const } : {}),
      })),
    },
  ],
});

const addon = (id: string, name: string, price: number, extra: Partial<AddonChoice> = {}): AddonChoice => ({
  id,
  name,
  price,
  vegClassifier: 'VEG',
  inStock: 1,
  ...extra,
});

function freshDishes(): Record<'biryani' | 'pizza' | 'naan' | 'dosaBiryani', Dish> {
  return {
    // ₹299 half, ₹449 full; Mirchi ka Salan sold out; Boiled Egg makes a line egg (the dish is non-veg anyway).
    biryani: {
      id: '10000100002',
      name: 'Chicken Biryani',
      description: 'Dum biryani.',
      price: 29_900,
      itemAttribute: { vegClassifier: 'NONVEG' },
      variantsV2: variants('qty', 'Quantity', [
        ['qty-half', 'Half', 0],
        ['qty-full', 'Full', 15_000],
      ]),
      addons: [
        {
          groupId: 'add',
          groupName: 'Add-ons',
          minAddons: 0,
          maxAddons: 2,
          choices: [
            addon('add-extra-raita', 'Extra Raita', 3_000),
            addon('add-mirchi-ka-salan', 'Mirchi ka Salan', 4_000, { inStock: 0 }),
            addon('add-boiled-egg', 'Boiled Egg', 2_500, { vegClassifier: 'EGG' }),
          ],
        },
      ],
    },
    // A veg pizza: size, then toppings priced per size; an egg topping makes the line egg.
    pizza: {
      id: '10000100004',
      name: 'Farmhouse Pizza',
      description: 'Onion, capsicum, tomato.',
      price: 19_900,
      itemAttribute: { vegClassifier: 'VEG' },
      variantsV2: variants('size', 'Size', [
        ['size-regular', 'Regular', 0],
        ['size-large', 'Large', 20_000],
      ]),
      addons: [
        {
          groupId: 'top',
          groupName: 'Toppings',
          minAddons: 0,
          maxAddons: 3,
          priceBy: 'size',
          choices: [
            addon('top-cheese', 'Extra Cheese', 4_000, { prices: { 'size-regular': 4_000, 'size-large': 8_500 } }),
            addon('top-egg', 'Egg Topping', 3_000, {
              vegClassifier: 'EGG',
              prices: { 'size-regular': 3_000, 'size-large': 6_000 },
            }),
          ],
        },
      ],
    },
    naan: {
      id: '10000100003',
      name: 'Butter Naan',
      description: 'From the tandoor.',
      price: 5_900,
      itemAttribute: { vegClassifier: 'VEG' },
    },
    dosaBiryani: {
      id: '10000200002',
      name: 'Veg Biryani',
      description: 'Of the other restaurant.',
      price: 19_900,
      itemAttribute: { vegClassifier: 'VEG' },
      variantsV2: variants('qty', 'Quantity', [
        ['qty-half', 'Half', 0],
        ['qty-family', 'Family Pack', 30_000],
      ]),
    },
  };
}

/** The catalog's dishes as they are now; tests may change them. */
export const choiceDishes = freshDishes();

/** Dishes taken off the menu. */
export const offMenu = new Set<string>();

/** The offers of the first restaurant's menu. */
export const choiceOffers: DiscountInfo[] = [];

/** Puts every dish back as it was and the menu whole. */
export function resetChoiceDishes(): void {
  Object.assign(choiceDishes, freshDishes());
  offMenu.clear();
}

/** The dish lookup over these dishes, through the cart's `cartEntry`. */
export const choiceLookup: DishLookup = async (restaurantId, dishId) => {
  const restaurant = [choiceKitchen, otherKitchen].find((r) => r.id === restaurantId);
  const dish = Object.values(choiceDishes).find((d) => d.id === dishId && d.id.startsWith(restaurantId));
  if (!restaurant || !dish || offMenu.has(dishId)) return undefined;
  return cartEntry({ dish, restaurant: { ...restaurant, locality: restaurant.areaName }, offers: choiceOffers });
};
