/** Reads and validates the editors' data files from disk (build, scripts and server start). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { slugify } from '#src/lib/links.ts';
import {
  DataFileError,
  dataFiles,
  parseDataJson,
  validateEntries,
  type City,
  type Cuisine,
  type Locality,
} from '#src/lib/dataSchemas.ts';

/** The entries of each data file, by name. */
export interface DataFileEntries {
  cities: City[];
  cuisines: Cuisine[];
  localities: Locality[];
}

/** Validates raw JSON text of one data file; throws a DataFileError naming file, entry and field. */
export function validateDataText<K extends keyof DataFileEntries>(
  kind: K,
  text: string,
  file: string = dataFiles[kind].file,
): DataFileEntries[K] {
  const { schema, key } = dataFiles[kind];
  const raw = parseDataJson(file, text);
  if (kind === 'localities') {
    // Two names with the same slug would share one page address (/city/{city}/{slug}).
    return validateEntries(file, raw, schema, key, (entry) => localityKey(entry as Locality)) as DataFileEntries[K];
  }
  return validateEntries(file, raw, schema, key) as DataFileEntries[K];
}

/** A locality's page address under its city, which must be unique: `{city}/{slug of name}`. */
export function localityKey(locality: Pick<Locality, 'city' | 'name'>): string {
  return `${locality.city}/${slugify(locality.name)}`;
}

/** Loads one data file relative to `root` (the project folder by default). */
export function loadDataFile<K extends keyof DataFileEntries>(
  kind: K,
  root: string = process.cwd(),
): DataFileEntries[K] {
  const file = dataFiles[kind].file;
  let text: string;
  try {
    text = readFileSync(resolve(root, file), 'utf8');
  } catch (error) {
    throw new DataFileError(file, [`the file cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`]);
  }
  return validateDataText(kind, text, file);
}

/** Cross-file rules: every locality names a city that exists. */
export function checkReferences(data: DataFileEntries): string[] {
  const slugs = new Set(data.cities.map((c) => c.slug));
  return data.localities.flatMap((l, index) =>
    slugs.has(l.city)
      ? []
      : [
          `${dataFiles.localities.file}: entry ${index} (name "${l.name}"): field "city" names "${l.city}", which is not in ${dataFiles.cities.file}`,
        ],
  );
}
