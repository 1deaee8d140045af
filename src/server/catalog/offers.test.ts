import { describe, expect, it } from 'vitest';
import { readOfferText } from '#src/lib/offerTerms.ts';
import { genericOffers, menuOffers, offerInfo, offerOf, restaurantOffers, upstreamOffers } from './offers.ts';
import { data } from './fixtures/catalogFixture.ts';

describe('the catalog’s offers', () => {
  it('carry their terms, and words that read back as them', () => {
    for (const offer of [...restaurantOffers, ...genericOffers]) {
      const info = offerInfo(offer);
      expect(info.terms).toBe(offer.terms);
      expect(readOfferText(info)).toEqual(offer.terms);
      expect(info.couponCode ?? null).toBe(offer.terms.code);
    }
    expect(restaurantOffers.map(offerInfo).find((offer) => offer.couponCode === 'FLAT125')).toMatchObject({
      header: '₹125 OFF',
      usage: 'once',
    });
  });

  it('give a menu its restaurant’s own offer first, the one its card shows', () => {
    let withOwn = 0;
    for (let r = 0; r < 500; r++) {
      const own = offerOf(data.offer[r] ?? 255);
      const offers = menuOffers(data, r);
      if (own) {
        withOwn += 1;
        expect(offers[0]).toBe(own);
      }
      expect(offers.every((offer) => offer.terms !== undefined)).toBe(true);
    }
    expect(withOwn).toBeGreaterThan(100);
  });
});

describe('an upstream catalog’s offers', () => {
  it('keep terms that check out, drop those that do not (the words are read then), and drop offers without words', () => {
    const terms = { kind: 'percent', value: 25, cap: 5_000, minimum: 0, code: 'TODAY25' } as const;
    expect(
      upstreamOffers([
        { header: 'TODAY ONLY', subHeader: 'A TREAT', couponCode: 'TODAY25', terms, extra: 'ignored' },
        { header: '50% OFF', subHeader: 'UPTO ₹100', terms: { ...terms, cap: -1 } },
        {
          header: 'FREE DELIVERY',
          subHeader: 'ABOVE ₹99',
          terms: { kind: 'freeDelivery', value: 0, cap: null, minimum: 9_900, code: 'X' },
        },
        { header: 'FLAT ₹20 OFF', subHeader: 'ABOVE ₹99', usage: 'sometimes' },
        { subHeader: 'no header' },
        'junk',
      ]),
    ).toEqual([
      { header: 'TODAY ONLY', subHeader: 'A TREAT', couponCode: 'TODAY25', terms },
      { header: '50% OFF', subHeader: 'UPTO ₹100' },
      { header: 'FREE DELIVERY', subHeader: 'ABOVE ₹99' },
      { header: 'FLAT ₹20 OFF', subHeader: 'ABOVE ₹99' },
    ]);
    expect(upstreamOffers(undefined)).toEqual([]);
  });
});
