import { describe, expect, it } from 'vitest';
import { couponForOffer } from '#src/lib/coupons.ts';
import { catalogCouponCodes, genericOffers, offerInfo, restaurantOffers } from '../catalog/offers.ts';
import { HttpError } from '../http.ts';
import { applyCoupon } from './coupons.ts';

const spiceOffers = [
  { header: '60% OFF', subHeader: 'UPTO ₹120' },
  { header: '₹125 OFF', subHeader: 'ABOVE ₹249' },
];

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return error.message;
    throw error;
  }
  throw new Error('expected a 422');
}

describe('coupons of the catalog', () => {
  it('gives every discount offer the listing shows a code, and none to the others', () => {
    const codes = [...restaurantOffers, ...genericOffers]
      .map(offerInfo)
      .map((offer) => `${offer.header} ${offer.subHeader} → ${couponForOffer(offer)?.code ?? '-'}`);
    expect(codes).toEqual([
      '50% OFF UPTO ₹100 → SAVE50',
      '60% OFF UPTO ₹120 → SAVE60',
      '20% OFF UPTO ₹50 → SAVE20',
      '30% OFF UPTO ₹75 → SAVE30',
      '40% OFF UPTO ₹80 → SAVE40',
      '₹125 OFF ABOVE ₹249 → FLAT125',
      '₹100 OFF ABOVE ₹199 → FLAT100',
      'FREE DELIVERY ABOVE ₹149 → -',
      '₹75 OFF ABOVE ₹299 → FLAT75',
      '₹50 OFF ABOVE ₹349 → FLAT50',
      'FLAT ₹75 OFF USE THALI75 | ABOVE ₹399 → THALI75',
      '20% OFF UPTO ₹100 USE FEAST20 | ABOVE ₹299 → FEAST20',
      'FREE DELIVERY ABOVE ₹199 → -',
    ]);
    expect(catalogCouponCodes).toEqual(
      new Set([
        'SAVE50',
        'SAVE60',
        'SAVE20',
        'SAVE30',
        'SAVE40',
        'FLAT125',
        'FLAT100',
        'FLAT75',
        'FLAT50',
        'THALI75',
        'FEAST20',
      ]),
    );
  });

  it('applies exactly the offer: the cap, the minimum', () => {
    expect(applyCoupon('SAVE60', spiceOffers, 'Spice Route', 10_000).discount).toBe(6_000);
    expect(applyCoupon('SAVE60', spiceOffers, 'Spice Route', 90_000).discount).toBe(12_000);
    expect(applyCoupon('FLAT125', spiceOffers, 'Spice Route', 24_900).discount).toBe(12_500);
  });

  it('applies the terms an offer carries, whatever its words say', () => {
    const terms = { kind: 'percent' as const, value: 25, cap: 5_000, minimum: 20_000, code: 'TODAY25' };
    const special = [{ header: 'TODAY ONLY', subHeader: 'A TREAT FROM US', terms }];
    expect(applyCoupon('TODAY25', special, 'Spice Route', 30_000)).toEqual({
      terms: { ...terms, usage: 'unlimited' },
      discount: 5_000,
    });
    expect(refusal(() => applyCoupon('TODAY25', special, 'Spice Route', 19_900))).toBe(
      'TODAY25 needs an item total of ₹200 or more: add ₹1 more to use it.',
    );
  });

  it("says why a code does not apply: below the minimum, another restaurant's, expired, unknown", () => {
    expect(refusal(() => applyCoupon('FLAT125', spiceOffers, 'Spice Route', 24_000))).toBe(
      'FLAT125 needs an item total of ₹249 or more: add ₹9 more to use it.',
    );
    expect(refusal(() => applyCoupon('SAVE50', spiceOffers, 'Spice Route', 24_000))).toBe(
      "SAVE50 is not offered by Spice Route. Use a code from this restaurant's offers.",
    );
    expect(refusal(() => applyCoupon('DIWALI100', spiceOffers, 'Spice Route', 24_000))).toMatch(
      /^DIWALI100 has expired: it could be used until 12 Nov 2026\.$/,
    );
    expect(refusal(() => applyCoupon('SAVE99', spiceOffers, 'Spice Route', 24_000))).toBe(
      "SAVE99 is not a code we know. Check the offers on the restaurant's menu.",
    );
  });
});
