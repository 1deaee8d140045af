/**
 * The deal a diner tapped on a menu: its code is copied (where the browser allows) and kept for
 * this tab, so checkout fills it in and applies it without the diner remembering it.
 */
import { feeMessages } from '#src/features/cart/messages/en.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { notify } from '../components/ui/toasts';
import { couponCodePattern, normaliseCouponCode } from '../lib/coupons';
import { chosenCouponKey } from '../lib/storageKeys';

/** What the toast says after a deal was tapped, in the page's language. */
export const couponTakenMessage = (code: string, copied: boolean) =>
  copied ? textsOf(feeMessages).couponCopied({ code }) : textsOf(feeMessages).couponApplied({ code });

/** Keeps `code` for checkout and copies it to the clipboard; tells the diner which happened. */
export async function takeCoupon(code: string): Promise<void> {
  const clean = normaliseCouponCode(code);
  if (!couponCodePattern.test(clean)) return;
  try {
    sessionStorage.setItem(chosenCouponKey, clean);
  } catch {
    // without storage the code is still copied
  }
  let copied = false;
  try {
    await navigator.clipboard.writeText(clean);
    copied = true;
  } catch {
    // a browser that refuses the clipboard (an http page, a denied permission) still gets it at checkout
  }
  notify.success(couponTakenMessage(clean, copied));
}

/** The code taken from a deal in this tab, if any (checkout fills it in). */
export function chosenCoupon(): string | null {
  try {
    const code = sessionStorage.getItem(chosenCouponKey);
    return code && couponCodePattern.test(code) ? code : null;
  } catch {
    return null;
  }
}
