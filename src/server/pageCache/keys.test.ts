import { describe, expect, it } from 'vitest';
import { answerCell } from '../catalog/answerCache.ts';
import { baseOf, dinerVariant, drawnKey, pageCacheKey as keyOf, readCookies } from './keys.ts';

/** The key of a request with `cookieHeader`. */
const pageCacheKey = (version: string, url: URL, cookieHeader: string | undefined, diner?: string) =>
  keyOf(version, url, readCookies(cookieHeader), diner);

const url = (path: string) => new URL(path, 'http://localhost');
const address = 'user_address=%7B%22formatted_address%22%3A%22Koramangala%22%7D';

describe('pageCacheKey', () => {
  it('keys a page by catalog version, path, query and the saved address cookie only', () => {
    const key = pageCacheKey('v1', url('/?sort=rating'), `theme=dark; ${address}`);
    expect(key).toBe(pageCacheKey('v1', url('/?sort=rating'), `${address}; other=1`));
    expect(key).not.toBe(pageCacheKey('v2', url('/?sort=rating'), address));
    expect(key).not.toBe(pageCacheKey('v1', url('/'), address));
    expect(key).not.toBe(pageCacheKey('v1', url('/?sort=rating'), 'user_address=%7B%7D'));
    expect(pageCacheKey('v1', url('/'), undefined)).toBe(pageCacheKey('v1', url('/'), ''));
  });

  it('never keys a request that sends the address cookie twice, which the page might read the other way', () => {
    expect(pageCacheKey('v1', url('/'), `${address}; user_address=%7B%7D`)).toBeUndefined();
    expect(pageCacheKey('v1', url('/'), 'user_address=')).not.toBe(pageCacheKey('v1', url('/'), ''));
  });

  it('keys a request with a session cookie only for a signed-in diner, and a diner only by their cookie', () => {
    expect(pageCacheKey('v1', url('/'), `${address}; thalify_session=abc`)).toBeUndefined();
    expect(pageCacheKey('v1', url('/'), `__Host-thalify_session=x; ${address}`)).toBeUndefined();
    expect(pageCacheKey('v1', url('/'), 'thalify_session=')).toBeUndefined();
    expect(pageCacheKey('v1', url('/'), 'not_thalify_session=1')).toBeDefined();
    const diner = dinerVariant([]);
    expect(pageCacheKey('v1', url('/'), address, diner)).toBeUndefined();
    const key = pageCacheKey('v1', url('/'), `${address}; thalify_session=abc`, diner);
    expect(key).toBe(pageCacheKey('v1', url('/'), `thalify_session=other; ${address}`, diner));
    expect(key).not.toBe(pageCacheKey('v1', url('/'), address));
    expect(key).not.toBe(pageCacheKey('v1', url('/'), `${address}; thalify_session=abc`, dinerVariant(['7'])));
    expect(pageCacheKey('v1', url('/'), `${address}; ${address}; thalify_session=abc`, diner)).toBeUndefined();
  });
});

describe('dinerVariant', () => {
  it('stands for the saved restaurants the page shows, in any order', () => {
    expect(dinerVariant(['2', '1'])).toBe(dinerVariant(['1', '2']));
    expect(dinerVariant(['1'])).not.toBe(dinerVariant(['1', '2']));
    expect(dinerVariant(['1', '9'], ['1'])).toBe(dinerVariant(['1', '4'], ['1']));
    expect(dinerVariant(['9'], ['1'])).toBe(dinerVariant([]));
    expect(dinerVariant(['12'])).not.toBe(dinerVariant(['1', '2']));
  });
});

