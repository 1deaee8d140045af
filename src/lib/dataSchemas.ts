/**
 * Schemas of the editors' data files, shared by the content collections (build) and
 * `npm run check:data`. Every problem is reported with the file, the entry and the field.
 * Plain TypeScript with no astro:* imports, so scripts can load it under Node.
 */
import { z } from 'astro/zod';
import { localeInfo, prefixedLocales, type PrefixedLocale, type Script } from '#src/i18n/locales.ts';
import { slugify } from './links.ts';

/** Lowercase words joined by single hyphens, as in `port-blair` or `noida-1`. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = z.string({ error: 'is required and must be a string' }).regex(slugPattern, {
  error: 'must be lowercase words joined by hyphens, such as port-blair',
});
const text = z.string({ error: 'is required and must be a string' }).trim().min(1, { error: 'must not be empty' });
/**
 * The name of a food picture of the artwork set (src/server/catalog/art.ts), such as curry-rice;
 * whether the set has it is checked when the catalog's data is loaded.
 */
export const artName = z.string({ error: 'must be a string' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'must be a picture name: lowercase words joined by hyphens, such as curry-rice',
});
/**
 * An editor's introduction to a city or cuisine page: plain text of one or two short paragraphs
 * (a blank line between them). Optional: without it the page writes a sentence from its numbers.
 */
const intro = z
  .string({ error: 'must be a string' })
  .trim()
  .min(80, { error: 'must be at least 80 characters (or leave the field out)' })
  .max(900, { error: 'must be at most 900 characters' })
  .optional();
/** India's mainland and islands sit inside this box. */
export const indiaBounds = { minLat: 6.5, maxLat: 37.6, minLng: 68, maxLng: 97.5 } as const;
const latitude = z
  .number({ error: 'is required and must be a number' })
  .min(indiaBounds.minLat, {
    error: `must be a latitude inside India (${indiaBounds.minLat} to ${indiaBounds.maxLat})`,
  })
  .max(indiaBounds.maxLat, {
    error: `must be a latitude inside India (${indiaBounds.minLat} to ${indiaBounds.maxLat})`,
  });
const longitude = z
  .number({ error: 'is required and must be a number' })
  .min(indiaBounds.minLng, {
    error: `must be a longitude inside India (${indiaBounds.minLng} to ${indiaBounds.maxLng})`,
  })
  .max(indiaBounds.maxLng, {
    error: `must be a longitude inside India (${indiaBounds.minLng} to ${indiaBounds.maxLng})`,
  });

/** One city of `data/cities.json`. */
export const citySchema = z.object({
  slug,
  name: text,
  state: text,
  lat: latitude,
  lng: longitude,
  population: z
    .number({ error: 'must be a whole number or null' })
    .int({ error: 'must be a whole number' })
    .nonnegative()
    .nullable(),
  geonameId: z.number().int().positive().optional(),
  intro,
});
/** A city as the pages and services use it. */
export type City = z.infer<typeof citySchema>;

/** One cuisine of `data/cuisines.json`. */
export const cuisineSchema = z.object({
  slug,
  name: text,
  description: text.optional(),
  intro,
  /** The cuisine's picture, also drawn for its dishes that name none. */
  art: artName.optional(),
});
/** A cuisine as the pages and services use it. */
export type Cuisine = z.infer<typeof cuisineSchema>;

/** Path segments under /city/{citySlug}/ that belong to other pages, so no locality may take them. */
export const reservedLocalitySlugs: readonly string[] = ['best-restaurants'];

/** One locality of `data/localities.json`; its page is /city/{city}/{slugify(name)}. */
export const localitySchema = z.object({
  city: slug,
  name: text
    .refine((name) => slugify(name) !== '', { error: 'must contain letters or digits (it becomes the page address)' })
    .refine((name) => !reservedLocalitySlugs.includes(slugify(name)), {
      error: `must not read as ${reservedLocalitySlugs.map((s) => `"${s}"`).join(', ')} (that address belongs to another page)`,
    }),
  lat: latitude,
  lng: longitude,
  source: z.string().optional(),
});
/** A locality (neighbourhood) of a big city. */
export type Locality = z.infer<typeof localitySchema>;

