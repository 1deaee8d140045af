import { describe, expect, it } from 'vitest';
import type { Locality } from '../lib/dataSchemas.ts';
import { neighbouringLocalities } from './seoPages.ts';

const at = (city: string, name: string, lat: number, lng: number): Locality => ({ city, name, lat, lng });

describe('neighbouring localities', () => {
  it('are the nearest others of the same city, nearest first', () => {
    const here = at('bangalore', 'Koramangala', 12.935, 77.624);
    const all = [
      here,
      at('bangalore', 'HSR Layout', 12.912, 77.644),
      at('bangalore', 'Hebbal', 13.035, 77.597),
      at('bangalore', 'Domlur', 12.961, 77.638),
      at('mysore', 'Gokulam', 12.33, 76.63),
    ];
    const near = neighbouringLocalities(here, all, 2);
    expect(near.map((n) => n.locality.name)).toEqual(['Domlur', 'HSR Layout']);
    expect(near[0]!.km).toBeGreaterThan(2);
    expect(near[0]!.km).toBeLessThan(4);
    expect(neighbouringLocalities(here, all).map((n) => n.locality.name)).toEqual(['Domlur', 'HSR Layout', 'Hebbal']);
  });
});
