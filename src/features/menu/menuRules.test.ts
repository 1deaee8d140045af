import { describe, expect, it } from 'vitest';
import type { Dish, MenuResponse, MenuRestaurantInfo } from '#src/lib/catalogTypes.ts';
import { choiceGroups } from '#src/lib/dishChoices.ts';
import {
  browseEntries,
  deliveryIconCount,
  deliveryIconIndex,
  descriptionMoreAbove,
  descriptionSplitAt,
  displayPrice,
  filterDishes,
  formatKm,
  isMenuResponse,
  menuHeader,
  menuRestaurantInfo,
  menuSections,
  outOfReachText,
  oldPrice,
  restaurantIdFromName,
  sectionCount,
  sectionHeading,
  slimDish,
  splitDescription,
} from './menuRules';

const dish = (id: string, name: string, extra: Partial<Dish> = {}): Dish => ({
  id,
  name,
  description: `${name} description`,
  price: 10000,
  itemAttribute: { vegClassifier: 'VEG' },
  ...extra,
});
const item = (d: Dish) => ({ card: { info: d } });

const info = { id: '42', name: 'Sri Krishna Bhavan' } as MenuRestaurantInfo;
const response = (regular: unknown[]): MenuResponse =>
  ({
    data: {
      cards: [
        // The REGULAR group comes first here on purpose: clients find it by key, not position.
        { groupedCard: { cardGroupMap: { REGULAR: { cards: regular } } } },
        { card: { card: { '@type': 'Offers', offers: [] } } },
        { card: { card: { '@type': 'RestaurantInfo', info } } },
      ],
    },
  }) as MenuResponse;

const menu = response([
  {
    card: {
      card: {
        '@type': 'ItemCategory',
        title: 'Recommended',
        itemCards: [
          item(dish('1', 'Masala Dosa')),
          item(dish('2', 'Chicken Biryani', { itemAttribute: { vegClassifier: 'NONVEG' } })),
        ],
      },
    },
  },
  { card: { card: { '@type': 'MenuVegFilterAndBadge' } } },
  {
    card: {
      card: {
        '@type': 'NestedItemCategory',
        title: 'Breakfast',
        categories: [
          { title: 'Dosas', itemCards: [item(dish('1', 'Masala Dosa')), item(dish('3', 'Rava DOSA'))] },
          { title: 'Empty', itemCards: [] },
          { title: 'Idlis', itemCards: [item(dish('4', 'Button Idli'))] },
        ],
      },
    },
  },
  { card: { card: { '@type': 'ItemCategory', title: 'Nothing here', itemCards: [] } } },
]);

describe('restaurant id of the route', () => {
  it('is the last dash-separated piece of the name', () => {
    expect(restaurantIdFromName('sri-krishna-bhavan-koramangala-bangalore-123456')).toBe('123456');
    expect(restaurantIdFromName('42')).toBe('42');
    expect(restaurantIdFromName('meghana-foods-r9x_2')).toBe('r9x_2');
  });
  it('is missing when the last piece is empty or not an id', () => {
    expect(restaurantIdFromName('')).toBeNull();
    expect(restaurantIdFromName('trailing-dash-')).toBeNull();
    expect(restaurantIdFromName('name-12.3')).toBeNull();
    expect(restaurantIdFromName('name-<script>')).toBeNull();
    expect(restaurantIdFromName(`name-${'9'.repeat(65)}`)).toBeNull();
  });
});

describe('dish prices (hundredths shown divided by 100)', () => {
  it('prefers the final price over the price', () => {
    expect(displayPrice({ price: 25000, finalPrice: 19900 })).toBe('₹199');
    expect(displayPrice({ price: 25000 })).toBe('₹250');
    expect(displayPrice({ finalPrice: 0, price: 25000 })).toBe('₹0');
  });
  it('keeps paise when there are any, and groups thousands the Indian way', () => {
    expect(displayPrice({ price: 9950 })).toBe('₹99.50');
    expect(displayPrice({ price: 12345600 })).toBe('₹1,23,456');
  });
  it('falls back to the default price, and is empty without any price', () => {
    expect(displayPrice({ defaultPrice: 30000 })).toBe('₹300');
    expect(displayPrice({})).toBe('');
    expect(displayPrice({ price: Number.NaN })).toBe('');
  });
  it('strikes through the default price as the old price when one exists', () => {
    expect(oldPrice({ price: 25000, defaultPrice: 30000 })).toBe('₹300');
    expect(oldPrice({ finalPrice: 20000, price: 25000, defaultPrice: 30000 })).toBe('₹300');
    expect(oldPrice({ price: 25000 })).toBeNull();
    // The only price of the dish is never shown twice.
    expect(oldPrice({ defaultPrice: 30000 })).toBeNull();
  });
});

