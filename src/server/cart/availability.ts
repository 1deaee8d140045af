/**
 * What stands in the way of ordering a cart: the restaurant closed now, a line sold out (the
 * catalog's `inStock: 0`, or the restaurant's own stock change in the stock holder, which wins)
 * or not served at the hour (`Dish.hours`), and an item total below the restaurant's minimum.
 * One rule for the cart page, the quote and placing, in words for diners.
 */
import type { CartProblem } from '#src/lib/cartTypes.ts';
import { rupees } from '#src/lib/money.ts';
import { dishWindowText, isOpenAt, opensWhenText, type Opening, type WeeklyHours } from '#src/lib/openingHours.ts';
import { stockOfItem } from '../stock/stockHolder.ts';
import type { CartDocument } from '#src/lib/cartTypes.ts';
import { HttpError } from '../http/http.ts';
import type { CatalogEntry } from './cartLines.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { cartServerMessages } from './messages/en.ts';

const texts = requestTexts(cartServerMessages);

/** What the rules need of a restaurant (from its `RestaurantFacts`). */
export interface RestaurantRules {
  name: string;
  /** Its week (IST); absent: always open. */
  hours?: WeeklyHours | undefined;
  /** The smallest item total it accepts, in paise (absent or 0: any). */
  minOrderValue?: number | undefined;
}

/** What the rules need of a line. */
export interface LineStock {
  lineId: string;
  dishId: string;
  name: string;
  /** The catalog's word: false when the dish is sold out (`inStock: 0`). */
  inStock: boolean;
  /** The hours of the day it is served (IST); absent or empty: whenever the restaurant is open. */
  hours?: readonly Opening[] | undefined;
  /** Its choices, id and name. */
  choices: readonly { id: string; name: string }[];
}

/** What the rules need of a priced line: its catalog entry and its document. */
export function lineStockOf(entry: CatalogEntry, document: CartDocument): LineStock {
  return {
    lineId: document.lineId,
    dishId: document.id,
    name: document.name,
    inStock: entry.inStock ?? true,
    hours: entry.hours,
    choices: (document.choices ?? []).map(({ id, name }) => ({ id, name })),
  };
}

/** Diner texts of the problems. */
export const availabilityTexts = {
  closed: (restaurant: string, opens: string | null) =>
    opens ? texts.closedOpens({ restaurant, opens }) : texts.closedWeek({ restaurant }),
  soldOut: (item: string) => texts.soldOut({ item }),
  notServed: (dish: string, when: string, forSlot: boolean) => {
    const lower = `${when.charAt(0).toLowerCase()}${when.slice(1)}`;
    return forSlot ? texts.notServedAt({ dish, when: lower }) : texts.notServedNow({ dish, when: lower });
  },
  belowMinimum: (short: number, minimum: number) =>
    texts.belowMinimum({ short: rupees(short), minimum: rupees(minimum) }),
  addSoldOut: (item: string) => texts.addSoldOut({ item }),
} as const;

/** Whether the restaurant (its stock changes first, then the catalog) has the item in stock. */
export function itemInStock(restaurantId: string, itemId: string, catalogSays = true): boolean {
  return stockOfItem(restaurantId, itemId) ?? catalogSays;
}

/** The first sold-out item of a line, as diners name it ("Paneer Tikka", "Paneer Tikka (Large)"), or null. */
export function soldOutItem(restaurantId: string, line: Omit<LineStock, 'lineId'>): string | null {
  if (!itemInStock(restaurantId, line.dishId, line.inStock)) return line.name;
  const choice = line.choices.find((c) => !itemInStock(restaurantId, c.id));
  return choice ? `${line.name} (${choice.name})` : null;
}

/** Refuses (409, in diner words) an add of a dish, or a dish with a choice, that is sold out. */
export function refuseSoldOut(
  restaurantId: string,
  entry: CatalogEntry,
  picked: readonly { id: string; name: string }[],
): void {
  const line = { dishId: entry.dish.id, name: entry.dish.name, inStock: entry.inStock ?? true, choices: picked };
  const soldOut = soldOutItem(restaurantId, line);
  if (soldOut) throw new HttpError(409, availabilityTexts.addSoldOut(soldOut));
}

/** When ordering is for: now, or an order ahead whose kitchen starts at `kitchenStartsAt` (epoch ms). */
export type OrderingFor = { now: number; kitchenStartsAt?: number | undefined };

/**
 * The problems of ordering `lines` (item total `itemTotal`) from a restaurant at `when`: closed
 * (only when ordering for now), sold out, not served at the kitchen's hour, below the minimum.
 */
export function availabilityProblems(
  restaurantId: string,
  restaurant: RestaurantRules,
  lines: readonly LineStock[],
  itemTotal: number,
  when: OrderingFor,
): CartProblem[] {
  const problems: CartProblem[] = [];
  const ahead = when.kitchenStartsAt !== undefined;
  const cooking = when.kitchenStartsAt ?? when.now;
  if (!ahead && restaurant.hours && !isOpenAt(restaurant.hours, when.now))
    problems.push({
      kind: 'closed',
      message: availabilityTexts.closed(restaurant.name, opensWhenText(restaurant.hours, when.now)),
    });
  for (const line of lines) {
    const soldOut = soldOutItem(restaurantId, line);
    if (soldOut) {
      problems.push({ kind: 'soldOut', message: availabilityTexts.soldOut(soldOut), lineId: line.lineId });
      continue;
    }
    const later = line.hours?.length ? dishWindowText(line.hours, cooking) : null;
    if (later)
      problems.push({
        kind: 'notServedNow',
        message: availabilityTexts.notServed(line.name, later, ahead),
        lineId: line.lineId,
      });
  }
  const minimum = restaurant.minOrderValue ?? 0;
  if (minimum > 0 && itemTotal < minimum)
    problems.push({ kind: 'belowMinimum', message: availabilityTexts.belowMinimum(minimum - itemTotal, minimum) });
  return problems;
}
