/** The cart's bill, computed on the server in paise (hundredths of a rupee), never by the client. */
import type { Bill } from '../../lib/cartTypes.ts';
import { deliveryFeeFor } from '../../lib/pricing.ts';

/** GST on restaurant food: 5 %, in percent so the arithmetic stays in integers. */
export const gstPercent = 5;

/** Flat platform fee (₹5) on every non-empty order, shown within taxes and charges. */
export const platformFeePaise = 500;

/** One priced line: the unit price in paise and how many. */
export interface BillLine {
  price: number;
  quantity: number;
}

/** 5 % GST on the items rounded to the paisa, plus the platform fee. */
export function taxesAndChargesFor(itemTotal: number): number {
  return Math.round((itemTotal * gstPercent) / 100) + platformFeePaise;
}

/** The bill of a cart's lines, or null for an empty cart (nothing to pay, no fees). */
export function billFor(lines: readonly BillLine[]): Bill | null {
  if (lines.length === 0) return null;
  const itemTotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const deliveryFee = deliveryFeeFor(itemTotal);
  const taxesAndCharges = taxesAndChargesFor(itemTotal);
  return { itemTotal, deliveryFee, taxesAndCharges, toPay: itemTotal + deliveryFee + taxesAndCharges };
}
