import { describe, expect, it } from 'vitest';
import { foldWord, normaliseText, wordsOf } from './textNormal.ts';

describe('normaliseText: one normaliser for food and places', () => {
  it('lowercases, strips accents and punctuation, reads & as and', () => {
    expect(normaliseText("  Crème Brûlée & Sharma's Dhaba!! ")).toBe('creme brulee and sharma s dhaba');
    expect(normaliseText('  Bengalūru, Karnātaka! ')).toBe('bengaluru karnataka');
    expect(normaliseText('Hubli-Dharwad')).toBe('hubli dharwad');
    expect(normaliseText("St. Thomas' Mount")).toBe('st thomas mount');
    expect(normaliseText('Ṭhāṇe')).toBe('thane');
    expect(normaliseText('---')).toBe('');
  });

  it('splits into words', () => {
    expect(wordsOf('Salt  Lake')).toEqual(['salt', 'lake']);
    expect(wordsOf('   ')).toEqual([]);
    expect(wordsOf('Bengalūru, Karnātaka')).toEqual(['bengaluru', 'karnataka']);
  });
});

describe('foldWord: one spelling fold for food and places', () => {
  it.each([
    // Food words.
    ['biriyani', 'biryani'],
    ['briyani', 'biryani'],
    ['panner', 'paneer'],
    ['chiken', 'chicken'],
    ['wada', 'vada'],
    ['phirni', 'firni'],
    ['bhature', 'bature'],
    ['tandoori', 'tanduri'],
    ['pizza', 'piza'],
    ['jamoon', 'jamun'],
    ['idly', 'idli'],
    ['schezwan', 'szechuan'],
    // Place names.
    ['chennai', 'chenai'],
    ['thiruvananthapuram', 'tiruvanantapuram'],
    ['shimla', 'simla'],
    ['bhubaneshwar', 'bhubaneswar'],
    ['bengalooru', 'bengaluru'],
    ['tiruppur', 'tirupur'],
    ['chhindwara', 'chindwara'],
    ['ballary', 'ballari'],
    ['meerut', 'mirut'],
    ['mizoram', 'mijoram'],
  ])('folds %s and %s alike', (a, b) => {
    expect(foldWord(a)).toBe(foldWord(b));
  });

  it('keeps a long run of one letter from folding into a single letter', () => {
    expect(foldWord('aaaaaaa').length).toBeGreaterThan(1);
  });

  it('keeps a word being typed a prefix of its fold', () => {
    expect(foldWord('biryani').startsWith(foldWord('biry'))).toBe(true);
    expect(foldWord('yelahanka').startsWith('y')).toBe(true);
  });
});
