/**
 * What a diner reads of a restaurant's availability wherever it shows (cards, the menu, search,
 * the cart, checkout): its state, its surge fee and minimum, whether a dish can be added now, and
 * what each cart problem lets the diner do. The order page's words of an order ahead: orderAheadRules.ts.
 * Pure: read from the wire fields only (src/lib/catalogTypes.ts, cartTypes.ts, orderTypes.ts).
 */
import type { RestaurantAvailability } from '#src/lib/catalogTypes.ts';
import type { CartProblem } from '#src/lib/cartTypes.ts';
import { rupees } from '#src/lib/money.ts';
import type { HoursTexts } from '#src/lib/openingHours.ts';
import { type SurgeFee, surgeFeeText } from '#src/lib/surgeFees.ts';
import { localHref } from '#src/i18n/here.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { availabilityMessages, hoursMessages } from './messages/en.ts';

/** Availability's words in a language (the page's or request's unless given). */
type Texts = (typeof availabilityMessages)['base'];
const texts = (): Texts => textsOf(availabilityMessages);

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
export function shownState({ isOpen, availability }: AvailabilityFields, t: Texts = texts()): ShownState {
  const open = isOpen ?? availability?.opened ?? true;
  const text = availability?.text || (open ? null : t.closed);
  // The catalog says "Open" in English or in the page's language; an open restaurant is said quietly by nothing.
  const quiet = text === 'Open' || text === textsOf(hoursMessages).open;
  return { open, text: open && quiet ? null : text };
}

/** A surge fee as cards and the menu say it ("₹25 rain fee"); null when none applies. */
export function feeText(surge: SurgeFee | null | undefined): string | null {
  return surge && surge.amount > 0 ? surgeFeeText(surge) : null;
}

/** A restaurant's minimum order in words ("Minimum order ₹199"); null when it takes any. */
export function minimumText(minOrderValue: number | undefined, t: Texts = texts()): string | null {
  return minOrderValue && minOrderValue > 0 ? t.minimumOrder({ amount: rupees(minOrderValue) }) : null;
}

/** What a dish's add control can do: add (with a note), nothing (sold out), or first ask about ordering ahead (with why). */
export type AddState =
  | { kind: 'add'; note: string | null }
  | { kind: 'soldOut'; note: string }
  | { kind: 'askAhead'; note: string };

/** The words of a dish that is sold out, in English (as the catalog may still send them). */
export const soldOutText = 'Sold out'; // text-check: not a diner's text (matched against the catalog's words)

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
  t: Texts = texts(),
): AddState {
  const inStock = live ?? dish.inStock !== 0;
  if (!inStock) return { kind: 'soldOut', note: t.soldOut };
  const message = dish.nextAvailableAtMessage;
  const later = message && message !== soldOutText && message !== t.soldOut ? dishNote(message) : null;
  if (!ahead && (later || !restaurant.open)) return { kind: 'askAhead', note: later ?? restaurant.text ?? t.closed };
  return { kind: 'add', note: later ? t.forOrderAhead({ when: later }) : null };
}

/**
 * A dish's serving note as the catalog keeps it (in English: "Available from 12 pm", "Available
 * tomorrow from 7 am") in the language being drawn; any other note as it came.
 */
export function dishNote(message: string, t: HoursTexts = textsOf(hoursMessages)): string {
  const tomorrow = /^Available tomorrow from (.+)$/.exec(message);
  if (tomorrow) return t.availableTomorrowFrom({ time: tomorrow[1] ?? '' });
  const today = /^Available from (.+)$/.exec(message);
  return today ? t.availableFrom({ time: today[1] ?? '' }) : message;
}

/** The question before ordering ahead: why the dish cannot come now, and what ordering ahead does. */
export function aheadQuestion(
  restaurantName: string,
  dishName: string,
  note: string,
  restaurantOpen: boolean,
  t: Texts = texts(),
): string {
  if (restaurantOpen) return t.aheadDish({ dish: dishName, note });
  // "Closed · opens at 6 pm" says "closed" twice in the question: its first word goes.
  const when = note.startsWith(`${t.closed} · `) ? note.slice(t.closed.length + 3) : note.replace(/^Closed · /, '');
  return t.aheadClosed({ restaurant: restaurantName, when: `${when.charAt(0).toLocaleLowerCase()}${when.slice(1)}` });
}

/** What a diner can do about a cart problem: take the line off, add more, or order ahead at checkout. */
export type ProblemAction =
  | { kind: 'removeLine'; lineId: string; label: string }
  | { kind: 'addMore'; href: string; label: string }
  | { kind: 'orderAhead'; href: string; label: string };

/** The way out of `problem` for a cart of the restaurant whose menu is `menuHref`; null when none is offered. */
export function problemAction(
  problem: CartProblem,
  menuHref: string | undefined,
  t: Texts = texts(),
): ProblemAction | null {
  if ((problem.kind === 'soldOut' || problem.kind === 'notServedNow') && problem.lineId)
    return { kind: 'removeLine', lineId: problem.lineId, label: t.removeIt };
  if (problem.kind === 'belowMinimum' && menuHref)
    return { kind: 'addMore', href: localHref(menuHref), label: t.addMore };
  if (problem.kind === 'closed') return { kind: 'orderAhead', href: localHref('/checkout'), label: t.orderAhead };
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
