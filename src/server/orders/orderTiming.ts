/**
 * When an order can be placed and for when: now while the restaurant is open, or ahead for a
 * delivery slot that `slotFits` its hours (lead: the delivery time it promises; preparation: its
 * kitchen's minutes). The same rules answer the quote (slots, open now, the problem) and refuse
 * at placing, with one `now` per request, so an order at the closing minute is either taken
 * while open or refused, never half of each.
 */
import {
  deliverySlots,
  isOpenAt,
  kitchenStartFor,
  slotFits,
  slotMinutes,
  type DeliverySlot,
  type WeeklyHours,
} from '#src/lib/openingHours.ts';
import { availabilityProblems, type LineStock } from '../cart/availability.ts';
import type { RestaurantFacts } from '../catalog/restaurantFacts.ts';
import type { OrderAhead } from './orderRecords.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { orderServerMessages } from './messages/en.ts';

const texts = requestTexts(orderServerMessages);

const minuteMs = 60_000;

/** A kitchen's preparation minutes when the catalog does not say. */
export const defaultPrepMinutes = 15;
/** The delivery time when the catalog does not say. */
export const defaultLeadMinutes = 30;

/** Every day open all day: a restaurant whose hours the catalog does not give. */
const alwaysOpen: WeeklyHours = { days: Array.from({ length: 7 }, () => [{ open: 0, close: 1440 }]), holidays: [] };

/** Texts of ordering ahead. */
export const timingTexts = {
  get slotGone(): string {
    return texts.slotGone;
  },
};

/** The hours, lead and preparation minutes the slot rules use for a restaurant. */
function slotTerms(facts: RestaurantFacts): { hours: WeeklyHours; lead: number; prep: number } {
  return {
    hours: facts.hours ?? alwaysOpen,
    lead: facts.deliveryMinutes ?? defaultLeadMinutes,
    prep: facts.prepMinutes || defaultPrepMinutes,
  };
}

/** The slots an order ahead may choose at `now`. */
export function slotsOf(facts: RestaurantFacts, now: number): DeliverySlot[] {
  const { hours, lead, prep } = slotTerms(facts);
  return deliverySlots(hours, now, lead, prep);
}

/** Whether the restaurant takes an order for now at `now`. */
export function openNow(facts: RestaurantFacts, now: number): boolean {
  return isOpenAt(facts.hours ?? alwaysOpen, now);
}

/** The order ahead a slot starting at `slotStart` (epoch ms) makes at `now`, or null when it does not fit. */
export function orderAheadFor(facts: RestaurantFacts, slotStart: number, now: number): OrderAhead | null {
  const { hours, lead, prep } = slotTerms(facts);
  if (!slotFits(hours, slotStart, now, lead, prep)) return null;
  return {
    slotStart,
    slotEnd: slotStart + slotMinutes * minuteMs,
    kitchenStartsAt: kitchenStartFor(slotStart, lead),
  };
}

/** What a cart's order would be: for now or ahead, and the first thing that stands in its way (null: nothing). */
export interface OrderTiming {
  ahead: OrderAhead | null;
  problem: string | null;
}

/**
 * The timing of ordering `lines` (item total `itemTotal`) at `now`, for the slot starting at
 * `slot` (ISO) when one is chosen: the slot must fit, then nothing may be closed (for now), sold
 * out, not served when the kitchen cooks it, or below the minimum.
 */
export function orderTiming(
  restaurantId: string,
  facts: RestaurantFacts,
  cart: { lines: readonly LineStock[]; itemTotal: number },
  now: number,
  slot?: string | undefined,
): OrderTiming {
  const ahead = slot === undefined ? null : orderAheadFor(facts, Date.parse(slot), now);
  if (slot !== undefined && !ahead) return { ahead: null, problem: timingTexts.slotGone };
  const [first] = availabilityProblems(restaurantId, facts, cart.lines, cart.itemTotal, {
    now,
    kitchenStartsAt: ahead?.kitchenStartsAt,
  });
  return { ahead, problem: first?.message ?? null };
}
