import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Cuisine } from '#src/lib/dataSchemas.ts';
import { slugify } from '#src/lib/links.ts';
import { loadGeneratorInputs, resolveDishes, validateAreaNames, validateRestaurantNames } from './catalogSchemas.ts';
import { problemsOf, withBrokenFile } from '#test/catalog/dataFileErrors.ts';

const inputs = loadGeneratorInputs();

const cuisines: Cuisine[] = [
  { slug: 'north-indian', name: 'North Indian' },
  { slug: 'chinese', name: 'Chinese' },
];
const dish = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'A perfectly ordinary dish description of honest length.',
  veg: true,
  price: 200,
  category: 'Main Course',
  ...extra,
});

describe('the editors’ generator files', () => {
  it('give every cuisine at least 4 dishes and the major ones 8 or more', () => {
    for (const [i, c] of inputs.cuisines.entries())
      expect(inputs.dishesByCuisine[i]?.length ?? 0, c.slug).toBeGreaterThanOrEqual(4);
    const majors = [
      'north-indian',
      'south-indian',
      'biryani',
      'chinese',
      'pizzas',
      'burgers',
      'desserts',
      'hyderabadi',
      'bengali',
      'gujarati',
      'kerala',
      'mughlai',
      'street-food',
      'chaat',
      'beverages',
      'thalis',
      'italian',
    ];
    for (const slug of majors) {
      const i = inputs.cuisines.findIndex((c) => c.slug === slug);
      expect(inputs.dishesByCuisine[i]?.length ?? 0, slug).toBeGreaterThanOrEqual(8);
    }
  });

  it('describe every dish in 40 to 160 characters, with a price and a category', () => {
    for (const d of inputs.dishes) {
      expect(d.description.length, d.name).toBeGreaterThanOrEqual(40);
      expect(d.description.length, d.name).toBeLessThanOrEqual(160);
      expect(d.price).toBeGreaterThan(0);
      expect(d.category).not.toBe('');
    }
    expect(inputs.dishes.length).toBeGreaterThan(400);
  });

  it('lets a dish be listed under several cuisines by name', () => {
    const butterChicken = inputs.dishes.find((d) => d.name === 'Butter Chicken');
    expect(butterChicken?.cuisines.map((c) => inputs.cuisines[c]?.slug)).toEqual(
      expect.arrayContaining(['north-indian', 'punjabi', 'mughlai']),
    );
  });
});

describe('validation errors name the file, the entry and the field', () => {
  it('for a dish', () => {
    const problems = problemsOf(() =>
      resolveDishes(
        {
          'north-indian': [dish('Dal'), dish('Roti', { description: 'too short', veg: 'yes' })],
          chinese: [dish('Noodles'), 'Dal', 'Roti', 'Noodles', 'Momo'],
        },
        cuisines,
      ),
    );
    expect(problems).toContain('entry "north-indian" item 1: field "description" must be 40 to 160 characters');
    expect(problems).toContain('entry "north-indian" item 1: field "veg" is required and must be true or false');
  });

  it('for a reference to no dish, a cuisine with too few dishes and an unknown cuisine', () => {
    const problems = problemsOf(() =>
      resolveDishes({ 'north-indian': [dish('Dal'), 'Momo'], klingon: [dish('Gagh')] }, cuisines),
    );
    expect(problems).toContain('entry "north-indian" item 1: "Momo" names no dish defined in the file');
    expect(problems).toContain('entry "klingon": field "(key)" is not a cuisine of data/cuisines.json');
    expect(problems).toContain('entry "chinese": lists 0 dishes; every cuisine of data/cuisines.json needs at least 4');
  });

  it('for a dish defined twice', () => {
    const problems = problemsOf(() => resolveDishes({ 'north-indian': [dish('Dal'), dish('Dal')] }, cuisines));
    expect(problems[0]).toBe('entry "north-indian" item 1: field "name" defines "Dal" again; list it by name instead');
  });

  it('for a name template with an unknown placeholder', () => {
    const problems = problemsOf(() =>
      validateRestaurantNames({ parts: { eatery: ['Dhaba'] }, templates: { '*': ['{eatery} {nope}'] } }, cuisines),
    );
    expect(problems).toEqual([
      'entry "templates.*" item 0: placeholder {nope} is neither a part nor one of {city}, {locality}, {cuisine}',
    ]);
  });

  it('for area names', () => {
    expect(problemsOf(() => validateAreaNames({ areas: ['A', 'B'], streets: [] }))).toEqual([
      'entry "areas": field "(entry)" must list at least 3 area names',
      'entry "streets": field "(entry)" must list at least one street name',
    ]);
  });

  it('and the loader reports the file', () => {
    expect(() => withBrokenFile('data/area-names.json', '{ "areas": [', loadGeneratorInputs)).toThrow(
      /data\/area-names\.json is not valid:\n {2}- the file is not valid JSON/,
    );
  });
});

