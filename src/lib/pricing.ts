/**
 * The delivery fee rule both sides use (a dish's price is `priceOf` in money.ts). The menu
 * promises the fee with `deliveryFeeMessage` and the bill charges it with `deliveryFeeFor`, so a
 * diner is never shown one fee and charged another.
 */
import { rupees } from './money.ts';

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
