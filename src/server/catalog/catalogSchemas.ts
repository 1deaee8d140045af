/**
 * Schemas and loaders of the catalog generator's own data files (data/dishes.json,
 * data/restaurant-names.json, data/area-names.json). Errors name the file, the entry and the
 * field, in the style of src/lib/dataSchemas.ts. Plain TypeScript (no astro:*), so the bench
 * script can load it under Node.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'astro/zod';
import {
  artName,
  DataFileError,
  dataFiles,
  parseDataJson,
  slugPattern,
  type City,
  type Cuisine,
  type Locality,
} from '#src/lib/dataSchemas.ts';
import { slugify } from '#src/lib/links.ts';
import { artProblem, defaultArt, readArtSet, type ArtIcons, type ArtSet } from './art.ts';
import { loadDataFile } from '../data/dataFiles.ts';
import { loadEditorTuning, type EditorTuning } from './editorFiles.ts';
import { generatorFiles } from './generatorFiles.ts';

const text = z.string({ error: 'is required and must be a string' }).trim().min(1, { error: 'must not be empty' });

/** One dish as an editor writes it under a cuisine of data/dishes.json. */
export const dishSchema = z
  .object({
    name: text.max(80, { error: 'must be at most 80 characters' }),
    description: z
      .string({ error: 'is required and must be a string' })
      .trim()
      .min(40, { error: 'must be 40 to 160 characters' })
      .max(160, { error: 'must be 40 to 160 characters' }),
    veg: z.boolean({ error: 'is required and must be true or false' }),
    /** A dish with egg but no meat or fish (an egg roll, most cakes): marked with the egg mark, shown in "Veg + egg" mode. */
    egg: z.boolean({ error: 'must be true or false' }).optional(),
    price: z
      .number({ error: 'is required and must be a number of rupees' })
      .int({ error: 'must be a whole number of rupees' })
      .min(10, { error: 'must be at least 10 rupees' })
      .max(5000, { error: 'must be at most 5000 rupees' }),
    category: text.max(40, { error: 'must be at most 40 characters' }),
    customisable: z.boolean({ error: 'must be true or false' }).optional(),
    /** The dish's picture; without one the dish gets its cuisine's. */
    art: artName.optional(),
  })
  .refine((dish) => !(dish.veg && dish.egg), {
    error: 'egg: a dish with egg is not veg; set veg to false',
    path: ['egg'],
  });
/** A dish as an editor writes it. */
export type DishEntry = z.infer<typeof dishSchema>;

/**
 * data/dishes.json: cuisine slug → its dishes. Each entry is a dish object, or the name of a
 * dish defined under another cuisine; entries are checked one by one (resolveDishes) so an
 * error names the field of the dish rather than "matches neither form".
 */
export const dishesFileSchema = z.record(
  z.string().regex(slugPattern, { error: 'must be a cuisine slug such as north-indian' }),
  z.array(z.unknown(), { error: 'must be a list of dishes' }).min(1, { error: 'must list at least one dish' }),
  { error: 'the file must hold a JSON object of cuisine slug to list of dishes' },
);

const partKey = /^[a-zA-Z]+$/;
/** data/restaurant-names.json: name parts and templates per cuisine ('*' for any cuisine). */
export const restaurantNamesSchema = z.object({
  parts: z.record(
    z.string().regex(partKey, { error: 'must be a single word of letters, such as eatery' }),
    z.array(text, { error: 'must be a list of words' }).min(1, { error: 'must list at least one word' }),
  ),
  templates: z.record(
    z.string().refine((k) => k === '*' || slugPattern.test(k), { error: 'must be a cuisine slug or *' }),
    z.array(text, { error: 'must be a list of templates' }).min(1, { error: 'must list at least one template' }),
  ),
});
/** The name parts and templates. */
export type RestaurantNames = z.infer<typeof restaurantNamesSchema>;

/** data/area-names.json: generic area names (for cities without localities) and street names. */
export const areaNamesSchema = z.object({
  areas: z.array(text, { error: 'must be a list of area names' }).min(3, { error: 'must list at least 3 area names' }),
  streets: z
    .array(text, { error: 'must be a list of street names' })
    .min(1, { error: 'must list at least one street name' }),
});
/** The generic area and street names. */
export type AreaNames = z.infer<typeof areaNamesSchema>;

/** Placeholders every template may use besides the name parts. */
export const builtInPlaceholders = ['city', 'locality', 'cuisine'] as const;

/** A dish after references are resolved: one definition, the cuisines that list it. */
export interface DishDef extends DishEntry {
  /** Position in the catalog's dish table (stable for the same file). */
  index: number;
  /** Lowercase hyphenated name, used for image ids. */
  slug: string;
  /** Indexes into the cuisine list of every cuisine that lists the dish. */
  cuisines: number[];
  /** The picture drawn for it: its own `art`, else that of the cuisine it is written under. */
  picture: string;
}

