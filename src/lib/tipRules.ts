/** The rider's tip: the amounts offered, its bounds and the words a diner reads, for the server and the screens alike. */
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

/** The promise beside every tip. */
export const riderGetsAll = 'Your rider gets 100% of the tip.';

/** The bounds of a tip, in words for diners. */
export const tipRangeText = `A tip can be from ${rupees(tipLimits.min)} to ${rupees(tipLimits.max)}.`;

/** A tip in part rupees, in words for diners. */
export const tipWholeRupees = 'Enter a tip in whole rupees.';

/** Why a tip is refused, in words for diners; null when it is a tip the rules allow (0: none, unless `required`). */
export function tipProblem(paise: number, required = false): string | null {
  if (paise === 0) return required ? tipRangeText : null;
  if (!Number.isInteger(paise) || paise % 100 !== 0) return tipWholeRupees;
  if (paise < tipLimits.min || paise > tipLimits.max) return tipRangeText;
  return null;
}

/** The paise of a tip typed in rupees ("40", "₹ 40"); NaN when it is not a whole number of rupees. */
export function typedTip(text: string): number {
  const digits = text.replace(/[₹\s,]/g, '');
  return /^\d{1,6}$/.test(digits) ? Number(digits) * 100 : Number.NaN;
}
