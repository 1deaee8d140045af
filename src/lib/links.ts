/** Slugs and restaurant links: one rule for the catalog, the cart and the pages. */

/** Lowercase words joined by hyphens; accents dropped, '&' read as 'and' ("Crème & Co." → "creme-and-co"). */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a restaurant link is built from. */
export interface RestaurantLinkParts {
  id: string;
  name: string;
  locality?: string | undefined;
  slugs?: { city?: string | undefined } | undefined;
}

/**
 * The menu page's path, the spec's rule: `/restaurants/{name}-{locality}-{city slug}-{id}`. The
 * menu route reads only the last dash-separated piece, the id; the rest is for people and
 * search engines.
 */
export function restaurantPath(restaurant: RestaurantLinkParts): string {
  const { id, name, locality = '', slugs } = restaurant;
  const pieces = [slugify(name), slugify(locality), slugify(slugs?.city ?? ''), encodeURIComponent(id)];
  return `/restaurants/${pieces.filter(Boolean).join('-')}`;
}

/** A city's page: `/city/{city slug}`. */
export function cityPath(citySlug: string): string {
  return `/city/${citySlug}`;
}

/** A neighbourhood page: `/city/{city slug}/{slug of the locality's name}` (data/localities.json). */
export function localityPath(citySlug: string, localityName: string): string {
  return `${cityPath(citySlug)}/${slugify(localityName)}`;
}
