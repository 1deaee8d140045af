// Search in the diner's own script: a dish or cuisine typed in Devanagari, Tamil, Telugu,
// Kannada or Bengali letters finds what its Latin spelling finds.
import { describe, expect, it } from 'vitest';
import { catalog, koramangala } from '#test/catalog/catalogFixture.ts';

const suggested = (text: string) => catalog.suggestions(koramangala, text).data.suggestions.map((s) => s.text);
const found = (text: string) => {
  const group = catalog.singleSearch(koramangala, text).data.cards[0]?.groupedCard.cardGroupMap;
  return {
    restaurants: (group?.RESTAURANT?.cards ?? []).length,
    dishes: (group?.DISH?.cards ?? []).map(({ card }) => card.card.info.name),
  };
};

describe('search in Indian scripts', () => {
  it.each(['biryani', 'biriyani', 'बिरयानी', 'பிரியாணி', 'బిర్యానీ', 'ಬಿರಿಯಾನಿ', 'বিরিয়ানি'])(
    '"%s" suggests the Biryani cuisine and biryani dishes',
    (text) => {
      const texts = suggested(text);
      expect(texts).toContain('Biryani');
      expect(texts.filter((t) => /Biryani/.test(t)).length).toBeGreaterThan(2);
    },
  );

  it.each(['बिरयानी', 'பிரியாணி', 'biriyani'])('"%s" finds biryani restaurants and dishes as "biryani" does', (text) => {
    const got = found(text);
    const latin = found('biryani');
    expect(got.restaurants).toBeGreaterThan(0);
    expect(got.dishes.length).toBeGreaterThan(0);
    expect(got.dishes.every((name) => /Biryani/.test(name))).toBe(true);
    expect(new Set(got.dishes)).toEqual(new Set(latin.dishes));
  });

  it.each([
    ['पनीर टिक्का', 'Paneer Tikka'],
    ['मसाला दोसा', 'Masala Dosa'],
    ['தோசை', 'Masala Dosa'],
    ['இட்லி', 'Idli'],
  ])('"%s" suggests %s', (text, dish) => {
    expect(suggested(text).some((t) => t.includes(dish))).toBe(true);
  });

  it.each([
    ['दक्षिण भारतीय', 'South Indian'],
    ['தென்னிந்திய', 'South Indian'],
    ['చైనీస్', 'Chinese'],
    ['चाइनीज़', 'Chinese'],
    ['মিষ্টি', 'Sweets'],
  ])('"%s" suggests the %s cuisine by its name in data/names.json, highlighting nothing', (text, cuisine) => {
    const found = catalog.suggestions(koramangala, text).data.suggestions.find((s) => s.text === cuisine);
    expect(found).toMatchObject({ type: 'CUISINE', highlightedText: cuisine });
  });

  it('never matches Latin text against a name in another script', () => {
    // चाइनीज़ reads "chaainiiz", which "chai" would start.
    expect(suggested('chai')).not.toContain('Chinese');
  });

  it('answers nothing for script text that matches nothing', () => {
    expect(suggested('झक्कास')).toEqual([]);
  });
});
