// Places typed in the diner's own script on /locate: names from data/names.json, and any other
// name or area read as Latin letters.
import { describe, expect, it } from 'vitest';
import { loadPlaceIndex } from './places.ts';

const index = loadPlaceIndex();
const first = (text: string) => index.suggest(text)[0]?.description;

describe('places typed in Indian scripts', () => {
  it.each([
    ['बेंगलुरु', 'Bengaluru, Karnataka, India'],
    ['ಬೆಂಗಳೂರು', 'Bengaluru, Karnataka, India'],
    ['பெங்களூரு', 'Bengaluru, Karnataka, India'],
    ['बेंगळुरू', 'Bengaluru, Karnataka, India'],
    ['मुंबई', 'Mumbai, Maharashtra, India'],
    ['சென்னை', 'Chennai, Tamil Nadu, India'],
    ['কলকাতা', 'Kolkata, West Bengal, India'],
    ['హైదరాబాద్', 'Hyderabad, Telangana, India'],
    ['दिल्ली', 'Delhi, India'],
    ['लखनऊ', 'Lucknow, Uttar Pradesh, India'],
    ['इंदौर मध्य प्रदेश', 'Indore, Madhya Pradesh, India'],
  ])('"%s" finds %s first', (text, place) => {
    expect(first(text)).toBe(place);
  });

  it('finds a city as its name is being typed', () => {
    expect(first('बेंगल')).toBe('Bengaluru, Karnataka, India');
    expect(first('मुंब')).toBe('Mumbai, Maharashtra, India');
  });

  it('finds an area typed in Devanagari through its Latin reading', () => {
    expect(index.suggest('कोरमंगला').map((s) => s.structured_formatting.main_text)).toContain('Koramangala');
    expect(index.suggest('इंदिरानगर').map((s) => s.structured_formatting.main_text)).toContain('Indiranagar');
  });

  it('does not let Latin text match a name in another script', () => {
    // "pen" would be a prefix of பெங்களூரு read as "pengaluuru".
    expect(index.suggest('pen').map((s) => s.structured_formatting.main_text)).not.toContain('Bengaluru');
  });
});
