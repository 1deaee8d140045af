import { describe, expect, it } from 'vitest';
import type { OfferTerms } from './catalogTypes.ts';
import { offerText, readOfferText, termsOf } from './offerTerms.ts';

const percent = (value: number, cap: number, minimum: number, code: string): OfferTerms => ({
  kind: 'percent',
  value,
  cap,
  minimum,
  code,
});
const flat = (value: number, minimum: number, code: string): OfferTerms => ({
  kind: 'flat',
  value,
  cap: null,
  minimum,
  code,
});
const freeDelivery = (minimum: number): OfferTerms => ({
  kind: 'freeDelivery',
  value: 0,
  cap: null,
  minimum,
  code: null,
});

describe('offer terms and their words', () => {
  it('writes the words from the terms, naming a code only when the words do not imply it', () => {
    expect(offerText(percent(50, 10_000, 0, 'SAVE50'))).toEqual({ header: '50% OFF', subHeader: 'UPTO ₹100' });
    expect(offerText(percent(20, 10_000, 29_900, 'FEAST20'))).toEqual({
      header: '20% OFF UPTO ₹100',
      subHeader: 'USE FEAST20 | ABOVE ₹299',
    });
    expect(offerText(flat(12_500, 24_900, 'FLAT125'))).toEqual({ header: '₹125 OFF', subHeader: 'ABOVE ₹249' });
    expect(offerText(flat(7_500, 39_900, 'THALI75'))).toEqual({
      header: 'FLAT ₹75 OFF',
      subHeader: 'USE THALI75 | ABOVE ₹399',
    });
    expect(offerText(freeDelivery(14_900))).toEqual({ header: 'FREE DELIVERY', subHeader: 'ABOVE ₹149' });
    expect(offerText(freeDelivery(0))).toEqual({ header: 'FREE DELIVERY', subHeader: 'ON ANY ORDER' });
    expect(offerText(flat(5_000, 0, 'FLAT50'))).toEqual({ header: '₹50 OFF', subHeader: 'ON ANY ORDER' });
  });

  it('reads the words of any terms back as those terms', () => {
    const all = [
      percent(50, 10_000, 0, 'SAVE50'),
      percent(15, 7_500, 19_900, 'SAVE15'),
      percent(20, 10_000, 29_900, 'FEAST20'),
      percent(10, 150_000, 0, 'BIGTEN'),
      flat(12_500, 24_900, 'FLAT125'),
      flat(7_500, 39_900, 'THALI75'),
      flat(5_000, 0, 'FLAT50'),
      flat(4_000, 0, 'HELLO40'),
      freeDelivery(14_900),
      freeDelivery(0),
    ];
    for (const terms of all) expect(readOfferText(offerText(terms))).toEqual(terms);
  });

  it('reads an upstream’s words alone: discounts, free delivery, and nothing for the rest', () => {
    expect(readOfferText({ header: 'FREE DELIVERY', subHeader: 'ON ORDERS ABOVE ₹199' })).toEqual(freeDelivery(19_900));
    expect(readOfferText({ header: '₹40 OFF', subHeader: 'USE HELLO40 | FIRST ORDER ONLY' })).toEqual(
      flat(4_000, 0, 'HELLO40'),
    );
    expect(readOfferText({ header: '₹1,000 OFF', subHeader: 'ABOVE ₹2,999' })).toEqual(
      flat(100_000, 299_900, 'FLAT1000'),
    );
    expect(readOfferText({ header: '10% OFF UPTO ₹60', subHeader: 'WITH SELECT CARDS' })).toBeNull();
    expect(readOfferText({ header: '60% OFF', subHeader: 'ON EVERYTHING' })).toBeNull();
    expect(readOfferText({ header: 'ITEMS', subHeader: 'AT ₹129' })).toBeNull();
    expect(readOfferText({ header: 'FREE ITEM', subHeader: 'ABOVE ₹299' })).toBeNull();
  });

  it('prefers the terms an offer carries to its words', () => {
    const terms = flat(2_500, 0, 'TWENTYFIVE');
    expect(termsOf({ header: '50% OFF', subHeader: 'UPTO ₹100', terms })).toBe(terms);
    expect(termsOf({ header: '50% OFF', subHeader: 'UPTO ₹100' })).toEqual(percent(50, 10_000, 0, 'SAVE50'));
  });
});
