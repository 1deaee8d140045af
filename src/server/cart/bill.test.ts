import { describe, expect, it } from 'vitest';
import { deliveryFeeFor, freeDeliveryAbovePaise, standardDeliveryFeePaise } from '../../lib/pricing.ts';
import { billFor, gstPercent, platformFeePaise, taxesAndChargesFor } from './bill.ts';

describe('bill', () => {
  it('keeps its constants: free delivery above ₹499, else ₹39; 5% GST; ₹5 platform fee', () => {
    expect(freeDeliveryAbovePaise).toBe(49_900);
    expect(standardDeliveryFeePaise).toBe(3_900);
    expect(gstPercent).toBe(5);
    expect(platformFeePaise).toBe(500);
  });

  it('charges delivery at or below ₹499 and not above it', () => {
    expect(deliveryFeeFor(49_900)).toBe(3_900);
    expect(deliveryFeeFor(49_901)).toBe(0);
    expect(deliveryFeeFor(100)).toBe(3_900);
  });

  it('rounds GST to the paisa and adds the platform fee', () => {
    // 5% of ₹123.45 is 617.25 paise → 617.
    expect(taxesAndChargesFor(12_345)).toBe(617 + 500);
    // 5% of 10 paise is 0.5 → 1 (half up).
    expect(taxesAndChargesFor(10)).toBe(1 + 500);
  });

  it('sums price × quantity and adds everything up', () => {
    expect(billFor([{ price: 24_900, quantity: 2 }, { price: 9_900, quantity: 1 }])).toEqual({
      itemTotal: 59_700,
      deliveryFee: 0,
      taxesAndCharges: 2_985 + 500,
      toPay: 59_700 + 2_985 + 500,
    });
    expect(billFor([{ price: 15_000, quantity: 1 }])).toEqual({ itemTotal: 15_000, deliveryFee: 3_900, taxesAndCharges: 750 + 500, toPay: 15_000 + 3_900 + 1_250 });
  });

  it('has no bill for an empty cart', () => {
    expect(billFor([])).toBeNull();
  });
});
