import { describe, expect, it } from 'vitest';
import { priceOf, rupees } from './money.ts';
import { deliveryFeeFor, deliveryFeeMessage, freeDeliveryAbovePaise, standardDeliveryFeePaise } from './pricing.ts';

describe('priceOf', () => {
  it('prefers the final price, then the price, then the default price', () => {
    expect(priceOf({ finalPrice: 29950, price: 32000, defaultPrice: 32000 })).toBe(29950);
    expect(priceOf({ price: 32000, defaultPrice: 35000 })).toBe(32000);
    expect(priceOf({ defaultPrice: 30000 })).toBe(30000);
    expect(priceOf({ finalPrice: 0, price: 25000 })).toBe(0);
  });

  it('is null for a dish without a usable price', () => {
    expect(priceOf({})).toBeNull();
    expect(priceOf({ price: Number.NaN })).toBeNull();
    expect(priceOf({ finalPrice: -1 })).toBeNull();
  });
});

describe('delivery fee', () => {
  it('is ₹39 up to ₹499 of items and free above', () => {
    expect(deliveryFeeFor(100)).toBe(standardDeliveryFeePaise);
    expect(deliveryFeeFor(freeDeliveryAbovePaise)).toBe(3_900);
    expect(deliveryFeeFor(freeDeliveryAbovePaise + 1)).toBe(0);
  });

  it('is promised on the menu with the amounts the bill uses', () => {
    expect(deliveryFeeMessage(2.5, false)).toBe('2.5 kms | ₹39 Delivery fee will apply, free above ₹499');
    expect(deliveryFeeMessage(14, true)).toBe('Far (14.0 kms) | ₹39 Delivery fee will apply, free above ₹499');
    expect(deliveryFeeMessage(3, false)).toContain(rupees(deliveryFeeFor(1)));
  });
});
