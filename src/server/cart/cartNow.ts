/**
 * A priced cart as it stands at a moment: the bill with the surge fee of the restaurant's city now,
 * the restaurant's availability and minimum, and what stands in the way of ordering
 * (`CartState.problems`: closed, sold out, not served now, below the minimum). Applied on every
 * read, after the held cart, since none of it keeps: the clock, the stock and the fees move.
 */
import type { CartRestaurant, CartState } from '#src/lib/cartTypes.ts';
import { freeDeliveryFrom } from '#src/lib/pricing.ts';
import { openStateAt } from '#src/lib/openingHours.ts';
import { availabilityOf } from '../catalog/openNow.ts';
import type { RestaurantFacts } from '../catalog/restaurantFacts.ts';
import { surgeNow } from '../fees/surgeRules.ts';
import { availabilityProblems } from './availability.ts';
import { billFor } from './bill.ts';
import type { CachedCart } from './cartCache.ts';

/** A restaurant's facts wherever the diner is (hours, minimum, city); undefined when the catalog does not say. */
export type CartRestaurantFacts = (restaurantId: string) => Promise<RestaurantFacts | undefined>;

/** What a cart needs to be seen at a moment. */
export interface CartMomentDeps {
  restaurantFacts?: CartRestaurantFacts | undefined;
  now?: (() => number) | undefined;
}

/** The cart `priced` as it stands now: bill with the surge fee, the restaurant's availability and minimum, and the problems. */
export async function cartAtMoment(priced: Omit<CachedCart, 'version'>, deps: CartMomentDeps): Promise<CartState> {
  const { state } = priced;
  if (!state.restaurant) return state;
  const now = deps.now?.() ?? Date.now();
  const facts = await deps.restaurantFacts?.(state.restaurant.id).catch((error: unknown) => {
    // The cart still shows; placing checks the restaurant again and refuses what it must.
    console.error('[cart] restaurant facts could not be looked up', error);
    return undefined;
  });
  const surge = facts?.city ? surgeNow(facts.city, now) : null;
  const restaurant: CartRestaurant = { ...state.restaurant };
  if (facts?.hours) restaurant.availability = availabilityOf(openStateAt(facts.hours, now), now);
  if (facts?.minOrderValue) restaurant.minOrderValue = facts.minOrderValue;
  const bill = billFor(state.documents, freeDeliveryFrom(priced.offers), surge);
  const problems = availabilityProblems(
    restaurant.id,
    { name: restaurant.name, hours: facts?.hours, minOrderValue: facts?.minOrderValue },
    priced.stock ?? [],
    bill?.itemTotal ?? 0,
    { now },
  );
  return { ...state, restaurant, bill, ...(problems.length ? { problems } : {}) };
}
