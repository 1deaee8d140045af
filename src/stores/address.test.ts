import { setPersistentEngine } from '@nanostores/persistent';
import { describe, expect, it, vi } from 'vitest';
import { decodeAddressCookie } from '../lib/savedAddress';
import { csrfTokenKey, pageOffsetKey, userAddressKey } from '../lib/storageKeys';
import { koramangalaAddress as koramangala } from '#test/testPlaces.ts';

// A browser's storage and cookie jar, in place before the stores read them.
const storage: Record<string, string> = {};
const indiranagar = {
  formatted_address: 'Indiranagar, Bengaluru, Karnataka, India',
  geometry: { location: { lat: 12.9784, lng: 77.6408 } },
  city: 'bangalore',
};
storage[userAddressKey] = JSON.stringify(koramangala);
storage[pageOffsetKey] = JSON.stringify({ nextOffset: 'page-2', widgetOffset: {} });
setPersistentEngine(storage, { addEventListener() {}, removeEventListener() {} });
const cookieJar = { cookie: '' };
vi.stubGlobal('document', cookieJar);

const { $userAddress, saveAddress } = await import('./address');
const { $pageOffset, rememberPage } = await import('./paging');

const cookieAddress = () => decodeAddressCookie(cookieJar.cookie.split(';')[0]?.split('=')[1]);

describe('address store reactions', () => {
  it('restores the cookie mirror of a saved address as soon as the store loads', () => {
    expect(cookieAddress()).toEqual(koramangala);
  });

  it('saving an address writes it to storage, mirrors it to the cookie and drops the listing position', () => {
    expect(JSON.parse($pageOffset.get() ?? 'null')).toEqual({ nextOffset: 'page-2', widgetOffset: {} });
    saveAddress(indiranagar);
    expect($userAddress.get()).toEqual(indiranagar);
    expect(JSON.parse(storage[userAddressKey] ?? 'null')).toEqual(indiranagar);
    expect(cookieAddress()).toEqual(indiranagar);
    expect(pageOffsetKey in storage).toBe(false);
    expect($pageOffset.get()).toBeUndefined();
  });

  it('keeps the paging position and token of a rendered page under the spec keys', () => {
    rememberPage({ nextOffset: 'page-3', widgetOffset: { grid: '3' } }, 'token-1');
    expect(JSON.parse(storage[pageOffsetKey] ?? 'null')).toEqual({ nextOffset: 'page-3', widgetOffset: { grid: '3' } });
    expect(storage[csrfTokenKey]).toBe('token-1');
  });
});
