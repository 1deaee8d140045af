/** schema.org JSON-LD for the prebuilt pages: breadcrumbs and lists of restaurants. */
import type { RestaurantInfo } from '#src/lib/catalogTypes.ts';

/** A BreadcrumbList from (name, path) pairs, with absolute URLs on `site`. */
export function breadcrumbList(site: URL | undefined, crumbs: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: new URL(c.path, site).href,
    })),
  };
}

/**
 * An ItemList of restaurants, in the order shown. Each restaurant has its own page with its full
 * Restaurant data, so the list is Google's "summary page" form: each ListItem names its position
 * and the restaurant page's URL (and its name), not a copy of the restaurant.
 */
export function restaurantItemList(
  site: URL | undefined,
  name: string,
  restaurants: { info: Pick<RestaurantInfo, 'name'>; path: string }[],
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: restaurants.length,
    itemListElement: restaurants.map((r, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: r.info.name,
      url: new URL(r.path, site).href,
    })),
  };
}

/** A count from a total-ratings string such as '1K+ ratings' or '500+ ratings'. */
export function ratingCount(text: string): number {
  const match = /([\d.]+)\s*(K)?/i.exec(text);
  if (!match) return 1;
  const value = Number(match[1]) * (match[2] ? 1000 : 1);
  return Math.max(1, Math.round(value));
}
