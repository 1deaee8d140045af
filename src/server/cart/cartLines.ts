/**
 * Cart lines with choices: how a line's choices are kept in `cart_items.choice_key` (migration
 * 012), how a line id names a row, and how a line is priced from the catalog with the rules of
 * src/lib/dishChoices.ts (the same the customisation sheet shows), never from the client.
 */
import type { CartDish, CartDocument, CartRestaurant } from '#src/lib/cartTypes.ts';
import type { DiscountInfo, VegClass } from '#src/lib/catalogTypes.ts';
import type { Opening } from '#src/lib/openingHours.ts';
import {
  checkChoices,
  defaultChoiceIds,
  lineIdOf,
  type ChoiceCheck,
  type ChoiceGroup,
  type PickedChoice,
} from '#src/lib/dishChoices.ts';

/**
 * What the catalog says about one dish of one restaurant: the dish priced without choices, its
 * choice groups (none when absent) and diet class (from `isVeg` when absent), the offers its
 * menu shows (the bill honours them), and whether the catalog has it in stock and when it is served.
 */
export type CatalogEntry = {
  dish: CartDish;
  restaurant: CartRestaurant;
  offers?: DiscountInfo[] | undefined;
  groups?: readonly ChoiceGroup[] | undefined;
  vegClass?: VegClass | undefined;
  /** False when the catalog says sold out (`inStock: 0`); absent: in stock. */
  inStock?: boolean | undefined;
  /** The hours of the day it is served (IST); absent: whenever the restaurant is open. */
  hours?: Opening[] | undefined;
};

/** The most choice ids one line takes (and one add may send). */
export const maxLineChoices = 30;

/** Between the ids of a choice key, and between a dish id and its choices in a line id. */
const idSeparator = '.';
const lineSeparator = '~';

/** A cart line as stored: the dish, its restaurant, its choices' key ('' without) and how many. */
export interface LineRow {
  dish_id: string;
  restaurant_id: string;
  choice_key: string;
  quantity: number;
}

/** The columns of `LineRow`. */
export const lineColumns = 'dish_id, restaurant_id, choice_key, quantity';

/** The choice ids a key holds, in the order kept. */
export function choiceIdsOf(key: string): string[] {
  return key ? key.split(idSeparator) : [];
}

/** The key of checked choices: their ids in group order ('' without choices). */
export function choiceKeyOf(picked: readonly Pick<PickedChoice, 'id'>[]): string {
  return picked.map((choice) => choice.id).join(idSeparator);
}

/** The line id of a stored row: `lineIdOf` over the ids its key holds. */
export function lineIdOfRow(row: Pick<LineRow, 'dish_id' | 'choice_key'>): string {
  return lineIdOf(
    row.dish_id,
    choiceIdsOf(row.choice_key).map((id) => ({ id })),
  );
}

/** The row a line id names: the dish id, and the key after `~` ('' for a bare dish id). */
export function rowOfLineId(lineId: string): { dishId: string; choiceKey: string } {
  const at = lineId.indexOf(lineSeparator);
  return at < 0 ? { dishId: lineId, choiceKey: '' } : { dishId: lineId.slice(0, at), choiceKey: lineId.slice(at + 1) };
}

/** The dish's own diet class: the catalog's, else its veg flag. */
export function dishVegOf(entry: CatalogEntry): VegClass {
  return entry.vegClass ?? (entry.dish.isVeg ? 'VEG' : 'NONVEG');
}

/**
 * Checks choice ids against the dish's groups as the catalog has them now; `undefined` ids (an
 * add that sent none) take the dish's defaults, the quick add's choices.
 */
export function checkLineChoices(entry: CatalogEntry, ids: readonly string[] | undefined): ChoiceCheck {
  const groups = entry.groups ?? [];
  return checkChoices(groups, ids ?? defaultChoiceIds(groups), dishVegOf(entry));
}

/**
 * The cart document of a stored line priced from the catalog now, or undefined when its choices
 * can no longer be had (a choice sold out or gone, a group's rule changed): such a line is
 * dropped like a dish taken off the menu.
 */
export function documentOf(entry: CatalogEntry, row: LineRow): CartDocument | undefined {
  const checked = checkLineChoices(entry, choiceIdsOf(row.choice_key));
  if (!checked.ok) return undefined;
  const document: CartDocument = {
    ...entry.dish,
    price: entry.dish.price + checked.extra,
    isVeg: checked.veg === 'VEG',
    vegClass: checked.veg,
    lineId: lineIdOfRow(row),
    quantity: row.quantity,
  };
  if (checked.picked.length) document.choices = checked.picked;
  return document;
}
