/**
 * Coupons are the offers the listing and the menu show. Each offer text that names a discount
 * ("60% OFF" "UPTO ₹120", "₹125 OFF" "ABOVE ₹249", "FLAT ₹75 OFF" "USE THALI75 | ABOVE ₹399")
 * is read here into the terms it promises and a code, so the code a diner types applies exactly
 * what the card said: the same percentage, cap and minimum order. Offers without a discount of
 * their own ("ITEMS AT ₹129", "FREE ITEM", "… WITH SELECT CARDS") carry no code.
 */
import type { DiscountInfo } from './catalogTypes.ts';
import { rupees } from './money.ts';

/** How often one diner may use a code: once, on their first order only, or on every order. */
export type CouponUsage = 'once' | 'first-order' | 'unlimited';

/** The line a deal shows for its usage rule (none for a code that can be used on every order). */
export const couponUsageTexts: Readonly<Record<CouponUsage, string>> = {
  once: 'Valid once per customer',
  'first-order': 'Valid on your first order only',
  unlimited: '',
};

/** What a coupon gives: a percentage up to a cap, or a flat amount; both above a minimum item total. */
export interface CouponTerms {
  code: string;
  kind: 'percent' | 'flat';
  /** Percent off the item total (kind `percent`). */
  percent: number;
  /** Most it takes off, in paise (the flat amount for kind `flat`). */
  capPaise: number;
  /** Smallest item total it applies to, in paise (0: any order). */
  minOrderPaise: number;
  /** How often one diner may use it. */
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

const amount = (text: string | undefined): number | null => {
  if (!text) return null;
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
};

/** The usage rule an offer states: its own field, else its words ("ONCE PER USER", "FIRST ORDER"), else every order. */
export function usageOfOffer(offer: DiscountInfo, text: string): CouponUsage {
  if (offer.usage) return offer.usage;
  if (/\bFIRST ORDER\b|\bNEW (?:USERS?|CUSTOMERS?)\b/.test(text)) return 'first-order';
  if (/\bONCE\b/.test(text)) return 'once';
  return 'unlimited';
}

/**
 * The coupon an offer advertises, or null when it names no discount a code can give.
 * Percent offers are `SAVE<percent>`, flat ones `FLAT<rupees>`, unless the offer names its code ("USE FEAST20").
 */
export function couponForOffer(offer: DiscountInfo): CouponTerms | null {
  const text = `${offer.header} ${offer.subHeader}`.toUpperCase().replace(/\s+/g, ' ').trim();
  const usage = usageOfOffer(offer, text);
  // Offers "WITH SELECT CARDS" (or a bank) are paid with an instrument, not unlocked by a code.
  if (/\bWITH\b/.test(text)) return null;
  const named = /\bUSE ([A-Z0-9]{3,20})\b/.exec(text)?.[1];
  const above = amount(/\bABOVE ₹([\d,]+)/.exec(text)?.[1]) ?? 0;
  const percent = /\b(\d{1,2})% OFF\b/.exec(text);
  if (percent?.[1]) {
    const cap = amount(/\bUPTO ₹([\d,]+)/.exec(text)?.[1]);
    if (cap === null) return null;
    const pct = Number(percent[1]);
    return {
      code: named ?? `SAVE${pct}`,
      kind: 'percent',
      percent: pct,
      capPaise: cap,
      minOrderPaise: above,
      usage,
    };
  }
  const flat = amount(/(?:^|\s)(?:FLAT )?₹([\d,]+) OFF\b/.exec(text)?.[1]);
  if (flat !== null)
    return {
      code: named ?? `FLAT${flat / 100}`,
      kind: 'flat',
      percent: 0,
      capPaise: flat,
      minOrderPaise: above,
      usage,
    };
  return null;
}

/** The discount in paise a coupon gives on an item total (0 below its minimum); rounded down to the paisa. */
export function discountFor(terms: CouponTerms, itemTotalPaise: number): number {
  if (itemTotalPaise < terms.minOrderPaise) return 0;
  const raw = terms.kind === 'percent' ? Math.floor((itemTotalPaise * terms.percent) / 100) : terms.capPaise;
  return Math.min(raw, terms.capPaise, itemTotalPaise);
}

const dayText = (isoDay: string): string =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** What a diner reads when a code cannot be used, one place for the server and the checkout page. */
export const couponMessages = {
  unknown: (code: string) => `${code} is not a code we know. Check the offers on the restaurant's menu.`,
  expired: (code: string, lastDay: string) => `${code} has expired: it could be used until ${dayText(lastDay)}.`,
  foreign: (code: string, restaurant: string) =>
    `${code} is not offered by ${restaurant}. Use a code from this restaurant's offers.`,
  belowMinimum: (code: string, terms: CouponTerms, itemTotalPaise: number) =>
    `${code} needs an item total of ${rupees(terms.minOrderPaise)} or more: add ${rupees(terms.minOrderPaise - itemTotalPaise)} more to use it.`,
  onePerOrder: 'Only one coupon can be used on an order.',
  usedOnce: (code: string) => `${code} can be used once per customer, and you have used it on an earlier order.`,
  firstOrderOnly: (code: string) => `${code} is for your first order only.`,
} as const;
