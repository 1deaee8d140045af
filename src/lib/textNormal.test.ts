import { describe, expect, it } from 'vitest';
import { foldWord, normaliseText, wordsOf } from './textNormal.ts';

describe('one normaliser for food and places', () => {
  it('reads names the same way for both searches', () => {
    expect(normaliseText("  Crème Brûlée & Sharma's Dhaba!! ")).toBe('creme brulee and sharma s dhaba');
    expect(wordsOf('Bengalūru, Karnātaka')).toEqual(['bengaluru', 'karnataka']);
  });

  it.each([
    // Place spellings now fold for food words too, and food spellings for places.
    ['ballary', 'ballari'],
    ['chhindwara', 'chindwara'],
    ['schezwan', 'szechuan'],
    ['biriyani', 'biryani'],
    ['mizoram', 'mijoram'],
  ])('folds %s and %s alike', (a, b) => {
    expect(foldWord(a)).toBe(foldWord(b));
  });

  it('keeps a word being typed a prefix of its fold', () => {
    expect(foldWord('biryani').startsWith(foldWord('biry'))).toBe(true);
    expect(foldWord('yelahanka').startsWith('y')).toBe(true);
  });
});
