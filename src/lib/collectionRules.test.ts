import { describe, expect, it } from 'vitest';
import { collectionParts, collectionQuery } from './collectionRules.ts';
import type { CollectionResponse } from './catalogTypes.ts';

describe('collection page rules', () => {
  it('reads the query by position, whatever the names', () => {
    expect(
      collectionQuery('83639', new URL('http://x/collections/83639?collection_id=83639&tags=layout_Biryani&type=rcv2')),
    ).toEqual({ collection: '83639', tags: 'layout_Biryani', type: 'rcv2' });
    expect(collectionQuery('5', new URL('http://x/collections/5?a=9&b=t&c=y'))).toEqual({
      collection: '9',
      tags: 't',
      type: 'y',
    });
    expect(collectionQuery('5', new URL('http://x/collections/5'))).toEqual({ collection: '5', tags: '', type: '' });
  });
  it('keeps entries with restaurant info and blanks their call to action', () => {
    const info = { id: '1', name: 'A' } as never;
    const response = {
      data: {
        cards: [
          { card: { card: { '@type': 'CollectionMasthead', title: 'Biryani', description: 'Fragrant rice' } } },
          {
            card: {
              card: {
                '@type': 'Restaurant',
                info,
                cta: { text: 'Order now', link: 'https://thalify.in/restaurants/a-1' },
              },
            },
          },
          { card: { card: { '@type': 'Restaurant', info: undefined, cta: { text: 'x', link: '' } } } },
        ],
      },
    } as unknown as CollectionResponse;
    const parts = collectionParts(response);
    expect(parts.title).toBe('Biryani');
    expect(parts.description).toBe('Fragrant rice');
    expect(parts.restaurants).toEqual([{ info, cta: { text: '', link: 'https://thalify.in/restaurants/a-1' } }]);
  });
});