describe('readCookies', () => {
  it('reads the first address cookie as sent and as the saved address pages render for', () => {
    const cookies = readCookies(`theme=dark; ${address}; user_address=%7B%7D`);
    expect(cookies).toMatchObject({
      addressCookie: address.slice('user_address='.length),
      twice: true,
      session: false,
    });
    expect(cookies.address).toBeNull();
    const koramangala = {
      formatted_address: 'Koramangala, Bengaluru',
      geometry: { location: { lat: 12.92614, lng: 77.62211 } },
      city: null,
    };
    const saved = readCookies(
      `thalify_session=abc; user_address=${encodeURIComponent(encodeURIComponent(JSON.stringify(koramangala)))}`,
    );
    expect(saved.session).toBe(true);
    expect(saved.address).toEqual({ formatted_address: 'Koramangala, Bengaluru', geometry: koramangala.geometry });
    expect(readCookies(undefined)).toMatchObject({ addressCookie: null, twice: false, session: false, address: null });
  });
});

describe('drawnKey', () => {
  const scope = { version: 'v1', cellOf: answerCell };
  const at = (lat: number, lng: number) => ({
    formatted_address: 'Koramangala, Bengaluru',
    geometry: { location: { lat, lng } },
    city: 'bangalore',
  });

  it('keys home and restaurant pages by answer cell and city, and no other page', () => {
    const home = drawnKey(scope, url('/'), at(12.92614, 77.62211));
    expect(home?.key).toBe(drawnKey(scope, url('/'), at(12.92644, 77.62251))?.key);
    expect(home?.key).not.toBe(drawnKey(scope, url('/'), at(12.93614, 77.62211))?.key);
    expect(home?.key).not.toBe(drawnKey({ ...scope, version: 'v2' }, url('/'), at(12.92614, 77.62211))?.key);
    expect(drawnKey(scope, url('/restaurants/a-7'), at(12.92614, 77.62211))).toBeDefined();
    expect(drawnKey(scope, url('/search'), at(12.92614, 77.62211))).toBeUndefined();
    expect(drawnKey(scope, url('/'), null)).toBeUndefined();
    expect(drawnKey(scope, url('/'), at(12.92614, 77.62211), dinerVariant([]))?.key).toBe(
      `${home?.key}\n${dinerVariant([])}`,
    );
  });
});

describe('the veg-only mode in the keys', () => {
  const scope = { version: 'v1', cellOf: answerCell };
  const koramangala = {
    formatted_address: 'Koramangala, Bengaluru',
    geometry: { location: { lat: 12.92614, lng: 77.62211 } },
    city: 'bangalore',
  };

  it('keys each mode apart, and every dish as before, whatever else the cookie says', () => {
    const plain = pageCacheKey('v1', url('/'), address);
    expect(pageCacheKey('v1', url('/'), `${address}; veg_mode=`)).toBe(plain);
    expect(pageCacheKey('v1', url('/'), `${address}; veg_mode=jain`)).toBe(plain);
    const veg = pageCacheKey('v1', url('/'), `veg_mode=veg; ${address}`);
    const egg = pageCacheKey('v1', url('/'), `${address}; veg_mode=egg`);
    expect(new Set([plain, veg, egg]).size).toBe(3);
    expect(readCookies(`veg_mode=egg; ${address}`).vegMode).toBe('egg');
    const diner = dinerVariant(['1']);
    const dinerKey = pageCacheKey('v1', url('/'), `${address}; veg_mode=veg; thalify_session=a`, diner);
    expect(dinerKey && baseOf(dinerKey)).toBe(veg);
  });

  it('keys the template of an answer cell by the mode too', () => {
    const plain = drawnKey(scope, url('/restaurants/a-7'), koramangala)?.key;
    expect(drawnKey(scope, url('/restaurants/a-7'), koramangala, undefined, 'all')?.key).toBe(plain);
    const veg = drawnKey(scope, url('/restaurants/a-7'), koramangala, undefined, 'veg')?.key;
    const egg = drawnKey(scope, url('/restaurants/a-7'), koramangala, undefined, 'egg')?.key;
    expect(new Set([plain, veg, egg]).size).toBe(3);
    const diner = drawnKey(scope, url('/restaurants/a-7'), koramangala, dinerVariant([]), 'veg')?.key;
    expect(diner && baseOf(diner)).toBe(veg);
  });
});
