import { describe, expect, it } from 'vitest';
import type { Cuisine } from '#src/lib/dataSchemas.ts';
import { slugify } from '#src/lib/links.ts';
import { loadGeneratorInputs, resolveDishes, validateAreaNames, validateRestaurantNames } from './catalogSchemas.ts';
import { problemsOf, withBrokenFile } from './fixtures/dataFileErrors.ts';

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

describe('slugify', () => {
  it('makes lowercase hyphenated slugs without accents', () => {
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
    expect(slugify("Sharma's Dhaba & Grill")).toBe('sharma-s-dhaba-and-grill');
  });
});
