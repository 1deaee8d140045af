import { describe, expect, it } from 'vitest';
import { decodeAddressCookie, encodeAddressCookie, parseSavedAddress, splitAddress } from './savedAddress';

const koramangala = {
  formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
  geometry: { location: { lat: 12.9352, lng: 77.6245 } },
  city: 'bangalore',
};

describe('saved address', () => {
  it('round-trips through the cookie mirror', () => {
    expect(decodeAddressCookie(encodeAddressCookie(koramangala))).toEqual(koramangala);
  });
  it('rejects malformed or hostile values', () => {
    expect(parseSavedAddress('not json')).toBeNull();
    expect(
      parseSavedAddress(JSON.stringify({ formatted_address: 'x', geometry: { location: { lat: 'a', lng: 1 } } })),
    ).toBeNull();
    expect(
      parseSavedAddress(JSON.stringify({ formatted_address: 'x', geometry: { location: { lat: 91, lng: 1 } } })),
    ).toBeNull();
    expect(
      parseSavedAddress(JSON.stringify({ formatted_address: '', geometry: { location: { lat: 1, lng: 1 } } })),
    ).toBeNull();
    expect(decodeAddressCookie('%E0%A4%A')).toBeNull();
    expect(parseSavedAddress(JSON.stringify({ ...koramangala, city: '<script>' }))?.city).toBeUndefined();
  });
  it('splits at the first comma for the bold part', () => {
    expect(splitAddress('Koramangala, Bengaluru, Karnataka, India')).toEqual({
      main: 'Koramangala',
      rest: 'Bengaluru, Karnataka, India',
    });
    expect(splitAddress('Pune')).toEqual({ main: 'Pune', rest: '' });
  });
});
