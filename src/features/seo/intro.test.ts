import { describe, expect, it } from 'vitest';
import { cityIntroFallback, cuisineIntroFallback, introParagraphs, listInWords } from './intro';

describe('page intros', () => {
  it("use the editor's paragraphs, blank lines apart, with spacing tidied", () => {
    expect(introParagraphs('First  line\ncontinues.\n\n  Second one. ', 'fallback')).toEqual([
      'First line continues.',
      'Second one.',
    ]);
  });
  it('fall back to the template when there is no intro', () => {
    expect(introParagraphs(undefined, 'fallback')).toEqual(['fallback']);
    expect(introParagraphs('  \n\n ', 'fallback')).toEqual(['fallback']);
    expect(
      cityIntroFallback({ name: 'Mount Abu', state: 'Rajasthan' }, 41, [
        'Rajasthani',
        'North Indian',
        'Chinese',
        'Pizzas',
      ]),
    ).toBe(
      'Restaurants across Mount Abu, Rajasthan, deliver through us: 41 of them, with their menus, prices and ratings. Diners here order Rajasthani, North Indian and Chinese most often.',
    );
    expect(cuisineIntroFallback({ name: 'Naga' }, 3, 1)).toBe(
      '3 restaurants in 1 city serve Naga food. Set your delivery location to see those that deliver to you.',
    );
  });
  it('lists in words', () => {
    expect([[], ['a'], ['a', 'b'], ['a', 'b', 'c']].map(listInWords)).toEqual(['', 'a', 'a and b', 'a, b and c']);
  });
});
