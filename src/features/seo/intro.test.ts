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
    expect([[], ['a'], ['a', 'b'], ['a', 'b', 'c']].map((items) => listInWords(items))).toEqual([
      '',
      'a',
      'a and b',
      'a, b and c',
    ]);
  });
});

describe('page intros in another language', () => {
  it('word the fallback in the page language, with its plural and list rules', async () => {
    await import('#src/server/i18n/catalogues.ts');
    expect(cuisineIntroFallback({ name: 'Naga' }, 3, 1, 'hi')).toBe(
      '1 शहर के 3 रेस्टोरेंट Naga खाना परोसते हैं। अपनी डिलीवरी की जगह चुनें और देखें कि कौन-से आप तक डिलीवर करते हैं।',
    );
    expect(cityIntroFallback({ name: 'Mount Abu', state: 'Rajasthan' }, 41, ['A', 'B', 'C'], 'hi')).toContain(
      'A, B, और C',
    );
  });
});
