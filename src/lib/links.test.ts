import { describe, expect, it } from 'vitest';
import { cityPath, localityPath, restaurantPath, slugify } from './links.ts';

describe('slugify', () => {
  it('lowercases, drops accents, reads & as and, and joins the rest with one hyphen', () => {
    expect(slugify("Meghana's Biryani & Co.")).toBe('meghana-s-biryani-and-co');
    expect(slugify('  Koramangala 5th Block ')).toBe('koramangala-5th-block');
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
  });
});

describe('restaurantPath', () => {
  it('is /restaurants/{name}-{locality}-{city slug}-{id}', () => {
    expect(
      restaurantPath({ id: '100001', name: 'Spice Route', locality: 'Koramangala', slugs: { city: 'bangalore' } }),
    ).toBe('/restaurants/spice-route-koramangala-bangalore-100001');
    expect(
      restaurantPath({ id: '77', name: 'Café Noir', locality: 'Indiranagar 2nd Stage', slugs: { city: 'bangalore' } }),
    ).toBe('/restaurants/cafe-noir-indiranagar-2nd-stage-bangalore-77');
  });

  it('uses the area as the locality when it has one, so a card and a dish lead to one URL', () => {
    const card = { id: '9', name: 'Dosa Corner', areaName: 'Indiranagar', locality: '100 Feet Road' };
    expect(restaurantPath({ ...card, slugs: { city: 'bangalore' } })).toBe(
      '/restaurants/dosa-corner-indiranagar-bangalore-9',
    );
    expect(restaurantPath({ ...card, areaName: '' })).toBe('/restaurants/dosa-corner-100-feet-road-9');
  });

  it('leaves out what is missing, never the id', () => {
    expect(restaurantPath({ id: '77', name: '' })).toBe('/restaurants/77');
  });
});

describe('neighbourhood paths', () => {
  it('sit under their city, slugged from the name', () => {
    expect(cityPath('bangalore')).toBe('/city/bangalore');
    expect(localityPath('bangalore', 'HSR Layout')).toBe('/city/bangalore/hsr-layout');
    expect(localityPath('mumbai', 'Bandra (West)')).toBe('/city/mumbai/bandra-west');
  });
});
