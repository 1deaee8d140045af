import { describe, expect, it } from 'vitest';
import { carouselItemHref, restaurantCardHref } from './cardLinks';
import type { CarouselItem } from '#src/lib/catalogTypes.ts';

const item = (link: string, text: string, entityId: string): CarouselItem => ({
  id: 'x',
  imageId: 'img',
  entityId,
  action: { link, text },
  accessibility: { altText: text },
});

describe('card links', () => {
  it('a normal card goes to /restaurants/{last segment of its link}', () => {
    expect(restaurantCardHref('https://thalify.in/restaurants/meghana-foods-koramangala-bangalore-100234')).toBe(
      '/restaurants/meghana-foods-koramangala-bangalore-100234',
    );
    expect(restaurantCardHref('https://thalify.in/restaurants/a-b-7?x=1')).toBe('/restaurants/a-b-7');
  });
  it('a collection card goes to /collections/{id}?{query of the action link}', () => {
    expect(
      carouselItemHref(
        item(
          'https://thalify.in/collections/83639?collection_id=83639&tags=layout_Biryani&type=rcv2',
          'Biryani',
          '83639',
        ),
      ),
    ).toBe('/collections/83639?collection_id=83639&tags=layout_Biryani&type=rcv2');
  });
  it("a card whose link contains menu goes to the restaurant's one URL, never one made of the delivery address", () => {
    const menu = item('thalify://menu?restaurant_id=100234', 'Meghana Foods', '100234');
    expect(
      carouselItemHref({ ...menu, restaurantPath: '/restaurants/meghana-foods-koramangala-bangalore-100234' }),
    ).toBe('/restaurants/meghana-foods-koramangala-bangalore-100234');
    // Without it (an upstream catalog), the slugs of what the item has: the menu route sends that on with a 301.
    expect(carouselItemHref(menu)).toBe('/restaurants/meghana-foods-100234');
  });
});
