/** Reading a listing response: its grid, its cards by id, the unserviceable marker; appending pages. */
import type { CardOf, HomeCard, ListingResponse, RestaurantCard } from '#src/lib/catalogTypes.ts';

/** The restaurants of a listing response's grid card, found by id. */
export function gridRestaurants(response: ListingResponse | null | undefined): RestaurantCard[] {
  for (const wrapper of response?.data.cards ?? []) {
    const card = wrapper.card.card as HomeCard;
    if (card.id === 'restaurant_grid_listing') return card.gridElements.infoWithStyle.restaurants;
  }
  return [];
}

/** A card of a listing response by id. */
export function findCard<I extends HomeCard['id']>(
  response: ListingResponse | null | undefined,
  id: I,
): CardOf<I> | undefined {
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

/** Appends a page to the restaurants shown, never showing one twice. */
export function appendUnique(shown: RestaurantCard[], page: RestaurantCard[]): RestaurantCard[] {
  const seen = new Set(shown.map((r) => r.info.id));
  return [...shown, ...page.filter((r) => !seen.has(r.info.id) && seen.add(r.info.id))];
}
