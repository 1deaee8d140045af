/**
 * Applying a typed coupon code to an order: the code must be one of the offers this
 * restaurant's menu shows (their terms, src/lib/coupons.ts), the order
 * must meet its minimum, and the diner must not have used up its usage rule (once per
 * customer, first order only). Every refusal is a 422 whose text says why.
 */
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import { couponForOffer, couponMessages, discountFor, expiredCoupons, type CouponTerms } from '#src/lib/coupons.ts';
import { catalogCouponCodes } from '../catalog/offers.ts';
import type { DbExecutor } from '../db/db.ts';
import { HttpError } from '../http.ts';

/** A coupon that applies: its terms and the discount it gives on this order, in paise. */
export interface AppliedCoupon {
  terms: CouponTerms;
  discount: number;
}

/**
 * The coupon `code` (already normalised) gives on an order of `itemTotal` paise at a restaurant
 * whose menu shows `offers`; throws a 422 saying why it does not apply.
 */
export function applyCoupon(
  code: string,
  offers: readonly DiscountInfo[],
  restaurantName: string,
  itemTotal: number,
): AppliedCoupon {
  const lastDay = expiredCoupons[code];
  if (lastDay) throw new HttpError(422, couponMessages.expired(code, lastDay));
  const terms = offers.map((offer) => couponForOffer(offer)).find((found) => found?.code === code);
  if (!terms) {
    throw new HttpError(
      422,
      catalogCouponCodes.has(code) ? couponMessages.foreign(code, restaurantName) : couponMessages.unknown(code),
    );
  }
  if (itemTotal < terms.minimum) throw new HttpError(422, couponMessages.belowMinimum(code, terms, itemTotal));
  return { terms, discount: discountFor(terms, itemTotal) };
}

/**
 * Refuses (422) a coupon the diner may no longer use: a once-per-customer code already on one of
 * their orders, or a first-order code when they have ordered before. Cancelled orders do not
 * count, so a cancelled order gives the code back. Placing runs this under the diner's row
 * lock, so parallel orders cannot both pass.
 */
export async function checkCouponUsage(executor: DbExecutor, userId: string, terms: CouponTerms): Promise<void> {
  if (terms.usage === 'unlimited') return;
  const sql =
    terms.usage === 'once'
      ? "SELECT 1 FROM orders WHERE user_id = $1 AND coupon_code = $2 AND status <> 'cancelled' LIMIT 1"
      : "SELECT 1 FROM orders WHERE user_id = $1 AND status <> 'cancelled' LIMIT 1";
  const params = terms.usage === 'once' ? [userId, terms.code] : [userId];
  const used = await executor.query(sql, params);
  if (used.rowCount === 0) return;
  throw new HttpError(
    422,
    terms.usage === 'once' ? couponMessages.usedOnce(terms.code) : couponMessages.firstOrderOnly(terms.code),
  );
}
