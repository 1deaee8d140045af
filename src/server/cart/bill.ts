/**
 * The one bill, computed on the server in paise (hundredths of a rupee), never by the client:
 * the cart page shows its short form (`billFor`), checkout and orders its full form
 * (`orderBillFor`, with the coupon's discount). The delivery fee is the rule the menu promises
 * (src/lib/pricing.ts).
 *
 * GST: restaurant service supplied through an electronic commerce operator is taxed at 5 %
 * (Notification No. 11/2017-Central Tax (Rate), entry 7(ii), as amended by Notification
 * No. 20/2019-Central Tax (Rate), 2.5 % CGST + 2.5 % SGST, no input tax credit), and the
 * operator pays it under Section 9(5) of the CGST Act, 2017: Notification No. 17/2017-Central
 * Tax (Rate), clause (iv) "restaurant service", inserted by Notification No. 17/2021-Central Tax
 * (Rate) from 1 January 2022. The tax is on the value of the restaurant's supply: the food less
 * the offer's discount (a discount shown on the invoice is not part of the value, Section 15(3))
 * plus its packaging. The delivery fee, the surge fee (rain, late night, high demand: a charge
 * for delivering at that moment, so treated as the delivery fee is) and the platform fee are the
 * operator's own services and are charged as shown, tax included: none of them is in GST's base.
 */
import type { Bill } from '#src/lib/cartTypes.ts';
import type { SurgeFee } from '#src/lib/surgeFees.ts';
import type { OrderBillView } from '#src/lib/orderTypes.ts';
import { deliveryFeeFor } from '#src/lib/pricing.ts';

/** GST on restaurant food: 5 %, in percent so the arithmetic stays in integers. */
export const gstPercent = 5;

/** Flat platform fee (₹5) on every non-empty order, shown within taxes and charges. */
export const platformFeePaise = 500;

/** Packaging: ₹5 for each line (a dish, or each customisation of it, is packed on its own), charged by the restaurant. */
export const packagingPerLinePaise = 500;

/** One priced line: the unit price in paise and how many. */
export interface BillLine {
  price: number;
  quantity: number;
}

/** Every figure of an order's bill, in paise (the shape the API answers). */
export type OrderBill = OrderBillView;

/** GST on a taxable value in paise, rounded to the paisa (half up). */
export function gstOn(taxableValue: number): number {
  return Math.round((Math.max(0, taxableValue) * gstPercent) / 100);
}

/**
 * The full bill of an order's lines with a discount (already capped by the coupon's own rule).
 * The delivery fee follows the item total before the discount, as the menu promises it, and the
 * restaurant's free-delivery offer when it has one (its terms' minimum, in paise: `freeDeliveryFrom`).
 * A surge fee in force (`surgeFeeAt` for the restaurant's city now) is added as it is, outside GST.
 */
export function orderBillFor(
  lines: readonly BillLine[],
  discount = 0,
  freeDeliveryFrom: number | null = null,
  surge: SurgeFee | null = null,
): OrderBill {
  const itemTotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const packaging = lines.length * packagingPerLinePaise;
  const deliveryFee = lines.length ? deliveryFeeFor(itemTotal, freeDeliveryFrom) : 0;
  const platformFee = lines.length ? platformFeePaise : 0;
  const applied = Math.min(Math.max(0, Math.round(discount)), itemTotal);
  const gst = gstOn(itemTotal - applied + packaging);
  const surgeFee = lines.length && surge ? surge.amount : 0;
  const bill: OrderBill = {
    itemTotal,
    packaging,
    deliveryFee,
    platformFee,
    gst,
    discount: applied,
    total: itemTotal - applied + packaging + deliveryFee + surgeFee + platformFee + gst,
  };
  // Only a bill that charges one names a surge fee: every other bill stays as it was.
  if (surgeFee && surge) Object.assign(bill, { surgeFee, surge });
  return bill;
}

/** The bill of a cart's lines with the surge fee in force (if any), or null for an empty cart (nothing to pay, no fees). */
export function billFor(
  lines: readonly BillLine[],
  freeDeliveryFrom: number | null = null,
  surge: SurgeFee | null = null,
): Bill | null {
  if (lines.length === 0) return null;
  const full = orderBillFor(lines, 0, freeDeliveryFrom, surge);
  const bill: Bill = {
    itemTotal: full.itemTotal,
    deliveryFee: full.deliveryFee,
    taxesAndCharges: full.packaging + full.platformFee + full.gst,
    toPay: full.total,
  };
  if (full.surge) bill.surge = full.surge;
  return bill;
}