/** Everything the generator reads, validated and cross-checked. */
export interface GeneratorInputs {
  cities: City[];
  cuisines: Cuisine[];
  localities: Locality[];
  dishes: DishDef[];
  /** For each cuisine (same order as `cuisines`), the indexes of its dishes. */
  dishesByCuisine: number[][];
  names: RestaurantNames;
  areas: AreaNames;
  /** Collections, cuisine weights and featured cities (data/collections.json and friends). */
  tuning: EditorTuning;
  /** The pictures the data names (dishes, cuisines, collections), by name. */
  art: ArtIcons;
}

function parseWith<S extends z.ZodType>(file: string, raw: unknown, schema: S): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    // Name the entry the way an editor finds it: the cuisine (or part) key, then the position.
    const [top, index, ...rest] = issue.path;
    const where =
      top === undefined
        ? 'the file'
        : index === undefined
          ? `entry "${String(top)}"`
          : `entry "${String(top)}" item ${String(index)}`;
    const field = rest.length ? rest.join('.') : '(entry)';
    return `${where}: field "${field}" ${issue.message}`;
  });
  throw new DataFileError(file, problems);
}

/**
 * Validates data/dishes.json against the cuisines (and its picture names against `set`, when
 * given); resolves references into one table of dishes.
 */
export function resolveDishes(
  raw: unknown,
  cuisines: readonly Cuisine[],
  file: string = generatorFiles.dishes,
  set?: ArtSet,
): { dishes: DishDef[]; dishesByCuisine: number[][] } {
  const shape = parseWith(file, raw, dishesFileSchema);
  const problems: string[] = [];
  // Each entry: a name (string) or a dish object, validated on its own for precise messages.
  const parsed: Record<string, { i: number; entry: string | DishEntry }[]> = {};
  for (const [slug, entries] of Object.entries(shape)) {
    parsed[slug] = [];
    entries.forEach((entry, i) => {
      if (typeof entry === 'string') {
        if (entry.trim()) parsed[slug]?.push({ i, entry: entry.trim() });
        else problems.push(`entry "${slug}" item ${i}: field "(entry)" must not be empty`);
        return;
      }
      const result = dishSchema.safeParse(entry);
      if (result.success) {
        parsed[slug]?.push({ i, entry: result.data });
        return;
      }
      for (const issue of result.error.issues) {
        const field = issue.path.length ? issue.path.join('.') : '(entry)';
        const message = issue.path.length
          ? issue.message
          : 'must be a dish object or the name of a dish defined elsewhere in the file';
        problems.push(`entry "${slug}" item ${i}: field "${field}" ${message}`);
      }
    });
  }
  const cuisineIndex = new Map(cuisines.map((c, i) => [c.slug, i]));
  const dishes: DishDef[] = [];
  const byName = new Map<string, DishDef>();
  // First pass: definitions, in file order, so a reference may point forwards or backwards.
  for (const [slug, entries] of Object.entries(parsed)) {
    if (!cuisineIndex.has(slug)) problems.push(`entry "${slug}": field "(key)" is not a cuisine of data/cuisines.json`);
    for (const { i, entry } of entries) {
      if (typeof entry === 'string') continue;
      const key = entry.name.toLowerCase();
      const first = byName.get(key);
      if (first) {
        problems.push(`entry "${slug}" item ${i}: field "name" defines "${entry.name}" again; list it by name instead`);
        continue;
      }
      if (entry.art && set) {
        const problem = artProblem(set, entry.art);
        if (problem) problems.push(`entry "${slug}" item ${i}: field "art" ${problem}`);
      }
      const picture = entry.art ?? cuisines[cuisineIndex.get(slug) ?? -1]?.art ?? defaultArt;
      const dish: DishDef = { ...entry, index: dishes.length, slug: slugify(entry.name), cuisines: [], picture };
      dishes.push(dish);
      byName.set(key, dish);
    }
  }
  const dishesByCuisine: number[][] = cuisines.map(() => []);
  for (const [slug, entries] of Object.entries(parsed)) {
    const c = cuisineIndex.get(slug);
    const seen = new Set<number>();
    for (const { i, entry } of entries) {
      const name = typeof entry === 'string' ? entry : entry.name;
      const dish = byName.get(name.toLowerCase());
      if (!dish) {
        problems.push(`entry "${slug}" item ${i}: "${name}" names no dish defined in the file`);
        continue;
      }
      if (seen.has(dish.index)) {
        problems.push(`entry "${slug}" item ${i}: "${name}" is listed twice under this cuisine`);
        continue;
      }
      seen.add(dish.index);
      if (c !== undefined) {
        dishesByCuisine[c]?.push(dish.index);
        dish.cuisines.push(c);
      }
    }
  }
  const slugs = new Map<string, string>();
  for (const dish of dishes) {
    const other = slugs.get(dish.slug);
    if (other) problems.push(`dish "${dish.name}": its image id (${dish.slug}) clashes with "${other}"; rename one`);
    slugs.set(dish.slug, dish.name);
  }
  cuisines.forEach((cuisine, i) => {
    const count = dishesByCuisine[i]?.length ?? 0;
    if (count < 4)
      problems.push(
        `entry "${cuisine.slug}": lists ${count} dishes; every cuisine of data/cuisines.json needs at least 4`,
      );
  });
  if (problems.length) throw new DataFileError(file, problems);
  return { dishes, dishesByCuisine };
}

