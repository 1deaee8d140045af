// data/names.json: every city, state and cuisine named in every language's own script.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDataFile } from './dataFiles.ts';
import { loadPlaceNames, placeName, placeNamesOf, validateNamesText } from './names.ts';

const cities = loadDataFile('cities');
const cuisines = loadDataFile('cuisines');
const text = readFileSync('data/names.json', 'utf8');
const file = JSON.parse(text);

/** The problems an edited copy of the file is refused with. */
function problemsOf(edit: (copy: typeof file) => void): string[] {
  const copy = structuredClone(file);
  edit(copy);
  try {
    validateNamesText(JSON.stringify(copy), cities, cuisines);
  } catch (error) {
    return (error as { problems: string[] }).problems;
  }
  return [];
}

describe('data/names.json', () => {
  it('names every city, state and cuisine of the data files in every language', () => {
    expect(() => validateNamesText(text, cities, cuisines)).not.toThrow();
    expect(Object.keys(file.cities)).toHaveLength(cities.length);
    expect(Object.keys(file.states)).toHaveLength(new Set(cities.map((c) => c.state)).size);
    expect(Object.keys(file.cuisines)).toHaveLength(cuisines.length);
  });

  it('refuses an unknown slug, a missing entry, an empty name and a name in the wrong script, saying which and why', () => {
    expect(
      problemsOf((copy) => {
        copy.cities.bangalor = copy.cities.bangalore;
        delete copy.cuisines.biryani;
        copy.cities.mumbai.hi = ' ';
        copy.cities.chennai.ta = 'Chennai';
        copy.states.Kerala.kn = 'केरल';
      }),
    ).toEqual([
      'cities "chennai": field "ta" must be written in Tamil letters (found "C", "h", "e", "n", "a", "i")',
      'cities "mumbai": field "hi" must not be empty',
      'states "Kerala": field "kn" must be written in Kannada letters (found "क", "े", "र", "ल")',
    ]);
    expect(
      problemsOf((copy) => {
        copy.cities.bangalor = copy.cities.bangalore;
        delete copy.cuisines.biryani;
        delete copy.states.Goa;
      }),
    ).toEqual([
      'cities "bangalor": is not a city slug of data/cities.json',
      'states "Goa": Goa has no names here (add one in every language)',
      'cuisines "biryani": Biryani has no names here (add one in every language)',
    ]);
  });

  it('refuses a missing language and a language the storefront does not have', () => {
    expect(
      problemsOf((copy) => {
        delete copy.cities.pune.mr;
        copy.cities.pune.ml = 'പൂനെ';
      }),
    ).toEqual([
      'cities "pune": field "mr" is required and must be a string',
      'cities "pune": names a language the storefront does not have: ml',
    ]);
  });
});

describe('placeName', () => {
  it('answers the name in the language’s script, English for English', () => {
    expect(placeName('city', 'bangalore', 'ta')).toBe('பெங்களூரு');
    expect(placeName('city', 'bangalore', 'kn')).toBe('ಬೆಂಗಳೂರು');
    expect(placeName('city', 'mumbai', 'hi')).toBe('मुंबई');
    expect(placeName('city', 'kolkata', 'bn')).toBe('কলকাতা');
    expect(placeName('state', 'Tamil Nadu', 'ta')).toBe('தமிழ்நாடு');
    expect(placeName('cuisine', 'south-indian', 'hi')).toBe('दक्षिण भारतीय');
    expect(placeName('city', 'bangalore', 'en')).toBe('Bengaluru');
  });

  it('falls back to English for a name the file lacks, and to the key for one nothing knows', () => {
    const names = placeNamesOf({ cities: {}, states: {}, cuisines: {} }, cities, cuisines);
    expect(names.name('city', 'bangalore', 'hi')).toBe('Bengaluru');
    expect(names.name('cuisine', 'biryani', 'ta')).toBe('Biryani');
    expect(names.name('city', 'atlantis', 'hi')).toBe('atlantis');
    expect(names.all('city', 'atlantis')).toEqual([]);
    expect(loadPlaceNames().all('city', 'pune')).toEqual(['Pune', 'पुणे', 'புனே', 'పూణే', 'ಪುಣೆ', 'পুনে', 'पुणे']);
  });
});
