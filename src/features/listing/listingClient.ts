/** Listing calls of the home page: the first page and the next pages (the spec's inputs). */
import { api } from '../../lib/apiClient';
import type { HomeCard, ListingFilters, ListingResponse, PageOffset, RestaurantCard } from '../../lib/catalogTypes';

/** Page type every listing call names. */
export const listingPageType = 'DESKTOP_WEB_LISTING';

/** The restaurants of a listing response's grid card, found by id. */
export function gridRestaurants(response: ListingResponse | null | undefined): RestaurantCard[] {
  for (const wrapper of response?.data.cards ?? []) {
    const card = wrapper.card.card as HomeCard;
    if (card.id === 'restaurant_grid_listing') return card.gridElements.infoWithStyle.restaurants;
  }
  return [];
}

/** The home card type whose id can be `I`. */
export type CardOf<I extends HomeCard['id']> = HomeCard extends infer C ? (C extends { id: infer D } ? (I extends D ? C : never) : never) : never;

/** A card of a listing response by id. */
export function findCard<I extends HomeCard['id']>(response: ListingResponse | null | undefined, id: I): CardOf<I> | undefined {
  for (const wrapper of response?.data.cards ?? []) {
    const card = wrapper.card.card as HomeCard;
    if (card.id === id) return card as CardOf<I>;
  }
  return undefined;
}

/** True when the first card is the unserviceable marker. */
export function isUnserviceable(response: ListingResponse | null | undefined): boolean {
  const first = response?.data.cards[0]?.card.card as HomeCard | undefined;
  return first?.id === 'swiggy_not_present';
}

/** The home listing's first page: lat, lng, the SEO-homepage flag and the page type. */
export function fetchListing(point: { lat: number; lng: number }, filters: ListingFilters, signal?: AbortSignal): Promise<ListingResponse> {
  return api<ListingResponse>('/restaurants', {
    query: { lat: point.lat, lng: point.lng, 'is-seo-homepage-enabled': true, page_type: listingPageType, filters: JSON.stringify(filters) },
    ...(signal ? { signal } : {}),
  });
}

/** The next page: the spec's update payload with the offsets and the CSRF token of the first page. */
export function fetchNextPage(point: { lat: number; lng: number }, offset: PageOffset, csrf: string, filters: ListingFilters, signal?: AbortSignal): Promise<ListingResponse> {
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

/** Appends a page to the restaurants shown, never showing one twice. */
export function appendUnique(shown: RestaurantCard[], page: RestaurantCard[]): RestaurantCard[] {
  const seen = new Set(shown.map((r) => r.info.id));
  return [...shown, ...page.filter((r) => !seen.has(r.info.id) && seen.add(r.info.id))];
}