describe('description split', () => {
  it('cuts at 34 characters with More only above 68', () => {
    expect(descriptionSplitAt).toBe(34);
    expect(descriptionMoreAbove).toBe(68);
    const long = 'a'.repeat(34) + 'b'.repeat(35);
    expect(splitDescription(long)).toEqual({ shown: 'a'.repeat(34), rest: 'b'.repeat(35), more: true });
  });
  it('shows a description of 68 characters or fewer whole', () => {
    const edge = 'x'.repeat(68);
    expect(splitDescription(edge)).toEqual({ shown: edge, rest: '', more: false });
    expect(splitDescription('Short and sweet')).toEqual({ shown: 'Short and sweet', rest: '', more: false });
    expect(splitDescription(undefined)).toEqual({ shown: '', rest: '', more: false });
  });
  it('never splits inside a character', () => {
    const text = '🌶'.repeat(70);
    const { shown, rest } = splitDescription(text);
    expect(Array.from(shown)).toHaveLength(34);
    expect(shown + rest).toBe(text);
  });
});

describe('delivery-time icon', () => {
  it('is delivery minutes minus 1, within 60 icons', () => {
    expect(deliveryIconCount).toBe(60);
    expect(deliveryIconIndex(25)).toBe(24);
    expect(deliveryIconIndex(1)).toBe(0);
    expect(deliveryIconIndex(60)).toBe(59);
  });
  it('clamps out-of-range and odd minutes', () => {
    expect(deliveryIconIndex(0)).toBe(0);
    expect(deliveryIconIndex(-5)).toBe(0);
    expect(deliveryIconIndex(95)).toBe(59);
    expect(deliveryIconIndex(Number.NaN)).toBe(0);
    expect(deliveryIconIndex(24.6)).toBe(24);
  });
});

