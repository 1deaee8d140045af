import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { citySchema, cuisineSchema, localitySchema } from './lib/dataSchemas.ts';
import { loadDataFile, checkReferences } from './server/data/dataFiles.ts';
import { DataFileError } from './lib/dataSchemas.ts';

// The data files are validated as a whole (duplicates, cross references) before Astro sees
// an entry, so a bad edit fails the build with the file, the entry and the field named.
function loadAll() {
  const data = { cities: loadDataFile('cities'), cuisines: loadDataFile('cuisines'), localities: loadDataFile('localities') };
  const problems = checkReferences(data);
  if (problems.length) throw new DataFileError('data/localities.json', problems);
  return data;
}

const cities = defineCollection({
  loader: async () => loadAll().cities.map((city) => ({ id: city.slug, ...city })),
  schema: citySchema,
});

const cuisines = defineCollection({
  loader: async () => loadAll().cuisines.map((cuisine) => ({ id: cuisine.slug, ...cuisine })),
  schema: cuisineSchema,
});

const localities = defineCollection({
  loader: async () => loadAll().localities.map((l) => ({ id: `${l.city}/${l.name}`, ...l })),
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
