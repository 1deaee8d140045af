import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The HTTP layer is replaced: the cart holds one Bengaluru dish; the menu answers as the test says.
let serviceability: 'SERVICEABLE' | 'UNSERVICEABLE' | undefined = 'UNSERVICEABLE';
let menuFails = false;
const calls: { path: string; query: unknown }[] = [];
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn(async (path: string, options?: { query?: unknown }) => {
    calls.push({ path, query: options?.query });
    if (path === '/getcart') return { cart };
    if (menuFails) throw Object.assign(new Error('upstream catalog'), { status: 503 });
    const sla = { deliveryTime: 30, ...(serviceability ? { serviceability } : {}) };
    return { data: { cards: [{ card: { card: { '@type': 'RestaurantInfo', info: { id: '102029', sla } } } }] } };
  }),
}));

// sessionStorage of one tab.
const stored = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => stored.set(key, value),
  removeItem: (key: string) => stored.delete(key),
});

const cart = {
  total: 1,
  documents: [
    {
      id: 'd1',
      lineId: 'd1',
      name: 'Dal',
      restaurantId: '102029',
      quantity: 1,
      price: 100,
      isVeg: true,
      vegClass: 'VEG' as const,
    },
  ],
  restaurant: { id: '102029', name: 'Al Sultan', areaName: 'HSR Layout', cloudinaryImageId: 'x', href: '/r' },
  bill: null,
};
const bandra = {
  formatted_address: 'Bandra West, Mumbai, Maharashtra, India',
  geometry: { location: { lat: 19.05517, lng: 72.82995 } },
};
const message =
  'Al Sultan does not deliver to Bandra West. Your cart is kept; choose another area or another restaurant.';

const { $cart } = await import('./areas');
const { $userData } = await import('./user');
const { $cartReach, checkCartReach, noteCartReach } = await import('./cartReach');
const { takeCartReachNotice } = await import('./cartReachNotice');

beforeEach(() => {
  $userData.set({ success: true, phone: '+919876543210', database: 'db_1', userId: 'u1', name: 'Meera' });
});

afterEach(() => {
  calls.length = 0;
  stored.clear();
  serviceability = 'UNSERVICEABLE';
  menuFails = false;
  $cart.clear();
  $userData.set(null);
});

describe('after choosing an area', () => {
  it("keeps the notice for the next page when the cart's restaurant does not deliver there, asking the menu for the new point", async () => {
    await noteCartReach(bandra);
    expect(calls).toEqual([
      { path: '/getcart', query: { database: 'db_1' } },
      { path: '/menu', query: { lat: 19.05517, lng: 72.82995, restaurantId: '102029', query: '' } },
    ]);
    expect(takeCartReachNotice()).toBe(message);
    // Said once: a reload does not repeat it.
    expect(takeCartReachNotice()).toBeNull();
  });

  it('uses the cart a screen already holds', async () => {
    $cart.success(cart);
    await noteCartReach(bandra);
    expect(calls.map((c) => c.path)).toEqual(['/menu']);
    expect(takeCartReachNotice()).toBe(message);
  });

  it('says nothing when the restaurant delivers there, or the backend does not say, and forgets an older notice', async () => {
    stored.set('cartReachNotice', 'an older notice');
    serviceability = 'SERVICEABLE';
    await noteCartReach(bandra);
    expect(takeCartReachNotice()).toBeNull();
    serviceability = undefined;
    await noteCartReach(bandra);
    expect(takeCartReachNotice()).toBeNull();
  });

  it('asks nothing when signed out or the cart is empty, and never throws when the menu fails', async () => {
    $userData.set(null);
    await noteCartReach(bandra);
    expect(calls).toEqual([]);
    $userData.set({ success: true, phone: '+919876543210', database: 'db_1', userId: 'u1', name: 'Meera' });
    $cart.success({ total: 0, documents: [], restaurant: null, bill: null });
    await noteCartReach(bandra);
    expect(calls).toEqual([]);
    $cart.clear();
    menuFails = true;
    await expect(noteCartReach(bandra)).resolves.toBeUndefined();
    expect(takeCartReachNotice()).toBeNull();
  });

  it('a stored notice that is not one sentence of ours is dropped', () => {
    stored.set('cartReachNotice', 'x'.repeat(401));
    expect(takeCartReachNotice()).toBeNull();
  });
});

describe('checkout', () => {
  it('tells the same for the saved area, and nothing while the cart is unknown', async () => {
    const area = { text: bandra.formatted_address, lat: 19.05517, lng: 72.82995, placeId: null };
    await checkCartReach(area);
    expect($cartReach.get()).toBeNull();
    $cart.success(cart);
    await checkCartReach(area);
    expect($cartReach.get()).toBe(message);
    serviceability = 'SERVICEABLE';
    await checkCartReach(area);
    expect($cartReach.get()).toBeNull();
  });
});
