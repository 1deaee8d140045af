/**
 * What the restaurant page renders from the catalog backend (embedded or upstream), and how its
 * HTML may be cached: a visitor without an address gets the same page as everyone else, so shared
 * caches may keep it; a diner's page holds their distance and fee, so it stays private.
 */
import type { MenuResponse } from '#src/lib/catalogTypes.ts';
import { pricingPoint } from '../catalog/backend.ts';
import { getCatalogBackend } from '../catalog/runtime.ts';
import { getDb } from '../db/runtime.ts';
import { HttpError } from '../http/http.ts';
import { type PageRatings, pageRatings } from '../reviews/reviewReads.ts';

/**
 * How long a CDN may keep a restaurant page without an address (seconds), and serve it stale while
 * it fetches a fresh one: a minute each, since the page says whether the restaurant is open, its
 * fee and what is sold out (docs/decisions/008-live-state-in-held-answers.md).
 */
export const publicPageCache = { sMaxAge: 60, staleWhileRevalidate: 60 } as const;

/**
 * A restaurant's menu for a diner's point, or for a visitor without one (asked at India's centre:
 * the dishes and prices do not depend on the point; the page leaves out distance, time and fee).
 * Undefined when the backend knows no such restaurant or refuses the id.
 */
export async function loadRestaurantMenu(
  id: string,
  point: { lat: number; lng: number } | null,
): Promise<MenuResponse | undefined> {
  const at = point ?? pricingPoint;
  try {
    return await getCatalogBackend().menu({ lat: at.lat, lng: at.lng, restaurantId: id, query: '' });
  } catch (error) {
    // 400 is an id the backend's rules refuse: for a page address that is "no such restaurant" too.
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  }
}

/**
 * A restaurant's rating summary and its `limit` newest reviews with text, for the page's structured
 * data (no query for a restaurant without verified ratings). When they cannot be read the page is
 * drawn without them: search engines then read the menu's rating alone.
 */
export async function loadPageRatings(id: string, limit: number): Promise<PageRatings> {
  const backend = getCatalogBackend();
  try {
    return await pageRatings(getDb, (restaurantId) => backend.ratingPrior(restaurantId), id, limit);
  } catch (error) {
    console.error(`[restaurant page] the reviews of ${id} could not be read`, error);
    return { reviews: [] };
  }
}

/**
 * The caching headers of a restaurant page. Without a saved address or a session the page is the
 * same for everyone: public, kept by a CDN. Otherwise it is the diner's own. Either way it varies
 * with the Cookie header, so a cache never hands the public page to a diner or the reverse.
 */
export function restaurantPageCaching(visitor: {
  hasAddress: boolean;
  signedIn: boolean;
}): Record<'Cache-Control' | 'Vary', string> {
  const shared = !visitor.hasAddress && !visitor.signedIn;
  return {
    'Cache-Control': shared
      ? `public, max-age=0, s-maxage=${publicPageCache.sMaxAge}, stale-while-revalidate=${publicPageCache.staleWhileRevalidate}`
      : 'private, no-cache',
    Vary: 'Cookie',
  };
}
