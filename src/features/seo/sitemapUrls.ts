/** Every prebuilt page's path, for the sitemap: locate, info, city, best-restaurant and cuisine pages. */
import { getCollection } from 'astro:content';

/** The paths of all prebuilt, indexable pages. */
export async function prebuiltPaths(): Promise<string[]> {
  const [cities, cuisines, pages] = await Promise.all([getCollection('cities'), getCollection('cuisines'), getCollection('pages')]);
  return [
    '/locate',
    '/restaurants-near-me',
    '/best-restaurants-near-me',
    ...cities.flatMap((c) => [`/city/${c.data.slug}`, `/city/${c.data.slug}/best-restaurants`]),
    ...cuisines.map((c) => `/${c.data.slug}-restaurants-near-me`),
    ...pages.map((p) => `/${p.id}`),
  ];
}