describe('menu sections', () => {
  const sections = menuSections(menu);
  it('come from the REGULAR group, found by key, leaving out cards without dishes', () => {
    expect(sections.map((s) => [s.kind, s.title])).toEqual([
      ['items', 'Recommended'],
      ['nested', 'Breakfast'],
    ]);
    const nested = sections[1];
    expect(nested?.kind === 'nested' && nested.categories.map((c) => c.title)).toEqual(['Dosas', 'Idlis']);
  });
  it('have unique ids for Browse Menu to scroll to', () => {
    const ids = browseEntries(sections).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('read "title (item count)" and count every dish of a nested block', () => {
    expect(sectionHeading('Recommended', 2)).toBe('Recommended (2)');
    expect(sections.map(sectionCount)).toEqual([2, 3]);
    expect(browseEntries(sections).map((e) => [e.title, e.count, e.depth])).toEqual([
      ['Recommended', 2, 0],
      ['Breakfast', 3, 0],
      ['Dosas', 2, 1],
      ['Idlis', 1, 1],
    ]);
  });
  it('are empty when the response has no REGULAR group', () => {
    expect(menuSections({ data: { cards: [] } })).toEqual([]);
    expect(
      menuSections({ data: { cards: [{ groupedCard: { cardGroupMap: {} } }] } } as unknown as MenuResponse),
    ).toEqual([]);
  });
  it('find the restaurant card by type', () => {
    expect(menuRestaurantInfo(menu)).toBe(info);
    expect(isMenuResponse(menu)).toBe(true);
    expect(isMenuResponse({ data: { cards: [{ groupedCard: {} }] } })).toBe(false);
    expect(isMenuResponse(null)).toBe(false);
  });
  it('keep only the fields a dish row needs', () => {
    const slim = slimDish({
      ...dish('9', 'Vada', { ribbon: { text: 'Bestseller' }, customisable: true, category: 'Snacks' }),
      extra: 'x',
    } as Dish);
    expect(slim).toEqual({
      id: '9',
      name: 'Vada',
      description: 'Vada description',
      price: 10000,
      itemAttribute: { vegClassifier: 'VEG' },
      ribbon: { text: 'Bestseller' },
      customisable: true,
    });
  });
  it('keep a dish\'s liked share, for its row\'s "86% liked (23)"', () => {
    const liked = slimDish(dish('3', 'Idli', { likes: { percent: 86, votes: 23 } }));
    expect(liked.likes).toEqual({ percent: 86, votes: 23 });
    expect('likes' in slimDish(dish('4', 'Dosa'))).toBe(false);
  });
  it('keep the egg class, and read anything unknown as non-veg', () => {
    expect(slimDish(dish('1', 'Egg Curry', { itemAttribute: { vegClassifier: 'EGG' } })).itemAttribute).toEqual({
      vegClassifier: 'EGG',
    });
    const unknown = { itemAttribute: { vegClassifier: 'MEAT' } } as unknown as Partial<Dish>;
    expect(slimDish(dish('2', 'Kebab', unknown)).itemAttribute.vegClassifier).toBe('NONVEG');
  });
  it('keep the groups the sheet needs, without the fields that say the usual', () => {
    const pizza = dish('7', 'Margherita', {
      customisable: true,
      variantsV2: {
        variantGroups: [
          {
            groupId: 'size',
            name: 'Size',
            variations: [
              { id: 'size-r', name: 'Regular', price: 0, default: 1, inStock: 1, vegClassifier: 'VEG' },
              { id: 'size-l', name: 'Large', price: 20000, default: 0, inStock: 0, vegClassifier: 'VEG' },
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
            { id: 'top-c', name: 'Cheese', price: 4000, prices: { 'size-r': 4000, 'size-l': 8500 }, inStock: 1 },
            { id: 'top-t', name: 'Chicken Tikka', price: 5000, isVeg: 0 },
          ],
        },
        {
          groupId: 'dip',
          groupName: 'Dips',
          minAddons: 0,
          maxAddons: 1,
          choices: [{ id: 'dip-m', name: 'Mayo', price: 1000, prices: { 'size-r': 1 }, vegClassifier: 'VEG' }],
        },
      ],
    });
    const slim = slimDish(pizza);
    expect(slim.variantsV2?.variantGroups[0]?.variations).toEqual([
      { id: 'size-r', name: 'Regular', price: 0, default: 1, vegClassifier: 'VEG' },
      { id: 'size-l', name: 'Large', price: 20000, inStock: 0, vegClassifier: 'VEG' },
    ]);
    expect(slim.addons?.[0]).toEqual({
      groupId: 'top',
      groupName: 'Toppings',
      minAddons: 0,
      maxAddons: 2,
      priceBy: 'size',
      choices: [
        { id: 'top-c', name: 'Cheese', price: 4000, prices: { 'size-r': 4000, 'size-l': 8500 } },
        { id: 'top-t', name: 'Chicken Tikka', price: 5000, isVeg: 0 },
      ],
    });
    // Per-size prices mean nothing without a size to price by.
    expect(slim.addons?.[1]?.choices[0]).toEqual({ id: 'dip-m', name: 'Mayo', price: 1000, vegClassifier: 'VEG' });
    // The rules read the slim dish as they read the catalog's.
    expect(choiceGroups(slim)).toEqual(choiceGroups({ ...pizza, addons: [pizza.addons![0]!, slim.addons![1]!] }));
  });
});

describe('in-menu search', () => {
  const sections = menuSections(menu);
  it('finds dishes whose name contains the text, ignoring case, each once', () => {
    expect(filterDishes(sections, 'dosa').map((d) => d.name)).toEqual(['Masala Dosa', 'Rava DOSA']);
    expect(filterDishes(sections, 'BIRY').map((d) => d.id)).toEqual(['2']);
    expect(filterDishes(sections, 'pizza')).toEqual([]);
  });
  it('shows nothing for empty text', () => {
    expect(filterDishes(sections, '')).toEqual([]);
    expect(filterDishes(sections, '   ')).toEqual([]);
  });
});

describe('distance', () => {
  it('reads in km with one decimal', () => {
    expect(formatKm(2.43)).toBe('2.4 km');
    expect(formatKm(3)).toBe('3.0 km');
    expect(formatKm(Number.NaN)).toBe('');
  });
});

describe("the header for a diner's point", () => {
  const sla = { restaurantId: '42', deliveryTime: 32, lastMileTravel: 2.8, slaString: '30-35 mins' };
  it('shows the delivery time inside the radius', () => {
    const header = menuHeader({ ...info, sla: { ...sla, serviceability: 'SERVICEABLE' } } as MenuRestaurantInfo);
    expect(header.deliveryTime).toBe(32);
    expect(header.slaString).toBe('30-35 mins');
  });

  it('says it does not deliver there outside it, instead of a time of days and a fee', () => {
    const far = { ...sla, deliveryTime: 4297, lastMileTravel: 1068.3, slaString: '4295-4300 mins' };
    const feeDetails = { message: 'Far (1068.3 kms) | ₹39 Delivery fee will apply, free above ₹499' };
    const header = menuHeader({
      ...info,
      feeDetails,
      sla: { ...far, serviceability: 'UNSERVICEABLE' },
    } as MenuRestaurantInfo);
    expect(header.deliveryTime).toBeNull();
    expect(header.slaString).toBe(outOfReachText);
    expect(header.feeMessage).toBe('');
    expect(header.lastMileTravel).toBe(1068.3);
  });
});

describe('the header of availability, minimum and surge fee', () => {
  it('says the state, the minimum order and the fee with its reason', () => {
    const header = menuHeader({
      ...info,
      isOpen: false,
      availability: { opened: false, nextOpenTime: '2026-11-27 18:00:00', text: 'Closed · opens at 6 pm' },
      minOrderValue: 19900,
      surge: { reason: 'rain', amount: 2500, label: 'Rain fee', ruleId: 'rain-1' },
    } as MenuRestaurantInfo);
    expect(header.state).toEqual({ open: false, text: 'Closed · opens at 6 pm' });
    expect(header.minimum).toBe('Minimum order ₹199');
    expect(header.surge).toBe('₹25 rain fee');
  });

  it('keeps a dish’s stock and serving words through the slimming', () => {
    const dish = slimDish({
      id: '1',
      name: 'Idli',
      itemAttribute: { vegClassifier: 'VEG' },
      inStock: 0,
      nextAvailableAtMessage: 'Available from 12 pm',
    } as Dish);
    expect(dish.inStock).toBe(0);
    expect(dish.nextAvailableAtMessage).toBe('Available from 12 pm');
  });
});
