// Every offer of every restaurant in the generated catalog is one the bill honours: for each,
// a cart of the restaurant's own dishes that meets the offer's terms is billed, and the saving
// the terms promise is on the bill (the coupon's discount, or a delivery fee of nothing). The
// offer's words are the ones written from its terms.
import { describe, expect, it } from 'vitest';
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import { couponForOffer, discountFor } from '#src/lib/coupons.ts';
import { priceOf } from '#src/lib/money.ts';
import { offerText } from '#src/lib/offerTerms.ts';
import { freeDeliveryFrom, standardDeliveryFeePaise } from '#src/lib/pricing.ts';
import { restaurantInfo, slaFor, nominalDistanceKm } from '../catalog/cards.ts';
import { data } from '../catalog/fixtures/catalogFixture.ts';
import { restaurantDishes } from '../catalog/menu.ts';
import { menuOffers } from '../catalog/offers.ts';
import { orderBillFor, type BillLine } from '../cart/bill.ts';
import { maxDishQuantity } from '../cart/cart.ts';
import { applyCoupon } from './coupons.ts';

/** The cheapest cart of the restaurant's dishes whose item total reaches `minimum` (one dish, then more of it, then another). */
function cartReaching(prices: readonly number[], minimum: number): BillLine[] {
  const lines: BillLine[] = [];
  let total = 0;
  for (const price of prices) {
    const quantity = Math.min(maxDishQuantity, Math.max(1, Math.ceil((minimum - total) / price)));
    lines.push({ price, quantity });
    total += price * quantity;
    if (total >= minimum) break;
  }
  return lines;
}

const itemTotal = (lines: readonly BillLine[]) => lines.reduce((sum, l) => sum + l.price * l.quantity, 0);

/** Whether the offer's saving is on the bill of a cart that meets its terms; a reason when it is not. */
function honoured(offer: DiscountInfo, offers: DiscountInfo[], name: string, prices: number[]): string | null {
  const text = `${offer.header} ${offer.subHeader}`;
  const { terms } = offer;
  if (!terms) return `${text}: carries no terms`;
  const words = offerText(terms);
  if (words.header !== offer.header || words.subHeader !== offer.subHeader) return `${text}: not its terms' words`;
  const lines = cartReaching(prices, Math.max(terms.minimum, 1));
  const total = itemTotal(lines);
  if (total < terms.minimum) return `${text}: no cart of its dishes reaches the minimum`;
  if (terms.kind === 'freeDelivery') {
    const at = orderBillFor(lines, 0, freeDeliveryFrom(offers));
    return at.deliveryFee === 0 ? null : `${text}: delivery fee ${at.deliveryFee} at ${at.itemTotal}`;
  }
  const coupon = couponForOffer(offer);
  if (!coupon || coupon.code !== terms.code || offer.couponCode !== terms.code) return `${text}: no code ${terms.code}`;
  const applied = applyCoupon(coupon.code, offers, name, total);
  const bill = orderBillFor(lines, applied.discount, freeDeliveryFrom(offers));
  if (bill.discount <= 0 || bill.discount !== discountFor(coupon, total)) return `${text}: discount ${bill.discount}`;
  if (terms.kind === 'flat' && bill.discount !== terms.value) return `${text}: flat saving not whole`;
  if (terms.kind === 'percent' && bill.discount > (terms.cap ?? 0)) return `${text}: saving above its cap`;
  return null;
}

describe('the offers of the whole catalog', () => {
  it('are each honoured by the bill when a cart meets their terms, and the listing card shows one of the menu’s', () => {
    const problems: string[] = [];
    let checked = 0;
    const restaurants = data.name.length;
    for (let r = 0; r < restaurants; r++) {
      const offers = menuOffers(data, r);
      if (offers.length === 0) continue;
      const info = restaurantInfo(data, r, slaFor(data, r, nominalDistanceKm));
      const card = info.aggregatedDiscountInfoV3;
      if (card && !offers.some((o) => o.header === card.header && o.subHeader === card.subHeader))
        problems.push(`${info.name}: its card's offer is not on its menu`);
      const prices = restaurantDishes(data, r)
        .map((dish) => priceOf(dish))
        .filter((price): price is number => price !== null && price > 0)
        .sort((a, b) => b - a);
      for (const offer of offers) {
        const problem = honoured(offer, offers, info.name, prices);
        if (problem) problems.push(`${info.name} (${info.id}): ${problem}`);
        checked += 1;
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(restaurants / 2);
  });

  it('charges the everyday fee below a free-delivery offer and nothing from it', () => {
    const offers = [{ header: 'FREE DELIVERY', subHeader: 'ON ORDERS ABOVE ₹199' }];
    // An upstream's offer in words alone, and the same offer with its terms, free delivery alike.
    const withTerms: DiscountInfo[] = [
      {
        header: 'FREE DELIVERY',
        subHeader: 'ABOVE ₹199',
        terms: { kind: 'freeDelivery', value: 0, cap: null, minimum: 19_900, code: null },
      },
    ];
    expect(freeDeliveryFrom(withTerms)).toBe(freeDeliveryFrom(offers));
    expect(orderBillFor([{ price: 19_800, quantity: 1 }], 0, freeDeliveryFrom(offers)).deliveryFee).toBe(
      standardDeliveryFeePaise,
    );
    expect(orderBillFor([{ price: 19_900, quantity: 1 }], 0, freeDeliveryFrom(offers)).deliveryFee).toBe(0);
  });
});