describe('dish and cuisine artwork', () => {
  it('maps every cuisine, and nearly every dish, to a picture of the set; a dish without one gets its cuisine’s', () => {
    for (const c of inputs.cuisines) expect(c.art, c.slug).toBeDefined();
    const own = inputs.dishes.filter((d) => d.art !== undefined);
    expect(own.length / inputs.dishes.length).toBeGreaterThan(0.95);
    for (const d of inputs.dishes) expect(inputs.art.get(d.picture)?.body, d.name).toMatch(/^<g|^<path/);
    const byName = (name: string) => inputs.dishes.find((d) => d.name === name);
    expect(byName('Hyderabadi Chicken Dum Biryani')?.picture).toBe('pot-of-food');
    expect(byName('Masala Dosa')?.picture).toBe('flatbread');
    expect(byName('Veg Momos')?.picture).toBe('dumpling');
    expect(byName('Masala Chai')?.picture).toBe('teacup-without-handle');
    const lotus = byName('Crispy Lotus Stem');
    expect(lotus?.art).toBeUndefined();
    expect(lotus?.picture).toBe(inputs.cuisines.find((c) => c.slug === 'pan-asian')?.art);
  });

  it('keeps only the pictures the data names, not the whole set', () => {
    const named = new Set(inputs.dishes.map((d) => d.picture));
    expect(inputs.art.size).toBeLessThan(named.size + inputs.cuisines.length + 8);
    expect(inputs.art.has('red-heart')).toBe(false);
  });

  it('refuses a picture name the set does not have, naming the file, entry and field', () => {
    const dishes = readFileSync('data/dishes.json', 'utf8').replace('"art": "curry-rice"', '"art": "biriyani-rice"');
    expect(() => withBrokenFile('data/dishes.json', dishes, loadGeneratorInputs)).toThrow(
      /data\/dishes\.json is not valid:\n {2}- entry "[a-z-]+" item \d+: field "art" names "biriyani-rice", which is not a picture of the Fluent Emoji Flat set \(similar: [a-z-]*rice/,
    );
    const list = JSON.parse(readFileSync('data/cuisines.json', 'utf8')) as Cuisine[];
    list[0] = { ...list[0], art: 'tandoori-unicorn' } as Cuisine;
    expect(() => withBrokenFile('data/cuisines.json', JSON.stringify(list), loadGeneratorInputs)).toThrow(
      /data\/cuisines\.json is not valid:\n {2}- entry 0 \(slug "afghani"\): field "art" names "tandoori-unicorn", which is not a picture/,
    );
    expect(
      problemsOf(() => resolveDishes({ 'north-indian': [dish('Dal', { art: 'Curry Rice' })] }, cuisines)),
    ).toContain(
      'entry "north-indian" item 0: field "art" must be a picture name: lowercase words joined by hyphens, such as curry-rice',
    );
  });
});

describe('slugify', () => {
  it('makes lowercase hyphenated slugs without accents', () => {
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
    expect(slugify("Sharma's Dhaba & Grill")).toBe('sharma-s-dhaba-and-grill');
  });
});
