import { describe, expect, it, vi } from 'vitest';

const listeners: Record<string, (event: { payload: unknown }) => void> = {};
const unsubscribed: string[] = [];
const setting = vi.hoisted(() => ({ liveStock: 'on' }));
vi.mock('astro:env/client', () => ({
  APPWRITE_PROJECT_ID: 'thalify',
  get LIVE_STOCK() {
    return setting.liveStock;
  },
}));
vi.mock('appwrite', () => ({
  Client: class {
    setEndpoint() {
      return this;
    }
    setProject() {
      return this;
    }
    subscribe(channel: string, listener: (event: { payload: unknown }) => void) {
      listeners[channel] = listener;
      return () => unsubscribed.push(channel);
    }
  },
}));
const page = new EventTarget();
vi.stubGlobal('window', Object.assign(page, { location: { origin: 'http://127.0.0.1' } }));
const activation = { hasBeenActive: true };
vi.stubGlobal('navigator', { userActivation: activation });

const { $liveStock, followMenuStock, isStockChange } = await import('./menuStock');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const channel = 'databases.thalify.collections.restaurants.documents.r1';

describe('live stock of an open menu', () => {
  it('applies the stock changes of its own restaurant, and only well-formed ones', async () => {
    const stop = followMenuStock('r1');
    await settle();
    listeners[channel]!({ payload: { restaurantId: 'r1', itemId: 'd1', inStock: false } });
    listeners[channel]!({ payload: { restaurantId: 'r2', itemId: 'd2', inStock: false } });
    listeners[channel]!({ payload: { restaurantId: 'r1', itemId: 'd3', inStock: 'no' } });
    expect($liveStock.get()).toEqual({ d1: false });
    listeners[channel]!({ payload: { restaurantId: 'r1', itemId: 'd1', inStock: true } });
    expect($liveStock.get()).toEqual({ d1: true });
    stop();
    expect(unsubscribed).toEqual([channel]);
    listeners[channel]!({ payload: { restaurantId: 'r1', itemId: 'd1', inStock: false } });
    expect($liveStock.get()).toEqual({ d1: true });
  });

  it('fetches nothing until the diner engages with the page', async () => {
    activation.hasBeenActive = false;
    delete listeners[channel];
    const stop = followMenuStock('r1');
    await settle();
    expect(listeners[channel]).toBeUndefined();
    page.dispatchEvent(new Event('scroll'));
    await settle();
    expect(listeners[channel]).toBeDefined();
    stop();
    activation.hasBeenActive = true;
  });

  it('follows nothing when LIVE_STOCK is off', async () => {
    setting.liveStock = 'off';
    delete listeners[channel];
    const stop = followMenuStock('r1');
    await settle();
    expect(listeners[channel]).toBeUndefined();
    stop();
    setting.liveStock = 'on';
  });

  it('recognises a stock change by its shape', () => {
    expect(isStockChange({ restaurantId: 'r', itemId: 'i', inStock: true })).toBe(true);
    expect(isStockChange({ restaurantId: 'r', itemId: '', inStock: true })).toBe(false);
    expect(isStockChange(null)).toBe(false);
  });
});
