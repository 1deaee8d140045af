/**
 * The delivery fee rule both sides use (a dish's price is `priceOf` in money.ts). The menu
 * promises the fee with `deliveryFeeMessage` and the bill charges it with `deliveryFeeFor`, so a
 * diner is never shown one fee and charged another.
 */
import { feeMessages } from '#src/features/cart/messages/en.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import type { DiscountInfo } from './catalogTypes.ts';
import { rupees } from './money.ts';
import { termsOf } from './offerTerms.ts';

/** Item totals strictly above this (₹499) are delivered free. */
export const freeDeliveryAbovePaise = 49_900;

/** Delivery fee (₹39) for item totals of ₹499 or less, whatever the distance. */
export const standardDeliveryFeePaise = 3_900;

/**
 * The item total from which a restaurant's own offer makes delivery free (terms of kind
 * `freeDelivery`: its minimum and more, like a coupon's minimum), in paise; null when its offers
 * promise none (or a threshold above the everyday rule's, which then decides).
 */
export function freeDeliveryFrom(offers: readonly DiscountInfo[] | undefined): number | null {
  let from: number | null = null;
  for (const offer of offers ?? []) {
    const terms = termsOf(offer);
    if (terms?.kind !== 'freeDelivery') continue;
    if (terms.minimum <= freeDeliveryAbovePaise) from = Math.min(from ?? terms.minimum, terms.minimum);
  }
  return from;
}

/** Delivery fee for an item total: free above ₹499, or from the restaurant's free-delivery offer; else ₹39. */
export function deliveryFeeFor(itemTotal: number, offerFrom: number | null = null): number {
  if (itemTotal > freeDeliveryAbovePaise) return 0;
  return offerFrom !== null && itemTotal >= offerFrom ? 0 : standardDeliveryFeePaise;
}

/**
 * The menu's fee line for a restaurant `lastMileKm` away by road; `far` when outside the delivery
 * radius; `offerFrom` when the restaurant's offer frees delivery sooner than the everyday rule.
 */
export function deliveryFeeMessage(
  lastMileKm: number,
  far: boolean,
  offerFrom: number | null = null,
  t: (typeof feeMessages)['base'] = textsOf(feeMessages),
): string {
  const km = lastMileKm.toFixed(1);
  const distance = far ? t.far({ km }) : t.kms({ km });
  const free =
    offerFrom === null
      ? t.freeAbove({ amount: rupees(freeDeliveryAbovePaise) })
      : t.freeFrom({ amount: rupees(offerFrom) });
  return t.feeLine({ distance, fee: rupees(standardDeliveryFeePaise), free });
}
