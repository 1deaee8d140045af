import { describe, expect, it } from 'vitest';
import { couponForOffer, couponMessages, discountFor, normaliseCouponCode } from './coupons.ts';

describe('coupons', () => {
  it('takes an offer’s terms as they are, and its words only when it has none (an upstream’s)', () => {
    const terms = { kind: 'flat' as const, value: 4_000, cap: null, minimum: 0, code: 'HELLO40' };
    expect(couponForOffer({ header: 'WELCOME', subHeader: 'A GIFT', usage: 'first-order', terms })).toEqual({
      ...terms,
      usage: 'first-order',
    });
    const freeDelivery = { kind: 'freeDelivery' as const, value: 0, cap: null, minimum: 0, code: null };
    expect(couponForOffer({ header: '50% OFF', subHeader: 'UPTO ₹100', terms: freeDelivery })).toBeNull();
  });

  it('reads a percentage offer with its cap', () => {
    const terms = couponForOffer({ header: '60% OFF', subHeader: 'UPTO ₹120' });
    expect(terms).toEqual({ code: 'SAVE60', kind: 'percent', value: 60, cap: 12_000, minimum: 0, usage: 'unlimited' });
    expect(discountFor(terms!, 10_000)).toBe(6_000);
    expect(discountFor(terms!, 50_000)).toBe(12_000);
    // Rounded down to the paisa: 60% of 333 paise is 199.8.
    expect(discountFor(terms!, 333)).toBe(199);
  });

  it('reads a flat offer above a minimum, applying at the minimum and not below it', () => {
    const terms = couponForOffer({ header: '₹125 OFF', subHeader: 'ABOVE ₹249' });
    expect(terms).toEqual({
      code: 'FLAT125',
      kind: 'flat',
      value: 12_500,
      cap: null,
      minimum: 24_900,
      usage: 'unlimited',
    });
    expect(discountFor(terms!, 24_899)).toBe(0);
    expect(discountFor(terms!, 24_900)).toBe(12_500);
    expect(couponForOffer({ header: 'FLAT ₹50 OFF', subHeader: 'ABOVE ₹349' })?.code).toBe('FLAT50');
  });

  it('uses the code an offer names', () => {
    expect(couponForOffer({ header: 'FLAT ₹75 OFF', subHeader: 'USE THALI75 | ABOVE ₹399' })).toEqual({
      code: 'THALI75',
      kind: 'flat',
      value: 7_500,
      cap: null,
      minimum: 39_900,
      usage: 'unlimited',
    });
    expect(couponForOffer({ header: '20% OFF UPTO ₹100', subHeader: 'USE FEAST20 | ABOVE ₹299' })).toEqual({
      code: 'FEAST20',
      kind: 'percent',
      value: 20,
      cap: 10_000,
      minimum: 29_900,
      usage: 'unlimited',
    });
  });

  it('takes the usage rule the offer states: its own field first, else its words, else every order', () => {
    const usage = (offer: Parameters<typeof couponForOffer>[0]) => couponForOffer(offer)?.usage;
    expect(usage({ header: '₹125 OFF', subHeader: 'ABOVE ₹249', usage: 'once' })).toBe('once');
    expect(usage({ header: '₹40 OFF', subHeader: 'USE HELLO40 | FIRST ORDER ONLY' })).toBe('first-order');
    expect(usage({ header: '50% OFF UPTO ₹100', subHeader: 'FOR NEW USERS' })).toBe('first-order');
    expect(usage({ header: 'FLAT ₹60 OFF', subHeader: 'ONCE PER USER' })).toBe('once');
    expect(usage({ header: 'FLAT ₹60 OFF', subHeader: 'ABOVE ₹199' })).toBe('unlimited');
  });

  it('gives no code for offers without a discount of their own', () => {
    expect(couponForOffer({ header: 'ITEMS', subHeader: 'AT ₹129' })).toBeNull();
    expect(couponForOffer({ header: 'FREE ITEM', subHeader: 'ABOVE ₹299' })).toBeNull();
    expect(couponForOffer({ header: 'FREE DELIVERY', subHeader: 'ON ORDERS ABOVE ₹199' })).toBeNull();
    expect(couponForOffer({ header: '10% OFF UPTO ₹60', subHeader: 'WITH SELECT CARDS' })).toBeNull();
  });

  it('says why a code cannot be used', () => {
    expect(normaliseCouponCode('  save60 ')).toBe('SAVE60');
    expect(couponMessages.expired('MONSOON40', '2026-09-30')).toBe(
      'MONSOON40 has expired: it could be used until 30 Sept 2026.',
    );
    const terms = couponForOffer({ header: '₹125 OFF', subHeader: 'ABOVE ₹249' })!;
    expect(couponMessages.belowMinimum('FLAT125', terms, 20_000)).toBe(
      'FLAT125 needs an item total of ₹249 or more: add ₹49 more to use it.',
    );
  });
});
