import { describe, expect, it } from 'vitest';
import { foldWord, normaliseText } from '#src/lib/textNormal.ts';
import { editDistance, highlight, matchDocument, parseQuery, textWords, Vocabulary } from './search.ts';

describe('editDistance', () => {
  it('counts substitutions, insertions, deletions and transpositions', () => {
    expect(editDistance('biryani', 'biryani', 2)).toBe(0);
    expect(editDistance('biryani', 'biriyani', 2)).toBe(1);
    expect(editDistance('chikcen', 'chicken', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  });

  it('gives up past the bound', () => {
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('vocabulary matching', () => {
  const vocabulary = new Vocabulary();
  const docs = ['Chicken Biryani', 'Paneer Tikka', 'Butter Chicken', 'Masala Dosa'].map((text) => ({
    text,
    ids: vocabulary.addText(text),
  }));
  const find = (query: string) =>
    docs
      .map((d) => ({
        text: d.text,
        m: matchDocument(parseQuery(vocabulary, query), d.ids, () => normaliseText(d.text)),
      }))
      .filter((x) => x.m)
      .sort((a, b) => (b.m?.score ?? 0) - (a.m?.score ?? 0))
      .map((x) => x.text);

  it('matches exact words, prefixes and typos', () => {
    // Both match; the one that starts with the word ranks first.
    expect(find('chicken')).toEqual(['Chicken Biryani', 'Butter Chicken']);
    expect(find('biry')).toEqual(['Chicken Biryani']);
    expect(find('panner tika')).toEqual(['Paneer Tikka']);
    expect(find('dosha')).toEqual(['Masala Dosa']);
  });

  it('needs every query word to match', () => {
    expect(find('chicken dosa')).toEqual([]);
  });

  it('does not match short words with typos', () => {
    expect(find('xyz')).toEqual([]);
  });
});

describe('highlight', () => {
  const vocabulary = new Vocabulary();
  const ids = vocabulary.addText('Chicken Biryani');
  const mark = (query: string) => {
    const q = parseQuery(vocabulary, query);
    const m = matchDocument(q, ids);
    return m ? highlight('Chicken Biryani', q, m.positions) : null;
  };

  it('wraps the typed prefix in double braces', () => {
    expect(mark('biry')).toBe('Chicken {{Biry}}ani');
    expect(mark('chick biry')).toBe('{{Chick}}en {{Biry}}ani');
  });

  it('wraps the whole word when it matched through a typo', () => {
    expect(mark('biriyani')).toBe('Chicken {{Biryani}}');
  });

  it('finds word positions in the original text', () => {
    expect(textWords("Sharma's Dhaba").map((w) => w.norm)).toEqual(['sharma', 's', 'dhaba']);
  });
});

describe('words that name object properties', () => {
  const names = [...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype'];
  it.each(names)('foldWord(%j) is a string built from the word itself', (name) => {
    const key = foldWord(name);
    expect(typeof key).toBe('string');
    expect(key.length).toBeGreaterThan(0);
  });
});
