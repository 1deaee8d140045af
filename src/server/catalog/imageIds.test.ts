import { describe, expect, it } from 'vitest';
import type { CatalogData } from './generator.ts';
import { data, inputs } from '#test/catalog/catalogFixture.ts';
import { dishImageId, parseImageId, restaurantImageId, restaurantPictures } from './imageIds.ts';

const butterChicken = inputs.dishes.find((d) => d.name === 'Butter Chicken');
if (!butterChicken) throw new Error('no Butter Chicken in data/dishes.json');

describe('image ids', () => {
  it('change when a dish’s art changes, and only then', () => {
    const id = dishImageId(inputs.art, butterChicken);
    expect(id).toMatch(/^d-butter-chicken_[0-9a-z]{7}$/);
    expect(dishImageId(inputs.art, { ...butterChicken })).toBe(id);
    expect(dishImageId(inputs.art, { ...butterChicken, picture: 'pot-of-food' })).not.toBe(id);
    // a new drawing under the same name (a new release of the set) changes the id too
    const redrawn = new Map(inputs.art);
    redrawn.set('curry-rice', { body: '<g/>', width: 32, height: 32 });
    expect(dishImageId(redrawn, butterChicken)).not.toBe(id);
  });

  it('of a restaurant follow the pictures of its signature dishes', () => {
    const r = 0;
    const pictures = restaurantPictures(data, r);
    expect(pictures.length).toBeGreaterThanOrEqual(1);
    expect(pictures.length).toBeLessThanOrEqual(3);
    expect(new Set(pictures).size).toBe(pictures.length);
    const id = restaurantImageId(data, r);
    const changed: CatalogData = {
      ...data,
      inputs: {
        ...inputs,
        dishes: inputs.dishes.map((d) => (d.picture === pictures[0] ? { ...d, picture: 'ice-cream' } : d)),
      },
    };
    expect(restaurantPictures(changed, r)).toContain('ice-cream');
    expect(restaurantImageId(changed, r)).not.toBe(id);
  });

  it('parse into kind, key and version', () => {
    expect(parseImageId('d-chicken-65_0a1b2c3')).toEqual({ kind: 'd', key: 'chicken-65', version: '0a1b2c3' });
    expect(parseImageId('r-100001')).toEqual({ kind: 'r', key: '100001' });
    for (const bad of ['', 'd-', 'd-x_12', 'D-x', 'd-x/../y', 'd-x_0a1b2c3_0a1b2c3'])
      expect(parseImageId(bad)).toBeUndefined();
  });
});
