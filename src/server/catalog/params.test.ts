import { describe, expect, it } from 'vitest';
import { parseAddressQuery } from '../places/placesHttp.ts';
import { pointQuerySchema } from './params.ts';

describe('catalog coordinates are read like the places endpoints', () => {
  it.each(['0x0C', '1.29e1', 'Infinity', '', ' ', '12.9.3'])('refuses lat=%j on both', (lat) => {
    expect(pointQuerySchema.safeParse({ lat, lng: '77.6245' }).success).toBe(false);
    expect(() =>
      parseAddressQuery(new URL(`http://x/api/address?lat=${encodeURIComponent(lat)}&lng=77.6245`)),
    ).toThrow();
  });

  it('accepts plain decimals and JSON numbers', () => {
    expect(pointQuerySchema.parse({ lat: ' 12.9352 ', lng: '77.6245' })).toEqual({ lat: 12.9352, lng: 77.6245 });
    expect(pointQuerySchema.parse({ lat: -0.0000001, lng: 77 })).toEqual({ lat: -0.0000001, lng: 77 });
    expect(pointQuerySchema.safeParse({ lat: '91', lng: '77' }).error?.issues[0]?.message).toBe(
      'must be a latitude from -90 to 90',
    );
  });
});
