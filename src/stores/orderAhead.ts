/**
 * Ordering ahead from a restaurant that cannot deliver a dish now (closed, or the dish is served
 * later): the question ADD asks first, the restaurants the diner chose to order ahead from in this
 * tab, and the add that follows a yes. The delivery time is chosen at checkout.
 */
import { atom, computed } from 'nanostores';
import type { Dish } from '../lib/catalogTypes';
import { isCustomisable } from '../lib/dishChoices';
import { $cart } from './areas';
import { addToCart } from './cart';
import { customiseDish } from './customise';

/** The restaurants this tab chose to order ahead from. */
export const $orderingAhead = atom<readonly string[]>([]);

/** Restaurants whose dishes add without asking: those chosen, and the one the cart already holds dishes of. */
export const $aheadRestaurants = computed([$orderingAhead, $cart], (chosen, cart) => {
  const ids = new Set(chosen);
  const inCart = cart.data?.documents.length ? cart.data.restaurant?.id : undefined;
  if (inCart) ids.add(inCart);
  return ids;
});

/** The question on screen: the dish ADD was pressed on, where, and the words of why. */
export interface AheadQuestion {
  dish: Dish;
  restaurantId: string;
  /** What the dialog says: why not now, and what ordering ahead does. */
  text: string;
  mode: 'menu' | 'search';
}

/** The question being asked; null when none is. */
export const $aheadQuestion = atom<AheadQuestion | null>(null);

let answer: ((added: boolean) => void) | null = null;

/** Chooses to order ahead from restaurant `restaurantId` (its dishes then add without asking). */
export function orderAheadFrom(restaurantId: string): void {
  if (!$orderingAhead.get().includes(restaurantId)) $orderingAhead.set([...$orderingAhead.get(), restaurantId]);
}

/** Asks about ordering ahead before adding `question.dish`; resolves true once the dish is added (or its choices open). */
export function askOrderAhead(question: AheadQuestion): Promise<boolean> {
  answer?.(false);
  $aheadQuestion.set(question);
  return new Promise((resolve) => {
    answer = resolve;
  });
}

/** The diner's answer: yes orders ahead and adds the dish; no closes the question. */
export async function answerOrderAhead(yes: boolean): Promise<void> {
  const question = $aheadQuestion.get();
  const settle = answer;
  answer = null;
  $aheadQuestion.set(null);
  if (!question || !yes) {
    settle?.(false);
    return;
  }
  orderAheadFrom(question.restaurantId);
  const { dish, restaurantId, mode } = question;
  const added = isCustomisable(dish)
    ? await customiseDish(dish, restaurantId)
    : await addToCart(dish, restaurantId, mode === 'search' ? { quantity: 1 } : {});
  settle?.(added);
}
