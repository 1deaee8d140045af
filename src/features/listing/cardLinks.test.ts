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
        'Pune, Maharashtra, India',
      ),
    ).toBe('/collections/83639?collection_id=83639&tags=layout_Biryani&type=rcv2');
  });
  it('a card whose link contains menu goes to the restaurant with the address in its name', () => {
    expect(
      carouselItemHref(
        item('thalify://menu?restaurant_id=100234', 'Meghana Foods', '100234'),
        'Koramangala, Bengaluru, Karnataka, India',
      ),
    ).toBe('/restaurants/meghana foods-Koramangala-Bengaluru-Karnataka-India-100234');
  });
});