/** The letters of each script other than Latin (its Unicode block), with the script's English name. */
const scriptLetters: Record<Exclude<Script, 'latin'>, { pattern: RegExp; name: string }> = {
  devanagari: { pattern: /[\u0900-\u097f]/u, name: 'Devanagari' },
  bengali: { pattern: /[\u0980-\u09ff]/u, name: 'Bengali' },
  tamil: { pattern: /[\u0b80-\u0bff]/u, name: 'Tamil' },
  telugu: { pattern: /[\u0c00-\u0c7f]/u, name: 'Telugu' },
  kannada: { pattern: /[\u0c80-\u0cff]/u, name: 'Kannada' },
};

/** A name written in `locale`'s script: its letters, spaces, hyphens, dots and the joiners that shape its letters. */
function nameIn(locale: PrefixedLocale) {
  const script = localeInfo[locale].script as Exclude<Script, 'latin'>;
  const { pattern, name } = scriptLetters[script];
  const foreign = (value: string) => [
    ...new Set([...value].filter((ch) => !pattern.test(ch) && !/[\s\-.\u200c\u200d]/u.test(ch))),
  ];
  return text.refine((value) => foreign(value).length === 0, {
    error: (issue) =>
      `must be written in ${name} letters (found ${foreign(String(issue.input))
        .map((ch) => `"${ch}"`)
        .join(', ')})`,
  });
}

/** One name in every language but English, which the entry's own file holds. */
export const localNamesSchema = z.strictObject(
  Object.fromEntries(prefixedLocales.map((l) => [l, nameIn(l)])) as Record<PrefixedLocale, ReturnType<typeof nameIn>>,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `names a language the storefront does not have: ${issue.keys.join(', ')}`
        : 'must be an object of names by language',
  },
);
/** A city, state or cuisine written in each language's script. */
export type LocalNames = z.infer<typeof localNamesSchema>;

/** `data/names.json`: city (by slug), state (by its English name) and cuisine (by slug) names in each language. */
export const namesFileSchema = z.strictObject({
  cities: z.record(z.string(), localNamesSchema),
  states: z.record(z.string(), localNamesSchema),
  cuisines: z.record(z.string(), localNamesSchema),
});
/** The names file as read. */
export type NamesFile = z.infer<typeof namesFileSchema>;

/** A data file that failed validation; `problems` holds one line per fault. */
export class DataFileError extends Error {
  readonly file: string;
  readonly problems: string[];
  constructor(file: string, problems: string[]) {
    super(`${file} is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DataFileError';
    this.file = file;
    this.problems = problems;
  }
}

function describeEntry(raw: unknown, index: number, key: string): string {
  const id = raw && typeof raw === 'object' && key in raw ? (raw as Record<string, unknown>)[key] : undefined;
  return typeof id === 'string' && id ? `entry ${index} (${key} "${id}")` : `entry ${index}`;
}

/**
 * Validates a whole data file: a JSON array of entries, each against `schema`, with the
 * `key` field unique across the file. Throws a DataFileError naming file, entry and field.
 */
export function validateEntries<S extends z.ZodType>(
  file: string,
  raw: unknown,
  schema: S,
  key: string,
  uniqueBy: (entry: z.infer<S>) => string = (entry) => String((entry as Record<string, unknown>)[key]),
): z.infer<S>[] {
  if (!Array.isArray(raw)) throw new DataFileError(file, ['the file must hold a JSON array of entries']);
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const entries: z.infer<S>[] = [];
  raw.forEach((item, index) => {
    const where = describeEntry(item, index, key);
    const result = schema.safeParse(item);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.length ? issue.path.join('.') : '(entry)';
        problems.push(`${where}: field "${field}" ${issue.message}`);
      }
      return;
    }
    const id = uniqueBy(result.data);
    const first = seen.get(id);
    if (first !== undefined) problems.push(`${where}: field "${key}" duplicates entry ${first} ("${id}")`);
    else seen.set(id, index);
    entries.push(result.data);
  });
  if (problems.length) throw new DataFileError(file, problems);
  return entries;
}

/** Parses JSON text of a data file, reporting a syntax error with the file name. */
export function parseDataJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DataFileError(file, [`the file is not valid JSON: ${(error as Error).message}`]);
  }
}

/** The editors' data files, with the schema and the key each is checked by. */
export const dataFiles = {
  cities: { file: 'data/cities.json', schema: citySchema, key: 'slug' },
  cuisines: { file: 'data/cuisines.json', schema: cuisineSchema, key: 'slug' },
  localities: { file: 'data/localities.json', schema: localitySchema, key: 'name' },
} as const;
