import { describe, expect, it } from 'vitest';
import type { MenuResponse } from '#src/lib/catalogTypes.ts';
import { HttpError } from '../http/http.ts';
import { indexMenu, menuDishLookup } from './upstreamDishes.ts';

describe('upstream dish lookup', () => {
  const menu = (price: number): MenuResponse => ({
    data: {
      cards: [
        {
          groupedCard: {
            cardGroupMap: {
              REGULAR: {
                cards: [
                  {
                    card: {
                      card: {
                        '@type': 'NestedItemCategory',
                        title: 'Mains',
                        categories: [
                          {
                            title: 'Veg Mains',
                            itemCards: [
                              {
                                card: {
                                  info: {
                                    id: 'd1',
                                    name: 'Dal',
                                    description: '',
                                    price,
                                    itemAttribute: { vegClassifier: 'VEG' },
                                  },
                                },
                              },
                            ],
                          },
                        ],
                      },
                    },
                  },
                ],
              },
            },
          },
        },
        {
          card: {
            card: {
              '@type': 'RestaurantInfo',
              info: {
                id: 'r1',
                name: 'R',
                areaName: 'A',
                cloudinaryImageId: 'r-r1',
                slugs: { restaurant: 'r-a', city: 'pune' },
              } as never,
            },
          },
        },
      ],
    },
  });

  it('finds cards by type, not position, and nested categories too', () => {
    const indexed = indexMenu(menu(100));
    expect(indexed?.restaurant).toMatchObject({ id: 'r1', name: 'R', areaName: 'A', slugs: { city: 'pune' } });
    expect(indexed?.dishes.get('d1')?.price).toBe(100);
  });

  it('asks the source once per restaurant until the entry expires', async () => {
    let calls = 0;
    let clock = 0;
    let price = 100;
    const menuOf = async () => {
      calls += 1;
      return menu(price);
    };
    const lookup = menuDishLookup(menuOf, { ttlMs: 1000, now: () => clock });
    await Promise.all([lookup('r1', 'd1'), lookup('r1', 'd1'), lookup('r1', 'd1')]);
    expect(calls).toBe(1);
    price = 150;
    clock = 999;
    expect((await lookup('r1', 'd1'))?.dish.price).toBe(100);
    clock = 1000;
    expect((await lookup('r1', 'd1'))?.dish.price).toBe(150);
    expect(calls).toBe(2);
  });

  it('passes upstream outages on as errors', async () => {
    await expect(
      menuDishLookup(async () => Promise.reject(new HttpError(502, 'upstream catalog is unreachable')))('100001', '1'),
    ).rejects.toThrow('unreachable');
  });
});
