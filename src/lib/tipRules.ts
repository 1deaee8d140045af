/** The rider's tip: the amounts offered, its bounds and the words a diner reads, for the server and the screens alike. */
import { checkoutMessages } from '#src/features/orders/messages/en.ts';
import { translate } from '#src/i18n/define.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { rupees } from './money.ts';

/** The tips offered at a tap, in paise (₹20, ₹30, ₹50). */
export const tipPresets = [2000, 3000, 5000] as const;

/** The smallest and largest tip, in paise (₹10 to ₹500, whole rupees). */
export const tipLimits = { min: 1000, max: 50000 } as const;

/** How long after delivery a diner may still tip the rider (hours). */
export const tipAfterDeliveryHours = 48;

/** Whether a tip after delivery can still be given: the order was delivered less than `tipAfterDeliveryHours` ago. */
export function tipWindowOpen(deliveredAt: Date | null, now: number): boolean {
  return deliveredAt !== null && now - deliveredAt.getTime() < tipAfterDeliveryHours * 3_600_000;
}

const english = translate(checkoutMessages, 'en');

/** The bounds of a tip in English, for the API's request schema (`tipProblem` words it in the diner's language). */
export const tipRangeText = english.tipRange({ min: rupees(tipLimits.min), max: rupees(tipLimits.max) });

/** A tip in part rupees, in English, for the API's request schema. */
export const tipWholeRupees = english.tipWholeRupees;

/** Why a tip is refused, in the diner's language (the page's, or the request's on the server); null when it is a tip the rules allow (0: none, unless `required`). */
export function tipProblem(paise: number, required = false): string | null {
  const t = textsOf(checkoutMessages);
  const range = () => t.tipRange({ min: rupees(tipLimits.min), max: rupees(tipLimits.max) });
  if (paise === 0) return required ? range() : null;
  if (!Number.isInteger(paise) || paise % 100 !== 0) return t.tipWholeRupees;
  if (paise < tipLimits.min || paise > tipLimits.max) return range();
  return null;
}

/** The paise of a tip typed in rupees ("40", "₹ 40"); NaN when it is not a whole number of rupees. */
export function typedTip(text: string): number {
  const digits = text.replace(/[₹\s,]/g, '');
  return /^\d{1,6}$/.test(digits) ? Number(digits) * 100 : Number.NaN;
}
