import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogBackend } from '../catalog/backend.ts';
import { pricingPoint } from '../catalog/backend.ts';
import { useCatalogBackend } from '../catalog/runtime.ts';
import { HttpError } from '../http/http.ts';
import { loadRestaurantMenu, restaurantPageCaching } from './restaurantPage.ts';

afterEach(() => useCatalogBackend(undefined));

describe('the restaurant page', () => {
  it('may be kept by a CDN only when nobody is behind it: no address, no session; it always varies with cookies', () => {
    expect(restaurantPageCaching({ hasAddress: false, signedIn: false })).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      Vary: 'Cookie',
    });
    expect(restaurantPageCaching({ hasAddress: true, signedIn: false })).toEqual({
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie',
    });
    expect(restaurantPageCaching({ hasAddress: false, signedIn: true })).toEqual({
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie',
    });
  });

  it('asks the backend for the diner\'s point, or India\'s centre for a visitor, and reads refusals as "no such restaurant"', async () => {
    const asked: { lat: number; lng: number; restaurantId: string }[] = [];
    const menu = { data: { cards: [] } };
    useCatalogBackend({
      menu: async (query: { lat: number; lng: number; restaurantId: string }) => {
        asked.push({ lat: query.lat, lng: query.lng, restaurantId: query.restaurantId });
        if (query.restaurantId === 'gone') throw new HttpError(404, 'restaurantId: no restaurant');
        if (query.restaurantId === 'bad') throw new HttpError(400, 'restaurantId: not an id');
        if (query.restaurantId === 'down') throw new HttpError(503, 'upstream down');
        return menu;
      },
    } as unknown as CatalogBackend);
    expect(await loadRestaurantMenu('42', { lat: 12.93, lng: 77.62 })).toBe(menu);
    expect(await loadRestaurantMenu('42', null)).toBe(menu);
    expect(asked.slice(0, 2)).toEqual([
      { lat: 12.93, lng: 77.62, restaurantId: '42' },
      { lat: pricingPoint.lat, lng: pricingPoint.lng, restaurantId: '42' },
    ]);
    expect(await loadRestaurantMenu('gone', null)).toBeUndefined();
    expect(await loadRestaurantMenu('bad', null)).toBeUndefined();
    await expect(loadRestaurantMenu('down', null)).rejects.toThrow('upstream down');
  });
});