/** Validates data/restaurant-names.json: a '*' template list, known cuisines and placeholders. */
export function validateRestaurantNames(
  raw: unknown,
  cuisines: readonly Cuisine[],
  file: string = generatorFiles.restaurantNames,
): RestaurantNames {
  const names = parseWith(file, raw, restaurantNamesSchema);
  const problems: string[] = [];
  const slugs = new Set(cuisines.map((c) => c.slug));
  const known = new Set<string>([...Object.keys(names.parts), ...builtInPlaceholders]);
  if (!names.templates['*'])
    problems.push('entry "templates": field "*" is required: the templates used for any cuisine');
  for (const [key, templates] of Object.entries(names.templates)) {
    if (key !== '*' && !slugs.has(key))
      problems.push(`entry "templates.${key}": field "(key)" is not a cuisine of data/cuisines.json`);
    templates.forEach((template, i) => {
      for (const match of template.matchAll(/\{([^}]*)\}/g)) {
        const name = match[1] ?? '';
        if (!known.has(name))
          problems.push(
            `entry "templates.${key}" item ${i}: placeholder {${name}} is neither a part nor one of ${builtInPlaceholders.map((p) => `{${p}}`).join(', ')}`,
          );
      }
    });
  }
  if (problems.length) throw new DataFileError(file, problems);
  return names;
}

/** Validates data/area-names.json: {city} is the only placeholder. */
export function validateAreaNames(raw: unknown, file: string = generatorFiles.areaNames): AreaNames {
  const areas = parseWith(file, raw, areaNamesSchema);
  const problems: string[] = [];
  for (const [list, values] of Object.entries(areas)) {
    values.forEach((value, i) => {
      for (const match of value.matchAll(/\{([^}]*)\}/g)) {
        if (match[1] !== 'city')
          problems.push(`entry "${list}" item ${i}: placeholder {${match[1] ?? ''}} is not allowed; only {city} is`);
      }
    });
  }
  if (problems.length) throw new DataFileError(file, problems);
  return areas;
}

function readJson(root: string, file: string): unknown {
  return parseDataJson(file, readFileSync(resolve(root, file), 'utf8'));
}

/** Checks that every picture a list of entries names is in the set; throws naming the entry. */
function checkArt(
  file: string,
  set: ArtSet,
  entries: readonly { art?: string | undefined }[],
  label: (index: number) => string,
): void {
  const problems = entries.flatMap((entry, index) => {
    const problem = entry.art ? artProblem(set, entry.art) : undefined;
    return problem ? [`entry ${index} (${label(index)}): field "art" ${problem}`] : [];
  });
  if (problems.length) throw new DataFileError(file, problems);
}

/** Loads and checks every generator input from `root` (the project folder by default); `hoursFile` replaces data/hours.json. */
export function loadGeneratorInputs(root: string = process.cwd(), hoursFile?: string): GeneratorInputs {
  const cities = loadDataFile('cities', root);
  const cuisines = loadDataFile('cuisines', root);
  // Localities cover only the big cities; without the file every city gets generic areas.
  const localities = existsSync(resolve(root, 'data/localities.json')) ? loadDataFile('localities', root) : [];
  const set = readArtSet();
  checkArt(dataFiles.cuisines.file, set, cuisines, (i) => `slug "${cuisines[i]?.slug}"`);
  const { dishes, dishesByCuisine } = resolveDishes(
    readJson(root, generatorFiles.dishes),
    cuisines,
    generatorFiles.dishes,
    set,
  );
  const names = validateRestaurantNames(readJson(root, generatorFiles.restaurantNames), cuisines);
  const areas = validateAreaNames(readJson(root, generatorFiles.areaNames));
  const tuning = loadEditorTuning(root, cities, cuisines, hoursFile);
  checkArt(generatorFiles.collections, set, tuning.collections, (i) => `id "${tuning.collections[i]?.id}"`);
  // Only the pictures the data names stay in memory; the rest of the set is dropped here.
  const art = set.pick([
    defaultArt,
    ...cuisines.flatMap((c) => (c.art ? [c.art] : [])),
    ...dishes.map((d) => d.picture),
    ...tuning.collections.flatMap((c) => (c.art ? [c.art] : [])),
  ]);
  return { cities, cuisines, localities, dishes, dishesByCuisine, names, areas, tuning, art };
}
