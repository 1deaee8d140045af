/**
 * Whether each restaurant is open, worked out from memory: once per distinct week of hours
 * (generator's `hoursTable`) and minute, never per card and never from the database. The answer
 * of a minute holds for all of it, since every opening starts and ends on a whole minute.
 */
import type { Dish, RestaurantAvailability } from '#src/lib/catalogTypes.ts';
import type { City } from '#src/lib/dataSchemas.ts';
import { dishWindowText, istWireTime, openStateAt, openStateText, type OpenState } from '#src/lib/openingHours.ts';
import type { SurgeFee } from '#src/lib/surgeFees.ts';
import { surgeNow } from '../fees/surgeRules.ts';
import { stockOfItem } from '../stock/stockHolder.ts';
import type { CatalogData } from './generator.ts';
import { catalogTexts } from './cards.ts';

const minuteMs = 60_000;

/** The start of the minute of `ms`: the moment every answer built in that minute is about. */
export function minuteOf(ms: number): number {
  return Math.floor(ms / minuteMs) * minuteMs;
}

/** The open state of every week of a catalog, each worked out once per minute when first asked. */
export class OpenStates {
  private readonly data: CatalogData;
  private readonly minute: Float64Array;
  private readonly open: Uint8Array;
  private readonly changesAt: Float64Array;

  /** Open states of `data`'s weeks. */
  constructor(data: CatalogData) {
    this.data = data;
    const n = data.hoursTable.length;
    this.minute = new Float64Array(n).fill(Number.NaN);
    this.open = new Uint8Array(n);
    this.changesAt = new Float64Array(n);
  }

  /** Restaurant `r`'s state at `at` (the start of a minute). */
  of(r: number, at: number): OpenState {
    const id = this.data.hoursId[r] ?? 0;
    if (this.minute[id] !== at) {
      const state = openStateAt(this.data.hoursTable[id] ?? { days: [], holidays: [] }, at);
      this.minute[id] = at;
      this.open[id] = state.open ? 1 : 0;
      this.changesAt[id] = state.changesAt ?? Number.NaN;
    }
    const changesAt = this.changesAt[id] ?? Number.NaN;
    return { open: this.open[id] === 1, changesAt: Number.isNaN(changesAt) ? null : changesAt };
  }

  /** True when restaurant `r` is open at `at`. */
  isOpen(r: number, at: number): boolean {
    return this.of(r, at).open;
  }
}

/** The wire's `availability` of a state at `at`: opened, the next change in IST, and the card's words. */
export function availabilityOf(state: OpenState, at: number): RestaurantAvailability {
  const availability: RestaurantAvailability = { opened: state.open, text: openStateText(state, at) };
  if (state.changesAt !== null) {
    if (state.open) availability.nextCloseTime = istWireTime(state.changesAt);
    else availability.nextOpenTime = istWireTime(state.changesAt);
  }
  return availability;
}

/** The fields of a card that change with time: open state, its words, the surge fee now. */
export interface LiveFields {
  isOpen: boolean;
  availability: RestaurantAvailability;
  surge: SurgeFee | null;
}

/** Restaurant `r`'s live fields at `at`. */
export function liveFieldsOf(data: CatalogData, open: OpenStates, r: number, at: number): LiveFields {
  const state = open.of(r, at);
  const city = data.inputs.cities[data.city[r] ?? 0] as City;
  return { isOpen: state.open, availability: availabilityOf(state, at), surge: surgeNow(city.slug, at) };
}

/**
 * A dish of restaurant `id` as it is at `at`: sold out when the stock holder says so ("Sold out",
 * `inStock: 0`), "Available from 12 pm" outside its serving window, and its choices marked out of
 * (or back in) stock. The same dish object when nothing changes.
 */
export function liveDish(id: string, dish: Dish, at: number): Dish {
  let out = dish;
  const edit = () => {
    if (out === dish) out = { ...dish };
    return out;
  };
  if (stockOfItem(id, dish.id) === false) {
    edit().inStock = 0;
    out.nextAvailableAtMessage = catalogTexts().soldOut;
  } else if (dish.hours) {
    const message = dishWindowText(dish.hours, at);
    if (message) edit().nextAvailableAtMessage = message;
  }
  const groups = dish.variantsV2?.variantGroups;
  if (groups?.some((g) => g.variations.some((v) => stockOfItem(id, v.id) !== undefined)))
    edit().variantsV2 = {
      variantGroups: groups.map((g) => ({ ...g, variations: g.variations.map((v) => choiceIn(id, v)) })),
    };
  const addons = dish.addons;
  if (addons?.some((g) => g.choices.some((c) => stockOfItem(id, c.id) !== undefined)))
    edit().addons = addons.map((g) => ({ ...g, choices: g.choices.map((c) => choiceIn(id, c)) }));
  return out;
}

/** A choice with the stock holder's word on it, when it has one. */
function choiceIn<C extends { id: string; inStock?: 0 | 1 | undefined }>(restaurant: string, choice: C): C {
  const marked = stockOfItem(restaurant, choice.id);
  if (marked === undefined) return choice;
  const copy = { ...choice };
  if (marked) delete copy.inStock;
  else copy.inStock = 0;
  return copy;
}
