/**
 * Coupons are the offers the listing and the menu show. An offer whose terms give a discount (a
 * percentage up to a cap, or a flat amount, above a minimum) has a code, and the code a diner
 * types applies exactly those terms: the same percentage, cap and minimum the card's words were
 * written from (src/lib/offerTerms.ts). Free delivery applies without a code (src/lib/pricing.ts);
 * offers without a discount of their own ("ITEMS AT ₹129", "FREE ITEM") carry no code.
 */
import { feeMessages } from '#src/features/cart/messages/en.ts';
import { intlTag } from '#src/i18n/define.ts';
import { currentLocale } from '#src/i18n/here.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import type { DiscountInfo, OfferTerms } from './catalogTypes.ts';
import { rupees } from './money.ts';
import { offerWords, termsOf } from './offerTerms.ts';

/** How often one diner may use a code: once, on their first order only, or on every order. */
export type CouponUsage = 'once' | 'first-order' | 'unlimited';

/** The line a deal shows for its usage rule (none for a code that can be used on every order), in the language being drawn. */
export const couponUsageTexts: Readonly<Record<CouponUsage, string>> = {
  get once() {
    return textsOf(feeMessages).validOnce;
  },
  get 'first-order'() {
    return textsOf(feeMessages).validFirstOrder;
  },
  unlimited: '',
};

/** What a coupon gives: an offer's discount terms with their code, and how often one diner may use it. */
export interface CouponTerms extends OfferTerms {
  kind: 'percent' | 'flat';
  code: string;
  usage: CouponUsage;
}

/** Codes that were offered once and have ended, with their last day (shown in the message). */
export const expiredCoupons: Readonly<Record<string, string>> = {
  MONSOON40: '2026-09-30',
  DIWALI100: '2026-11-12',
};

/** Coupon codes are letters and digits, 3 to 20 of them; typed codes are matched in capitals. */
export const couponCodePattern = /^[A-Z0-9]{3,20}$/;

/** A typed code in the form codes are kept: trimmed, capitals. */
export function normaliseCouponCode(text: string): string {
  return text.trim().toUpperCase();
}

/** The usage rule an offer states: its own field, else its words ("ONCE PER USER", "FIRST ORDER"), else every order. */
export function usageOfOffer(offer: DiscountInfo): CouponUsage {
  if (offer.usage) return offer.usage;
  const text = offerWords(offer);
  if (/\bFIRST ORDER\b|\bNEW (?:USERS?|CUSTOMERS?)\b/.test(text)) return 'first-order';
  if (/\bONCE\b/.test(text)) return 'once';
  return 'unlimited';
}

/** The coupon an offer gives: its terms when they are a discount with a code, else null. */
export function couponForOffer(offer: DiscountInfo): CouponTerms | null {
  const terms = termsOf(offer);
  if (!terms || terms.kind === 'freeDelivery' || terms.code === null) return null;
  return { ...terms, kind: terms.kind, code: terms.code, usage: usageOfOffer(offer) };
}

/** The discount in paise a coupon gives on an item total (0 below its minimum); rounded down to the paisa. */
export function discountFor(terms: CouponTerms, itemTotalPaise: number): number {
  if (itemTotalPaise < terms.minimum) return 0;
  const raw =
    terms.kind === 'percent'
      ? Math.min(Math.floor((itemTotalPaise * terms.value) / 100), terms.cap ?? Number.POSITIVE_INFINITY)
      : terms.value;
  return Math.min(raw, itemTotalPaise);
}

const dayText = (isoDay: string): string =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString(intlTag(currentLocale()), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const fees = () => textsOf(feeMessages);

/**
 * What a diner reads when a code cannot be used, one place for the server and the checkout page,
 * in the language being drawn (the request's on the server).
 */
export const couponMessages = {
  unknown: (code: string) => fees().couponUnknown({ code }),
  expired: (code: string, lastDay: string) => fees().couponExpired({ code, day: dayText(lastDay) }),
  foreign: (code: string, restaurant: string) => fees().couponForeign({ code, restaurant }),
  belowMinimum: (code: string, terms: CouponTerms, itemTotalPaise: number) =>
    fees().couponBelowMinimum({
      code,
      minimum: rupees(terms.minimum),
      more: rupees(terms.minimum - itemTotalPaise),
    }),
  get onePerOrder() {
    return fees().onePerOrder;
  },
  usedOnce: (code: string) => fees().couponUsedOnce({ code }),
  firstOrderOnly: (code: string) => fees().couponFirstOrder({ code }),
};
