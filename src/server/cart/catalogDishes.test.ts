import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuResponse } from '../../lib/catalogTypes.ts';
import { createLocalBackend } from '../catalog/backend.ts';
import { loadCatalog, type Catalog } from '../catalog/catalog.ts';
import { restaurantDishes } from '../catalog/menu.ts';
import { HttpError } from '../http.ts';
import { restaurantPath } from '../../lib/links.ts';
import { backendMenuSource, indexMenu, menuDishLookup, type MenuSource } from './catalogDishes.ts';

let catalog: Catalog;

beforeAll(() => {
  catalog = loadCatalog(process.cwd());
});

describe('cart dish lookup over the embedded catalog', () => {
  it('finds every dish of a restaurant with the catalog price (final price preferred) and veg flag', async () => {
    const lookup = menuDishLookup(backendMenuSource(() => createLocalBackend(catalog, 'test-secret')));
    const all = restaurantDishes(catalog.data, 0);
    expect(all.length).toBeGreaterThan(0);
    for (const dish of all) {
      const entry = await lookup('100001', dish.id);
      expect(entry?.dish).toMatchObject({ id: dish.id, name: dish.name, restaurantId: '100001', price: dish.finalPrice ?? dish.price, isVeg: dish.itemAttribute.vegClassifier === 'VEG' });
      if (dish.defaultPrice !== undefined) expect(entry?.dish.defaultPrice).toBe(dish.defaultPrice);
    }
    const discounted = [...Array(200).keys()].flatMap((r) => restaurantDishes(catalog.data, r)).find((d) => d.finalPrice !== undefined);
    expect(discounted).toBeDefined();
  });

  it('describes the restaurant with a link the menu route accepts', async () => {
    const lookup = menuDishLookup(backendMenuSource(() => createLocalBackend(catalog, 'test-secret')));
    const dish = restaurantDishes(catalog.data, 0)[0];
    const entry = await lookup('100001', dish?.id ?? '');
    const card = catalog.getRestaurant('100001');
    expect(entry?.restaurant).toEqual({
      id: '100001',
      name: card?.info.name,
      areaName: card?.info.areaName,
      cloudinaryImageId: card?.info.cloudinaryImageId,
      href: new URL(card?.cta.link ?? 'x:').pathname,
    });
    expect(entry?.restaurant.href).toMatch(/^\/restaurants\/[a-z0-9-]+-100001$/);
  });

  it('knows no dish of another restaurant, an unknown restaurant or a malformed id', async () => {
    const lookup = menuDishLookup(backendMenuSource(() => createLocalBackend(catalog, 'test-secret')));
    const ofSecond = restaurantDishes(catalog.data, 1)[0]?.id ?? '';
    expect(await lookup('100001', ofSecond)).toBeUndefined();
    expect(await lookup('999999999', ofSecond)).toBeUndefined();
    expect(await lookup('abc', '1')).toBeUndefined();
    // The menu call drops four leading letters of an id; the cart must not accept the rewrite.
    expect(await lookup('rest100002', ofSecond)).toBeUndefined();
  });
});

describe('cart dish lookup cache', () => {
  const menu = (price: number): MenuResponse => ({
    data: {
      cards: [
        { groupedCard: { cardGroupMap: { REGULAR: { cards: [{ card: { card: { '@type': 'NestedItemCategory', title: 'Mains', categories: [{ title: 'Veg Mains', itemCards: [{ card: { info: { id: 'd1', name: 'Dal', description: '', price, itemAttribute: { vegClassifier: 'VEG' } } } }] }] } } }] } } } },
        { card: { card: { '@type': 'RestaurantInfo', info: { id: 'r1', name: 'R', areaName: 'A', cloudinaryImageId: 'r-r1', slugs: { restaurant: 'r-a', city: 'pune' } } as never } } },
      ],
    },
  });

  it('finds cards by type, not position, and nested categories too', () => {
    const indexed = indexMenu(menu(100));
    expect(indexed?.restaurant.href).toBe('/restaurants/r-a-pune-r1');
    expect(indexed?.dishes.get('d1')?.price).toBe(100);
  });

  it('asks the source once per restaurant until the entry expires', async () => {
    let calls = 0;
    let clock = 0;
    let price = 100;
    const source: MenuSource = {
      getMenu: async () => {
        calls += 1;
        return menu(price);
      },
    };
    const lookup = menuDishLookup(source, { ttlMs: 1000, now: () => clock });
    await Promise.all([lookup('r1', 'd1'), lookup('r1', 'd1'), lookup('r1', 'd1')]);
    expect(calls).toBe(1);
    price = 150;
    clock = 999;
    expect((await lookup('r1', 'd1'))?.dish.price).toBe(100);
    clock = 1000;
    expect((await lookup('r1', 'd1'))?.dish.price).toBe(150);
    expect(calls).toBe(2);
  });

  it('passes catalog outages on as errors, not as "no such dish"', async () => {
    const down = backendMenuSource(() => ({ menu: async () => Promise.reject(new HttpError(502, 'upstream catalog is unreachable')) }) as never);
    await expect(menuDishLookup(down)('100001', '1')).rejects.toThrow('unreachable');
  });

  it('builds hrefs from the slugs', () => {
    expect(restaurantPath({ id: '100001', name: 'Spice Route', locality: 'Koramangala', slugs: { city: 'bangalore' } })).toBe('/restaurants/spice-route-koramangala-bangalore-100001');
  });
});
