/** The home listing's calls: the first page and the next pages (the spec's inputs). */
import { api } from '../lib/apiClient';
import type { ListingFilters, ListingResponse, PageOffset } from '../lib/catalogTypes';

/** Page type every listing call names. */
export const listingPageType = 'DESKTOP_WEB_LISTING';

/** The home listing's first page: lat, lng, the SEO-homepage flag and the page type. */
export function fetchListing(
  point: { lat: number; lng: number },
  filters: ListingFilters,
  signal?: AbortSignal,
): Promise<ListingResponse> {
  return api<ListingResponse>('/restaurants', {
    query: {
      lat: point.lat,
      lng: point.lng,
      'is-seo-homepage-enabled': true,
      page_type: listingPageType,
      filters: JSON.stringify(filters),
    },
    ...(signal ? { signal } : {}),
  });
}

/** The next page: the spec's update payload with the offsets and the CSRF token of the first page. */
export function fetchNextPage(
  point: { lat: number; lng: number },
  offset: PageOffset,
  csrf: string,
  filters: ListingFilters,
  signal?: AbortSignal,
): Promise<ListingResponse> {
  return api<ListingResponse>('/update', {
    method: 'POST',
    body: {
      lat: point.lat,
      lng: point.lng,
      _csrf: csrf,
      nextOffset: offset.nextOffset,
      widgetOffset: offset.widgetOffset,
      page_type: listingPageType,
      filters,
      seoParams: { seoUrl: window.location.href, pageType: 'FOOD_HOMEPAGE', apiName: 'FoodHomePage' },
    },
    ...(signal ? { signal } : {}),
  });
}
