/**
 * What a diner reads of a restaurant's availability wherever it shows (cards, the menu, search,
 * the cart, checkout): its state, its surge fee and minimum, whether a dish can be added now, and
 * what each cart problem lets the diner do. The order page's words of an order ahead: orderAheadRules.ts.
 * Pure: read from the wire fields only (src/lib/catalogTypes.ts, cartTypes.ts, orderTypes.ts).
 */
import type { RestaurantAvailability } from '#src/lib/catalogTypes.ts';
import type { CartProblem } from '#src/lib/cartTypes.ts';
import { rupees } from '#src/lib/money.ts';
import { type SurgeFee, surgeFeeText } from '#src/lib/surgeFees.ts';

/** A restaurant's state as a screen shows it: open or not, and the words (null: open, said quietly by nothing). */
export interface ShownState {
  open: boolean;
  /** "Closes in 20 min", "Closed · opens at 6 pm"; null when it is simply open (or the catalog does not say). */
  text: string | null;
}

/** The wire fields of a restaurant's state, as cards, menus and search results carry them. */
export interface AvailabilityFields {
  isOpen?: boolean | undefined;
  availability?: RestaurantAvailability | undefined;
}

/** The state of a restaurant from its wire fields; one the catalog says nothing about is open. */
export function shownState({ isOpen, availability }: AvailabilityFields): ShownState {
  const open = isOpen ?? availability?.opened ?? true;
  const text = availability?.text || (open ? null : 'Closed');
  return { open, text: open && text === 'Open' ? null : text };
}

/** A surge fee as cards and the menu say it ("₹25 rain fee"); null when none applies. */
export function feeText(surge: SurgeFee | null | undefined): string | null {
  return surge && surge.amount > 0 ? surgeFeeText(surge) : null;
}

/** A restaurant's minimum order in words ("Minimum order ₹199"); null when it takes any. */
export function minimumText(minOrderValue: number | undefined): string | null {
  return minOrderValue && minOrderValue > 0 ? `Minimum order ${rupees(minOrderValue)}` : null;
}

/** What a dish's add control can do: add (with a note), nothing (sold out), or first ask about ordering ahead (with why). */
export type AddState =
  | { kind: 'add'; note: string | null }
  | { kind: 'soldOut'; note: string }
  | { kind: 'askAhead'; note: string };

/** The words of a dish that is sold out. */
export const soldOutText = 'Sold out';

/** The dish fields that decide whether it can be added. */
export interface DishStockFields {
  inStock?: 0 | 1 | undefined;
  nextAvailableAtMessage?: string | undefined;
}

/**
 * Whether a dish can be added. `live` is the last stock change heard for it (undefined: none).
 * Sold out is never added. At a closed restaurant, or for a dish served later ("Available from
 * 12 pm"), ADD says why and first asks about ordering ahead; once the diner chose to (`ahead`),
 * it adds, and the server checks the delivery slot at checkout.
 */
export function addState(
  dish: DishStockFields,
  live: boolean | undefined,
  restaurant: ShownState,
  ahead: boolean,
): AddState {
  const inStock = live ?? dish.inStock !== 0;
  if (!inStock) return { kind: 'soldOut', note: soldOutText };
  const message = dish.nextAvailableAtMessage;
  const later = message && message !== soldOutText ? message : null;
  if (!ahead && (later || !restaurant.open)) return { kind: 'askAhead', note: later ?? restaurant.text ?? 'Closed' };
  return { kind: 'add', note: later ? `${later} · for your order ahead` : null };
}

/** The question before ordering ahead: why the dish cannot come now, and what ordering ahead does. */
export function aheadQuestion(restaurantName: string, dishName: string, note: string, restaurantOpen: boolean): string {
  const when = note.replace(/^Closed · /, '');
  const why = restaurantOpen
    ? `${dishName}: ${note}.`
    : `${restaurantName} is closed now (${when.charAt(0).toLowerCase()}${when.slice(1)}).`;
  return `${why} You can order ahead: add dishes now and choose a delivery time at checkout.`;
}

/** What a diner can do about a cart problem: take the line off, add more, or order ahead at checkout. */
export type ProblemAction =
  | { kind: 'removeLine'; lineId: string; label: string }
  | { kind: 'addMore'; href: string; label: string }
  | { kind: 'orderAhead'; href: string; label: string };

/** The way out of `problem` for a cart of the restaurant whose menu is `menuHref`; null when none is offered. */
export function problemAction(problem: CartProblem, menuHref: string | undefined): ProblemAction | null {
  if ((problem.kind === 'soldOut' || problem.kind === 'notServedNow') && problem.lineId)
    return { kind: 'removeLine', lineId: problem.lineId, label: 'Remove it' };
  if (problem.kind === 'belowMinimum' && menuHref) return { kind: 'addMore', href: menuHref, label: 'Add more dishes' };
  if (problem.kind === 'closed') return { kind: 'orderAhead', href: '/checkout', label: 'Order ahead' };
  return null;
}

/**
 * The cart's problems as checkout shows them: once a delivery slot is chosen, "closed" and "not
 * served now" speak of now, not of the slot, and go (the quote's own problem says whether the slot
 * fits); the rest stay.
 */
export function problemsAtCheckout(problems: readonly CartProblem[] | undefined, slotChosen: boolean): CartProblem[] {
  return (problems ?? []).filter((p) => !slotChosen || (p.kind !== 'closed' && p.kind !== 'notServedNow'));
}
