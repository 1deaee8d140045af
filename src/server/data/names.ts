/**
 * City, state and cuisine names in each language's script (data/names.json), checked against
 * data/cities.json and data/cuisines.json: every city, every state they name and every cuisine
 * has a name in every language, and the file names nothing else.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale, PrefixedLocale } from '#src/i18n/locales.ts';
import {
  DataFileError,
  namesFileSchema,
  parseDataJson,
  type City,
  type Cuisine,
  type LocalNames,
  type NamesFile,
} from '#src/lib/dataSchemas.ts';
import { loadDataFile } from './dataFiles.ts';

/** Where the names live, relative to the project folder. */
export const namesFile = 'data/names.json';

/** What a name belongs to: a city (by slug), a state (by its English name) or a cuisine (by slug). */
export type NameKind = 'city' | 'state' | 'cuisine';

const sections = { city: 'cities', state: 'states', cuisine: 'cuisines' } as const;

/** The English names the file must cover, by section: what data/cities.json and data/cuisines.json hold. */
function englishNames(
  cities: readonly City[],
  cuisines: readonly Cuisine[],
): Record<keyof NamesFile, Map<string, string>> {
  return {
    cities: new Map(cities.map((c) => [c.slug, c.name])),
    states: new Map(cities.map((c) => [c.state, c.state])),
    cuisines: new Map(cuisines.map((c) => [c.slug, c.name])),
  };
}

const sources: Record<keyof NamesFile, string> = {
  cities: 'a city slug of data/cities.json',
  states: 'a state named in data/cities.json',
  cuisines: 'a cuisine slug of data/cuisines.json',
};

/** Validates the names file's text; throws a DataFileError naming the section, the entry and the language. */
export function validateNamesText(
  text: string,
  cities: readonly City[],
  cuisines: readonly Cuisine[],
  file = namesFile,
): NamesFile {
  const result = namesFileSchema.safeParse(parseDataJson(file, text));
  if (!result.success) {
    throw new DataFileError(
      file,
      result.error.issues.map((issue) => {
        const [section, key, ...field] = issue.path.map(String);
        if (key === undefined) return `${section ?? '(file)'}: ${issue.message}`;
        return `${section} "${key}"${field.length ? `: field "${field.join('.')}"` : ':'} ${issue.message}`;
      }),
    );
  }
  const problems: string[] = [];
  const english = englishNames(cities, cuisines);
  for (const section of Object.keys(english) as (keyof NamesFile)[]) {
    const written = result.data[section];
    for (const key of Object.keys(written))
      if (!english[section].has(key)) problems.push(`${section} "${key}": is not ${sources[section]}`);
    for (const [key, name] of english[section])
      if (!Object.hasOwn(written, key))
        problems.push(`${section} "${key}": ${name} has no names here (add one in every language)`);
  }
  if (problems.length) throw new DataFileError(file, problems);
  return result.data;
}

/** Names by kind and language, with English from the data files. */
export interface PlaceNames {
  /** The name of a city, state or cuisine in `locale`, or its English name (or `key` when nothing knows it). */
  name(kind: NameKind, key: string, locale: Locale): string;
  /** Every language's name of an entry, English first; empty for an unknown key. */
  all(kind: NameKind, key: string): string[];
}

/** Names over a validated file and the English data. */
export function placeNamesOf(file: NamesFile, cities: readonly City[], cuisines: readonly Cuisine[]): PlaceNames {
  const english = englishNames(cities, cuisines);
  const local = (kind: NameKind, key: string): LocalNames | undefined =>
    Object.hasOwn(file[sections[kind]], key) ? file[sections[kind]][key] : undefined;
  return {
    name(kind, key, locale) {
      const en = english[sections[kind]].get(key) ?? key;
      return locale === 'en' ? en : (local(kind, key)?.[locale as PrefixedLocale] ?? en);
    },
    all(kind, key) {
      const en = english[sections[kind]].get(key);
      const names = local(kind, key);
      return en === undefined ? [] : [en, ...(names ? Object.values(names) : [])];
    },
  };
}

/** Reads and checks data/names.json under `root` against that folder's cities and cuisines. */
export function loadPlaceNames(root: string = process.cwd()): PlaceNames {
  const cities = loadDataFile('cities', root);
  const cuisines = loadDataFile('cuisines', root);
  let text: string;
  try {
    text = readFileSync(resolve(root, namesFile), 'utf8');
  } catch (error) {
    throw new DataFileError(namesFile, [
      `the file cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    ]);
  }
  return placeNamesOf(validateNamesText(text, cities, cuisines), cities, cuisines);
}

let shared: PlaceNames | undefined;

/**
 * A city's, state's or cuisine's name as a diner of `locale` writes it ("bangalore" in Tamil is
 * பெங்களூரு), falling back to English; the file is read on first use.
 */
export function placeName(kind: NameKind, key: string, locale: Locale): string {
  shared ??= loadPlaceNames();
  return shared.name(kind, key, locale);
}

/**
 * A name as a page in `locale` writes it: English pages keep the English name given, other
 * languages take data/names.json's, and a key the file does not know keeps the English name.
 */
export function localisedName(kind: NameKind, key: string, english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const named = placeName(kind, key, locale);
  return named === key ? english : named;
}
