import { describe, expect, it } from 'vitest';
import { boundedDistance, typoBudget } from './textMatch.ts';

describe('typoBudget', () => {
  it('allows none below 4 characters, one up to 7, two from 8', () => {
    expect([1, 3, 4, 7, 8, 20].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('boundedDistance', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(boundedDistance('hydrabad', 'hyderabad', 2, true)).toBe(1);
    expect(boundedDistance('gurgoan', 'gurgaon', 2, true)).toBe(1);
    expect(boundedDistance('mumabi', 'mumbai', 2, true)).toBe(1);
    expect(boundedDistance('puna', 'pune', 2, true)).toBe(1);
    expect(boundedDistance('kitten', 'sitting', 3, true)).toBe(3);
    expect(boundedDistance('same', 'same', 0, true)).toBe(0);
  });
  it('stops at max + 1', () => {
    expect(boundedDistance('abcdef', 'uvwxyz', 2, true)).toBe(3);
    expect(boundedDistance('a', 'abcdefgh', 1, true)).toBe(2);
  });
  it('measures against the closest prefix when not whole-word', () => {
    expect(boundedDistance('koramn', 'koramangala', 1, false)).toBe(1);
    expect(boundedDistance('korama', 'koramangala', 1, false)).toBe(0);
    expect(boundedDistance('xoram', 'koramangala', 1, false)).toBe(1);
    expect(boundedDistance('zzzz', 'koramangala', 1, false)).toBe(2);
    expect(boundedDistance('', 'anything', 1, false)).toBe(0);
  });
  it('agrees with a plain full-matrix distance on random words', () => {
    const plain = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          const cost = a[i - 1] === b[j - 1] ? 0 : 1;
          let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
          d[i]![j] = v;
        }
      return d[a.length]![b.length]!;
    };
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const word = () =>
      Array.from({ length: 1 + Math.floor(rand() * 8) }, () => 'abcd'[Math.floor(rand() * 4)]).join('');
    for (let k = 0; k < 2000; k++) {
      const a = word();
      const b = word();
      const max = Math.floor(rand() * 3);
      expect(boundedDistance(a, b, max, true)).toBe(Math.min(plain(a, b), max + 1));
      let prefix = Infinity;
      for (let j = 0; j <= b.length; j++) prefix = Math.min(prefix, plain(a, b.slice(0, j)));
      expect(boundedDistance(a, b, max, false)).toBe(Math.min(prefix, max + 1));
    }
  });
});
