import { describe, expect, it } from 'vitest';
import { splitIntoColumns } from './directory';

describe('splitIntoColumns', () => {
  it('keeps alphabetical order down each column and balances the lengths', () => {
    const cols = splitIntoColumns(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3);
    expect(cols).toEqual([['a', 'b', 'c'], ['d', 'e', 'f'], ['g']]);
  });
  it('gives three columns of about 100 for 300 cities', () => {
    const cols = splitIntoColumns(
      Array.from({ length: 301 }, (_, i) => i),
      3,
    );
    expect(cols.map((c) => c.length)).toEqual([101, 101, 99]);
  });
});
