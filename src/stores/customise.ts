/**
 * The customisation sheet's state and actions: which dish it is open for and on which view
 * (choosing, "Repeat last" or "I'll choose", or a dish on several lines to remove from the cart),
 * and the adds it makes through the cart's actions. The choices themselves are the sheet's view
 * state until they are sent.
 */
import { atom } from 'nanostores';
import type { Dish } from '../lib/catalogTypes';
import type { CartDocument } from '../lib/cartTypes';
import { $dishLines, $pendingAdd, addToCart, lastLineOf, repeatLine } from './cart';

/** What the sheet shows: the groups to choose from, the question about the last line, or where to remove a line. */
export type CustomiseView = 'choose' | 'repeat' | 'several';

/** The dish the sheet is open for. */
export interface Customising {
  /** The dish as the menu or search card holds it, with its groups. */
  dish: Dish;
  restaurantId: string;
  view: CustomiseView;
  /** The line "Repeat last" adds one more of (the 'repeat' view). */
  last: CartDocument | null;
  /** How many lines the dish is on (the 'several' view). */
  lines: number;
  /** Counts the openings, so each starts from the dish's defaults. */
  opening: number;
}

/** The sheet: closed (null) or open for a dish. */
export const $customising = atom<Customising | null>(null);

let settle: ((added: boolean) => void) | null = null;
let openings = 0;

function open(request: Omit<Customising, 'opening'>): Promise<boolean> {
  settle?.(false);
  openings += 1;
  $customising.set({ ...request, opening: openings });
  return new Promise((resolve) => {
    settle = resolve;
  });
}

function finish(added: boolean): void {
  const done = settle;
  settle = null;
  $customising.set(null);
  done?.(added);
}

/**
 * ADD or + on a customisable dish: the sheet's choices when the dish is not in the cart yet,
 * else the question "Repeat last" or "I'll choose". Resolves when the sheet closes: true when
 * a line was added.
 */
export function customiseDish(dish: Dish, restaurantId: string): Promise<boolean> {
  const last = lastLineOf(dish.id);
  return open({ dish, restaurantId, view: last ? 'repeat' : 'choose', last, lines: 0 });
}

/** − on a dish that is on several lines: says so and offers the cart, where each line has its own −. */
export function explainSeveralLines(dish: Dish, restaurantId: string): Promise<boolean> {
  const lines = $dishLines.get().get(dish.id)?.length ?? 0;
  return open({ dish, restaurantId, view: 'several', last: null, lines });
}

/** "I'll choose": the groups, from the dish's defaults. */
export function chooseAfresh(): void {
  const current = $customising.get();
  if (current) $customising.set({ ...current, view: 'choose', opening: ++openings });
}

/**
 * Closes the sheet once an add is through, or when the add now waits elsewhere (the sign-in
 * drawer, the other-restaurant question); on a failure the sheet stays, with the cart's toast.
 */
async function settleAdd(adding: Promise<boolean>): Promise<boolean> {
  const added = await adding;
  if (added || $pendingAdd.get()) finish(added);
  return added;
}

/** "Add item": adds the dish with the chosen option ids. */
export function addChosen(choices: string[]): Promise<boolean> {
  const current = $customising.get();
  if (!current) return Promise.resolve(false);
  return settleAdd(addToCart(current.dish, current.restaurantId, { choices }));
}

/** "Repeat last": one more of the dish's last line. */
export function repeatLast(): Promise<boolean> {
  const last = $customising.get()?.last;
  if (!last) return Promise.resolve(false);
  return settleAdd(repeatLine(last));
}

/** Closes the sheet without adding (Escape, the close button, the backdrop). */
export function closeCustomise(): void {
  if ($customising.get()) finish(false);
}
