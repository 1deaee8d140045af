import { describe, expect, it } from 'vitest';
import type { Locality } from '#src/lib/dataSchemas.ts';
import { distanceKm } from '#src/lib/geo.ts';
import { loadGeneratorInputs } from '../catalog/catalogSchemas.ts';
import { localitiesByCity, neighbouringLocalities } from './seoPages.ts';

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

describe('localities by city', () => {
  it('group every locality under its city, in the order given, once per list', () => {
    const { localities } = loadGeneratorInputs();
    const grouped = localitiesByCity(localities);
    expect(localitiesByCity(localities)).toBe(grouped);
    expect([...grouped.values()].flat()).toHaveLength(localities.length);
    for (const [city, list] of grouped) expect(list).toEqual(localities.filter((l) => l.city === city));
  });

  it('give every neighbourhood page the neighbours a scan of all localities gives', () => {
    const { localities } = loadGeneratorInputs();
    for (const here of localities) {
      const scanned = localities
        .filter((other) => other.city === here.city && other.name !== here.name)
        .map((other) => ({ locality: other, km: distanceKm(here.lat, here.lng, other.lat, other.lng) }))
        .sort((a, b) => a.km - b.km || a.locality.name.localeCompare(b.locality.name, 'en'))
        .slice(0, 6);
      expect(neighbouringLocalities(here, localities)).toEqual(scanned);
    }
  });
});
