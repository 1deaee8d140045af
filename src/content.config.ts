import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { fileURLToPath } from 'node:url';
import { citySchema, cuisineSchema, DataFileError, localitySchema } from './lib/dataSchemas.ts';
import { checkReferences, loadDataFile, type DataFileEntries } from './server/data/dataFiles.ts';

// The data files are validated as a whole (duplicates, cross references) before Astro sees
// an entry, so a bad edit fails the build with the file, the entry and the field named.
function loadAll(root: string): DataFileEntries {
  const data = {
    cities: loadDataFile('cities', root),
    cuisines: loadDataFile('cuisines', root),
    localities: loadDataFile('localities', root),
  };
  const problems = checkReferences(data);
  if (problems.length) throw new DataFileError('data/localities.json', problems);
  return data;
}

/** A loader over one data file, keyed by `idOf`. */
function dataFileLoader<K extends keyof DataFileEntries>(
  kind: K,
  idOf: (entry: DataFileEntries[K][number]) => string,
): Loader {
  return {
    name: `data-${kind}`,
    load: async ({ store, parseData, config }) => {
      const entries = loadAll(fileURLToPath(config.root))[kind];
      store.clear();
      for (const entry of entries) {
        const id = idOf(entry);
        store.set({ id, data: await parseData({ id, data: { ...entry } }) });
      }
    },
  };
}

const cities = defineCollection({ loader: dataFileLoader('cities', (c) => c.slug), schema: citySchema });
const cuisines = defineCollection({ loader: dataFileLoader('cuisines', (c) => c.slug), schema: cuisineSchema });
const localities = defineCollection({
  loader: dataFileLoader('localities', (l) => `${l.city}/${l.name}`),
  schema: localitySchema,
});

/** Info pages of the footer (`/about`, `/privacy-policy`, ...), one Markdown file each. */
const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './data/pages' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(20).max(170),
    heading: z.string().optional(),
  }),
});

export const collections = { cities, cuisines, localities, pages };
