/**
 * Schemas and loaders of the editors' catalog tuning files: the themed collections
 * (data/collections.json), how often each cuisine is a restaurant's main cuisine
 * (data/cuisine-weights.json), the cities of the all-India pages (data/featured-cities.json) and
 * the holidays and restaurants' own opening hours (data/hours.json, read by hoursFile.ts).
 * Errors name the file, the entry and the field, like src/lib/dataSchemas.ts.
 */
import { prefixedLocales } from '#src/i18n/locales.ts';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'astro/zod';
import type { FilterKey, SortKey } from '#src/lib/catalogTypes.ts';
import {
  artName,
  DataFileError,
  parseDataJson,
  slugPattern,
  validateEntries,
  type City,
  type Cuisine,
} from '#src/lib/dataSchemas.ts';
import { filterKeys, sortKeys } from '#src/lib/listingOptions.ts';
import { generatorFiles } from './generatorFiles.ts';
import { validateHoursFile, type HoursFile } from './hoursFile.ts';

const text = z.string({ error: 'is required and must be a string' }).trim().min(1, { error: 'must not be empty' });
const slug = z
  .string({ error: 'is required and must be a string' })
  .regex(slugPattern, { error: 'must be lowercase words joined by hyphens' });

/** One themed collection of data/collections.json. */
export const collectionEntrySchema = z.object({
  id: slug,
  title: text.max(40, { error: 'must be at most 40 characters' }),
  description: text.max(160, { error: 'must be at most 160 characters' }),
  facets: z.array(
    z.enum(filterKeys as [FilterKey, ...FilterKey[]], { error: `must each be one of ${filterKeys.join(', ')}` }),
    { error: 'must be a list of filters' },
  ),
  minRating: z
    .number({ error: 'must be a rating from 0 to 5' })
    .min(0, { error: 'must be a rating from 0 to 5' })
    .max(5, { error: 'must be a rating from 0 to 5' })
    .optional(),
  sortBy: z.enum(sortKeys as [SortKey, ...SortKey[]], { error: `must be one of ${sortKeys.join(', ')}` }),
  /** Its title and description in other languages (English where one is not given). */
  translations: z
    .partialRecord(
      z.enum(prefixedLocales, { error: `must be keyed by ${prefixedLocales.join(', ')}` }),
      z.object({
        title: text.max(60, { error: 'must be at most 60 characters' }),
        description: text.max(200, { error: 'must be at most 200 characters' }),
      }),
    )
    .optional(),
  /** The collection's picture (a plate when left out). */
  art: artName.optional(),
});
/** A themed collection as an editor writes it. */
export type CollectionEntry = z.infer<typeof collectionEntrySchema>;

const weight = z
  .number({ error: 'must be a number' })
  .min(0, { error: 'must be 0 or more' })
  .max(100, { error: 'must be at most 100' });
/** data/cuisine-weights.json: main-cuisine weights across India, and extra weights per state. */
export const cuisineWeightsSchema = z.object(
  {
    national: z.record(slug, weight, { error: 'must map cuisine slugs to weights' }),
    byState: z.record(text, z.record(slug, weight, { error: 'must map cuisine slugs to weights' }), {
      error: 'must map state names to weights',
    }),
  },
  { error: 'the file must hold an object with "national" and "byState"' },
);
/** How often each cuisine is a restaurant's main cuisine (1 when not listed), and regional extras. */
export type CuisineWeights = z.infer<typeof cuisineWeightsSchema>;

/** The tuning the catalog reads, validated and cross-checked against cities and cuisines. */
export interface EditorTuning {
  collections: CollectionEntry[];
  cuisineWeights: CuisineWeights;
  featuredCities: string[];
  hours: HoursFile;
}

/** Validates data/collections.json: unique ids, each with known filters and sort. */
export function validateCollections(raw: unknown, file: string = generatorFiles.collections): CollectionEntry[] {
  return validateEntries(file, raw, collectionEntrySchema, 'id');
}

/** Validates data/cuisine-weights.json: every slug a cuisine, every state one of a city. */
export function validateCuisineWeights(
  raw: unknown,
  cities: readonly City[],
  cuisines: readonly Cuisine[],
  file: string = generatorFiles.cuisineWeights,
): CuisineWeights {
  const result = cuisineWeightsSchema.safeParse(raw);
  if (!result.success) {
    throw new DataFileError(
      file,
      result.error.issues.map((issue) => {
        const [top, key, ...rest] = issue.path;
        const where =
          top === undefined
            ? 'the file'
            : key === undefined
              ? `entry "${String(top)}"`
              : `entry "${String(top)}.${String(key)}"`;
        return `${where}: field "${rest.length ? rest.join('.') : '(entry)'}" ${issue.message}`;
      }),
    );
  }
  const problems: string[] = [];
  const slugs = new Set(cuisines.map((c) => c.slug));
  const states = new Set(cities.map((c) => c.state));
  for (const key of Object.keys(result.data.national))
    if (!slugs.has(key)) problems.push(`entry "national": field "${key}" is not a cuisine of data/cuisines.json`);
  for (const [state, weights] of Object.entries(result.data.byState)) {
    if (!states.has(state)) problems.push(`entry "byState": field "${state}" is not a state of data/cities.json`);
    for (const key of Object.keys(weights))
      if (!slugs.has(key))
        problems.push(`entry "byState.${state}": field "${key}" is not a cuisine of data/cuisines.json`);
  }
  if (problems.length) throw new DataFileError(file, problems);
  return result.data;
}

/** Validates data/featured-cities.json: a list of city slugs of data/cities.json, none twice. */
export function validateFeaturedCities(
  raw: unknown,
  cities: readonly City[],
  file: string = generatorFiles.featuredCities,
): string[] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw new DataFileError(file, ['the file must hold a JSON array of city slugs']);
  const known = new Set(cities.map((c) => c.slug));
  const seen = new Set<string>();
  const problems: string[] = [];
  raw.forEach((value, index) => {
    if (typeof value !== 'string' || !known.has(value))
      problems.push(`entry ${index}: field "(entry)" must be a city slug of data/cities.json`);
    else if (seen.has(value)) problems.push(`entry ${index}: field "(entry)" lists "${value}" twice`);
    else seen.add(value);
  });
  if (problems.length) throw new DataFileError(file, problems);
  return raw as string[];
}

function readJson(root: string, file: string): unknown {
  const path = resolve(root, file);
  if (!existsSync(path)) throw new DataFileError(file, ['the file cannot be read (ENOENT)']);
  return parseDataJson(file, readFileSync(path, 'utf8'));
}

/** Loads and checks the tuning files under `root`; `hoursFile` (a path under `root` or absolute) replaces data/hours.json. */
export function loadEditorTuning(
  root: string,
  cities: readonly City[],
  cuisines: readonly Cuisine[],
  hoursFile: string = generatorFiles.hours,
): EditorTuning {
  return {
    collections: validateCollections(readJson(root, generatorFiles.collections)),
    cuisineWeights: validateCuisineWeights(readJson(root, generatorFiles.cuisineWeights), cities, cuisines),
    featuredCities: validateFeaturedCities(readJson(root, generatorFiles.featuredCities), cities),
    hours: validateHoursFile(readJson(root, hoursFile), cities, hoursFile),
  };
}
