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
  /** The restaurant's area ("Koramangala"): the locality of its one URL. */
  areaName?: string | undefined;
  /** Used when there is no area; a card's `locality` is its street. */
  locality?: string | undefined;
  slugs?: { city?: string | undefined } | undefined;
}

/**
 * The menu page's one URL, the spec's rule `/restaurants/{name}-{locality}-{city slug}-{id}` with
 * the area as the locality, all slugged. The menu route reads the id from the last dash-separated
 * piece and answers any other form of a restaurant's URL with a 301 to this one, so every link,
 * the canonical URL and the sitemap use it.
 */
export function restaurantPath(restaurant: RestaurantLinkParts): string {
  const { id, name, areaName, locality, slugs } = restaurant;
  const pieces = [
    slugify(name),
    slugify(areaName || locality || ''),
    slugify(slugs?.city ?? ''),
    encodeURIComponent(id),
  ];
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

/** A city's best-restaurants page: `/city/{city slug}/best-restaurants`. */
export function bestRestaurantsPath(citySlug: string): string {
  return `${cityPath(citySlug)}/best-restaurants`;
}

/** A cuisine's near-me page: `/{cuisine slug}-restaurants-near-me`. */
export function cuisineNearMePath(cuisineSlug: string): string {
  return `/${cuisineSlug}-restaurants-near-me`;
}

/** A restaurant's menu page from a path segment already in the restaurant-URL form (a card's link). */
export function restaurantSegmentPath(segment: string): string {
  return `/restaurants/${segment}`;
}
