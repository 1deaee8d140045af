/**
 * The price and fee rules both sides use: what a dish costs, and what delivery costs. The menu
 * promises the fee with `deliveryFeeMessage` and the bill charges it with `deliveryFeeFor`, so a
 * diner is never shown one fee and charged another.
 */
import type { Dish } from './catalogTypes.ts';
import { rupees } from './money.ts';

/** True for a usable amount of money: a finite number, zero or more. */
export const isAmount = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The price a dish is sold at, in paise, or null when it has none: the final (discounted) price,
 * else the price, else the default price (dishes priced only by variants carry just that).
 */
export function priceOf(dish: Pick<Dish, 'finalPrice' | 'price' | 'defaultPrice'>): number | null {
  if (isAmount(dish.finalPrice)) return dish.finalPrice;
  if (isAmount(dish.price)) return dish.price;
  if (isAmount(dish.defaultPrice)) return dish.defaultPrice;
  return null;
}

/** Item totals strictly above this (₹499) are delivered free. */
export const freeDeliveryAbovePaise = 49_900;

/** Delivery fee (₹39) for item totals of ₹499 or less, whatever the distance. */
export const standardDeliveryFeePaise = 3_900;

/** Delivery fee for an item total: free above ₹499, else ₹39. */
export function deliveryFeeFor(itemTotal: number): number {
  return itemTotal > freeDeliveryAbovePaise ? 0 : standardDeliveryFeePaise;
}

/** The menu's fee line for a restaurant `lastMileKm` away by road; `far` when outside the delivery radius. */
export function deliveryFeeMessage(lastMileKm: number, far: boolean): string {
  const distance = far ? `Far (${lastMileKm.toFixed(1)} kms)` : `${lastMileKm.toFixed(1)} kms`;
  return `${distance} | ${rupees(standardDeliveryFeePaise)} Delivery fee will apply, free above ${rupees(freeDeliveryAbovePaise)}`;
}
