import { describe, expect, it } from 'vitest';
import { deliveryFeeFor, freeDeliveryAbovePaise, standardDeliveryFeePaise } from '#src/lib/pricing.ts';
import { billFor, gstOn, gstPercent, orderBillFor, packagingPerLinePaise, platformFeePaise } from './bill.ts';

describe('bill', () => {
  it('keeps its constants: free delivery above ₹499, else ₹39; 5% GST; ₹5 platform fee; ₹5 packaging a dish', () => {
    expect(freeDeliveryAbovePaise).toBe(49_900);
    expect(standardDeliveryFeePaise).toBe(3_900);
    expect(gstPercent).toBe(5);
    expect(platformFeePaise).toBe(500);
    expect(packagingPerLinePaise).toBe(500);
  });

  it('charges delivery at or below ₹499 and not above it', () => {
    expect(deliveryFeeFor(49_900)).toBe(3_900);
    expect(deliveryFeeFor(49_901)).toBe(0);
    expect(deliveryFeeFor(100)).toBe(3_900);
  });

  it('rounds GST to the paisa, half up', () => {
    // 5% of ₹123.45 is 617.25 paise → 617.
    expect(gstOn(12_345)).toBe(617);
    // 5% of 10 paise is 0.5 → 1 (half up).
    expect(gstOn(10)).toBe(1);
    expect(gstOn(-5)).toBe(0);
  });

  it('sums price × quantity, packs each dish, taxes food and packaging, adds everything up', () => {
    // Items ₹597, packaging 2 × ₹5, GST 5% of ₹607 = ₹30.35, platform ₹5, free delivery.
    expect(
      billFor([
        { price: 24_900, quantity: 2 },
        { price: 9_900, quantity: 1 },
      ]),
    ).toEqual({
      itemTotal: 59_700,
      deliveryFee: 0,
      taxesAndCharges: 1_000 + 3_035 + 500,
      toPay: 59_700 + 1_000 + 3_035 + 500,
    });
    expect(billFor([{ price: 15_000, quantity: 1 }])).toEqual({
      itemTotal: 15_000,
      deliveryFee: 3_900,
      taxesAndCharges: 500 + 775 + 500,
      toPay: 15_000 + 3_900 + 1_775,
    });
  });

  it('takes a discount off the food before GST, keeps the delivery fee of the item total, never goes below zero', () => {
    const bill = orderBillFor([{ price: 30_000, quantity: 1 }], 12_000);
    // Taxable: ₹300 − ₹120 + ₹5 = ₹185 → GST ₹9.25.
    expect(bill).toEqual({
      itemTotal: 30_000,
      packaging: 500,
      deliveryFee: 3_900,
      platformFee: 500,
      gst: 925,
      discount: 12_000,
      total: 30_000 - 12_000 + 500 + 3_900 + 500 + 925,
    });
    expect(orderBillFor([{ price: 5_000, quantity: 1 }], 99_999).discount).toBe(5_000);
    // The cart's short bill and the order's full bill agree on what to pay.
    const lines = [{ price: 12_345, quantity: 3 }];
    expect(billFor(lines)?.toPay).toBe(orderBillFor(lines).total);
  });

  it('has no bill for an empty cart', () => {
    expect(billFor([])).toBeNull();
    expect(orderBillFor([]).total).toBe(0);
  });

  it('adds a surge fee as it is, outside GST (like the delivery fee), and names it on both bills', () => {
    const rain = { reason: 'rain' as const, amount: 2_500, label: 'Rain fee', ruleId: 'rain-blr' };
    const lines = [{ price: 30_000, quantity: 1 }];
    const plain = orderBillFor(lines);
    const surged = orderBillFor(lines, 0, null, rain);
    expect(surged).toEqual({ ...plain, surgeFee: 2_500, surge: rain, total: plain.total + 2_500 });
    expect(surged.gst).toBe(plain.gst);
    const cart = billFor(lines, null, rain);
    expect(cart?.surge).toEqual(rain);
    expect(cart?.toPay).toBe(surged.total);
    expect(cart?.taxesAndCharges).toBe(billFor(lines)?.taxesAndCharges);
    // No lines, no fee.
    expect(orderBillFor([], 0, null, rain).total).toBe(0);
  });
});
