import { describe, expect, it } from 'vitest';
import { cacheNames } from '#src/lib/offlineCaches.ts';
import { isBuildAsset, isKeptRead, mayKeep, ownerChanges, pageCacheOf, pageKey, stampSavedAt } from './rules.ts';

const orderId = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('pages kept for offline reading', () => {
  it('keeps menus apart from the cart and the orders', () => {
    expect(pageCacheOf('/restaurants/meghana-foods-koramangala-123')).toBe(cacheNames.menus);
    expect(pageCacheOf('/cart')).toBe(cacheNames.orders);
    expect(pageCacheOf('/orders')).toBe(cacheNames.orders);
    expect(pageCacheOf(`/orders/${orderId}`)).toBe(cacheNames.orders);
  });

  it('keeps no other page: checkout, payment, profile, listings, a malformed order path', () => {
    for (const path of [
      '/',
      '/checkout',
      '/profile',
      '/favourites',
      '/search',
      '/city/pune',
      '/orders/42',
      '/pay/x',
      '/restaurants/a/b',
    ]) {
      expect(pageCacheOf(path), path).toBeNull();
    }
  });

  it('keeps a page under its path alone, so the page after placing is the order page offline', () => {
    expect(pageKey(`https://thalify.in/orders/${orderId}?placed=1#top`)).toBe(`https://thalify.in/orders/${orderId}`);
  });

  it('keeps only the API reads of the cart and the orders', () => {
    for (const path of [
      '/api/getcart',
      '/api/orders',
      '/api/orders/awaiting-payment',
      '/api/orders/in-progress',
      `/api/orders/${orderId}`,
    ]) {
      expect(isKeptRead(path), path).toBe(true);
    }
    for (const path of [
      '/api/menu',
      '/api/addresses',
      '/api/checkout/quote',
      '/api/login',
      '/v1/account',
      `/api/orders/${orderId}/help`,
    ]) {
      expect(isKeptRead(path), path).toBe(false);
    }
  });

  it('treats only the hashed build folder as shared assets', () => {
    expect(isBuildAsset('/_astro/client.Ab12.js')).toBe(true);
    expect(isBuildAsset('/media/dish.webp')).toBe(false);
  });
});

describe('which answers may be kept', () => {
  const ok = { status: 200, redirected: false, type: 'basic' };
  it('keeps a whole answer of this site named for its diner', () => {
    expect(mayKeep(ok, 'anon')).toBe(true);
    expect(mayKeep(ok, 'a'.repeat(32))).toBe(true);
  });

  it('never keeps an answer naming no diner, an error, a redirect or another origin', () => {
    expect(mayKeep(ok, null)).toBe(false);
    expect(mayKeep({ ...ok, status: 500 }, 'anon')).toBe(false);
    expect(mayKeep({ ...ok, status: 404 }, 'anon')).toBe(false);
    expect(mayKeep({ ...ok, redirected: true }, 'anon')).toBe(false);
    expect(mayKeep({ ...ok, type: 'opaque' }, 'anon')).toBe(false);
  });
});

describe('the owner of the diner caches', () => {
  const first = '1'.repeat(32);
  const second = '2'.repeat(32);
  it('changes when an answer names someone else, signed in or not', () => {
    expect(ownerChanges(first, second)).toBe(true);
    expect(ownerChanges(first, 'anon')).toBe(true);
    expect(ownerChanges('anon', first)).toBe(true);
    expect(ownerChanges(null, first)).toBe(true);
  });

  it('stays for the same diner, and for an answer naming no one (a prebuilt page, an outage)', () => {
    expect(ownerChanges(first, first)).toBe(false);
    expect(ownerChanges(first, null)).toBe(false);
  });
});

describe('a page served from the device', () => {
  it('carries when it was saved on its <html>', () => {
    const html = '<!DOCTYPE html><html lang="en-IN"><head></head><body><p>The html of it</p></body></html>';
    expect(stampSavedAt(html, 1_700_000_000_123.7)).toBe(
      '<!DOCTYPE html><html data-saved-at="1700000000123" lang="en-IN"><head></head><body><p>The html of it</p></body></html>',
    );
    expect(stampSavedAt('<html>x</html>', 5)).toBe('<html data-saved-at="5">x</html>');
  });

  it('leaves HTML without an <html> tag as it is', () => {
    expect(stampSavedAt('<htmlx>', 5)).toBe('<htmlx>');
  });
});
