import { describe, expect, it } from 'vitest';
import { builtLanguages, inEveryLanguage } from './staticPaths.ts';

describe('prebuilt pages in every language', () => {
  it('builds every language unless told fewer, and refuses an unknown code', () => {
    expect(builtLanguages('')).toEqual(['en', 'hi', 'ta', 'te', 'kn', 'bn', 'mr']);
    expect(builtLanguages(' en, hi ')).toEqual(['en', 'hi']);
    expect(() => builtLanguages('en,fr')).toThrow('BUILD_LANGUAGES: fr is not one of');
  });
  it('gives each path once per language, English without a prefix', () => {
    const paths = inEveryLanguage([{ params: { city: 'pune' } }]);
    expect(paths.map((p) => p.params.lang)).toEqual([undefined, 'hi', 'ta', 'te', 'kn', 'bn', 'mr']);
  });
});
