/**
 * Reorder: the cart refilled with an order's lines as the catalog sells them today, each with the
 * choices that were made, and in diner words what changed: a dish gone, a choice sold out or no
 * longer offered (the line is added without it, or left out when a group it must have cannot be
 * met), a price change.
 */
import { messagesFor } from '../i18n/catalogues.ts';
import { requestLocale } from '../i18n/requestLocale.ts';
import { orderServerMessages, reorderMessages } from './messages/en.ts';
import type { ChoiceGroup, PickedChoice } from '#src/lib/dishChoices.ts';
import { choicesText, groupRule, lineIdOf } from '#src/lib/dishChoices.ts';
import { rupees } from '#src/lib/money.ts';
import type { OrderLine, ReorderResponse } from '#src/lib/orderTypes.ts';
import { maxDishQuantity, type CartService, type CatalogEntry, type DishLookup } from '../cart/cart.ts';
import { checkLineChoices } from '../cart/cartLines.ts';
import type { Db } from '../db/db.ts';
import { catalogDish } from './checkoutBill.ts';
import { orderView } from './orderViews.ts';

/** What reordering needs. */
export interface ReorderDeps {
  db: Db;
  lookupDish: DishLookup;
  cart: CartService;
}

/** A line to put back: the dish, the choice ids, how many. */
interface Refill {
  dishId: string;
  choices: string[];
  quantity: number;
}

/** How a line reads in a change: "Chicken Biryani (Full, Extra Raita)". */
function labelOf(line: OrderLine): string {
  return line.choices?.length ? `${line.name} (${choicesText(line.choices)})` : line.name;
}

/** Reordering's words in the request's language. */
const words = () => messagesFor(reorderMessages, requestLocale());

/** "Extra Raita", "Extra Raita and Boiled Egg", "A, B and C". */
function namesOf(choices: readonly Pick<PickedChoice, 'name'>[]): string {
  const names = choices.map((choice) => choice.name);
  if (names.length < 2) return names[0] ?? '';
  return words().both({ first: names.slice(0, -1).join(', '), second: names.at(-1) ?? '' });
}

/** Where an ordered choice is today: still sold, sold out, or no longer offered. */
function standingOf(groups: readonly ChoiceGroup[], choice: PickedChoice): 'sold' | 'soldOut' | 'gone' {
  const group =
    groups.find((g) => g.id === choice.groupId) ?? groups.find((g) => g.options.some((o) => o.id === choice.id));
  const option = group?.options.find((o) => o.id === choice.id);
  if (!option) return 'gone';
  return option.inStock ? 'sold' : 'soldOut';
}

/** The words for choices no longer to be had: "Extra Raita is sold out", "Boiled Egg is no longer offered". */
function lostText(soldOut: readonly PickedChoice[], gone: readonly PickedChoice[]): string {
  const t = words();
  const parts: string[] = [];
  if (soldOut.length) parts.push((soldOut.length === 1 ? t.soldOutOne : t.soldOutMany)({ names: namesOf(soldOut) }));
  if (gone.length) parts.push((gone.length === 1 ? t.goneOne : t.goneMany)({ names: namesOf(gone) }));
  const [first = '', second] = parts;
  return second === undefined ? first : t.both({ first, second });
}

/**
 * An order line as the catalog sells it today: what to put back (undefined when the line stays
 * out) and what the diner is told. A line ordered without choices takes the dish's defaults.
 */
export function refillOf(entry: CatalogEntry, line: OrderLine): { refill?: Refill; change?: string } {
  const groups = entry.groups ?? [];
  const ordered = line.choices ?? [];
  const soldOut = ordered.filter((choice) => standingOf(groups, choice) === 'soldOut');
  const gone = ordered.filter((choice) => standingOf(groups, choice) === 'gone');
  const kept = ordered.filter((choice) => standingOf(groups, choice) === 'sold').map((choice) => choice.id);
  const checked = checkLineChoices(entry, ordered.length ? kept : undefined);
  const lost = soldOut.length + gone.length > 0;
  const t = words();
  if (!checked.ok) {
    const group = groups.find((g) => g.id === checked.groupId);
    const why = lost ? t.lostSentence({ lost: lostText(soldOut, gone) }) : t.choicesChanged;
    const label = labelOf(line);
    return {
      change: group ? t.leftOutRule({ line: label, why, rule: groupRule(group) }) : t.leftOut({ line: label, why }),
    };
  }
  const refill = { dishId: line.dishId, choices: checked.picked.map((choice) => choice.id), quantity: line.quantity };
  if (lost) {
    const added = soldOut.length + gone.length === 1 ? t.addedWithoutIt : t.addedWithoutThem;
    return { refill, change: added({ lost: lostText(soldOut, gone), dish: line.name }) };
  }
  const price = entry.dish.price + checked.extra;
  if (price !== line.unitPrice)
    return {
      refill,
      change: t.priceChanged({ line: labelOf(line), price: rupees(price), was: rupees(line.unitPrice) }),
    };
  return { refill };
}

/** Refills the diner's cart with the order's lines still to be had, at today's prices, and says what changed. */
export async function reorder(deps: ReorderDeps, userId: string, orderId: string): Promise<ReorderResponse> {
  const order = await orderView(deps.db, userId, orderId);
  const changes: string[] = [];
  // Two ordered lines that become one (their differing choice sold out) go back as one line.
  const refills = new Map<string, Refill>();
  for (const line of order.lines) {
    const entry = await catalogDish(deps.lookupDish, order.restaurant.id, line.dishId);
    if (!entry) {
      changes.push(words().lineGone({ line: labelOf(line) }));
      continue;
    }
    const { refill, change } = refillOf(entry, line);
    if (change) changes.push(change);
    if (!refill) continue;
    const lineId = lineIdOf(
      refill.dishId,
      refill.choices.map((id) => ({ id })),
    );
    const same = refills.get(lineId);
    if (same) same.quantity = Math.min(maxDishQuantity, same.quantity + refill.quantity);
    else refills.set(lineId, refill);
  }
  if (refills.size) {
    const current = await deps.cart.get(userId);
    if (current.documents.length) changes.unshift(messagesFor(orderServerMessages, requestLocale()).cartReplaced);
    await deps.cart.clear(userId);
    for (const refill of refills.values())
      await deps.cart.add(userId, { ...refill, restaurantId: order.restaurant.id, replace: true });
  }
  return { added: refills.size, changes };
}
