/** Every prebuilt page's path, for the sitemap: locate, info, city, best-restaurant, neighbourhood and cuisine pages. */
import { getCollection } from 'astro:content';
import { bestRestaurantsPath, cityPath, cuisineNearMePath, localityPath } from '#src/lib/links.ts';
import { sitemapParts, type SitemapPart } from './sitemap';

/** The paths of the prebuilt, indexable pages that exist in every language (the info pages are English only). */
export async function prebuiltPaths(): Promise<string[]> {
  const [cities, cuisines, localities] = await Promise.all([
    getCollection('cities'),
    getCollection('cuisines'),
    getCollection('localities'),
  ]);
  return [
    '/locate',
    '/restaurants-near-me',
    '/best-restaurants-near-me',
    ...cities.flatMap((c) => [cityPath(c.data.slug), bestRestaurantsPath(c.data.slug)]),
    ...localities.map((l) => localityPath(l.data.city, l.data.name)),
    ...cuisines.map((c) => cuisineNearMePath(c.data.slug)),
  ];
}

/** The footer's info pages: written in English only. */
export async function englishOnlyPaths(): Promise<string[]> {
  return (await getCollection('pages')).map((p) => `/${p.id}`);
}

/**
 * Every child sitemap of the index: `pages` (the prebuilt pages), then `restaurants-{city slug}`
 * per city with the paths `restaurantPaths` gives (the catalog's, passed in by the route).
 */
export async function siteSitemapParts(restaurantPaths: (citySlug: string) => string[]): Promise<SitemapPart[]> {
  const cities = await getCollection('cities');
  return [
    ...sitemapParts('pages', await prebuiltPaths()),
    ...sitemapParts('info', await englishOnlyPaths()),
    ...cities.flatMap((c) => sitemapParts(`restaurants-${c.data.slug}`, restaurantPaths(c.data.slug))),
  ];
}
