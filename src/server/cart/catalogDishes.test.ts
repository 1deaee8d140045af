import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBackend } from '../catalog/backend.ts';
import { loadCatalog, type Catalog } from '../catalog/catalog.ts';
import { restaurantDishes } from '../catalog/menu.ts';
import { HttpError } from '../http/http.ts';
import { backendDishLookup, cartDish } from './catalogDishes.ts';

let catalog: Catalog;

beforeAll(() => {
  catalog = loadCatalog(process.cwd());
});

describe('cart dish lookup over the embedded catalog', () => {
  it('finds every dish of a restaurant with the catalog price (final price preferred) and veg flag', async () => {
    const lookup = backendDishLookup(() => createLocalBackend(catalog, 'test-secret'));
    const all = restaurantDishes(catalog.data, 0);
    expect(all.length).toBeGreaterThan(0);
    for (const dish of all) {
      const entry = await lookup('100001', dish.id);
      expect(entry?.dish).toMatchObject({
        id: dish.id,
        name: dish.name,
        restaurantId: '100001',
        price: dish.finalPrice ?? dish.price,
        isVeg: dish.itemAttribute.vegClassifier === 'VEG',
      });
      if (dish.defaultPrice !== undefined) expect(entry?.dish.defaultPrice).toBe(dish.defaultPrice);
    }
    const discounted = [...Array(200).keys()]
      .flatMap((r) => restaurantDishes(catalog.data, r))
      .find((d) => d.finalPrice !== undefined);
    expect(discounted).toBeDefined();
  });

  it('describes the restaurant with a link the menu route accepts', async () => {
    const lookup = backendDishLookup(() => createLocalBackend(catalog, 'test-secret'));
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
    const lookup = backendDishLookup(() => createLocalBackend(catalog, 'test-secret'));
    const ofSecond = restaurantDishes(catalog.data, 1)[0]?.id ?? '';
    expect(await lookup('100001', ofSecond)).toBeUndefined();
    expect(await lookup('999999999', ofSecond)).toBeUndefined();
    expect(await lookup('abc', '1')).toBeUndefined();
    // The menu call drops four leading letters of an id; the cart must not accept the rewrite.
    expect(await lookup('rest100002', ofSecond)).toBeUndefined();
  });
});

describe('cart dish lookup', () => {
  it('looks the dish up directly: no menu is built', async () => {
    const menu = vi.spyOn(catalog, 'menu');
    const dish = restaurantDishes(catalog.data, 3)[2];
    const entry = await backendDishLookup(() => createLocalBackend(catalog, 'test-secret'))('100004', dish?.id ?? '');
    expect(entry?.dish.id).toBe(dish?.id);
    expect(menu).not.toHaveBeenCalled();
    menu.mockRestore();
  });

  it('prices with the menu’s rule, so a dish priced only by its default price can be added', () => {
    expect(
      cartDish(
        { id: 'd1', name: 'Thali', description: '', defaultPrice: 30000, itemAttribute: { vegClassifier: 'VEG' } },
        'r1',
      )?.price,
    ).toBe(30000);
    expect(
      cartDish(
        {
          id: 'd2',
          name: 'Thali',
          description: '',
          finalPrice: 19900,
          price: 25000,
          itemAttribute: { vegClassifier: 'VEG' },
        },
        'r1',
      )?.price,
    ).toBe(19900);
    expect(
      cartDish({ id: 'd3', name: 'Thali', description: '', itemAttribute: { vegClassifier: 'VEG' } }, 'r1'),
    ).toBeUndefined();
  });

  it('passes catalog outages on as errors, not as "no such dish"', async () => {
    const down = backendDishLookup(
      () => ({ dish: async () => Promise.reject(new HttpError(502, 'upstream catalog is unreachable')) }) as never,
    );
    await expect(down('100001', '1')).rejects.toThrow('unreachable');
  });
});
