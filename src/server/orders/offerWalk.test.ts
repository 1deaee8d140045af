// Every offer of every restaurant in the generated catalog is one the bill honours: for each,
// a cart of the restaurant's own dishes that meets the offer's terms is billed, and the saving
// the offer advertises is on the bill (the coupon's discount, or a delivery fee of nothing).
import { describe, expect, it } from 'vitest';
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import { couponForOffer, discountFor } from '#src/lib/coupons.ts';
import { priceOf } from '#src/lib/money.ts';
import { freeDeliveryFrom, standardDeliveryFeePaise } from '#src/lib/pricing.ts';
import { restaurantInfo, slaFor, nominalDistanceKm } from '../catalog/cards.ts';
import { data } from '../catalog/fixtures/catalogFixture.ts';
import { restaurantDishes } from '../catalog/menu.ts';
import { menuOffers } from '../catalog/menuResponse.ts';
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
  const terms = couponForOffer(offer);
  if (terms) {
    const lines = cartReaching(prices, Math.max(terms.minOrderPaise, 1));
    const total = itemTotal(lines);
    if (total < terms.minOrderPaise) return `${text}: no cart of its dishes reaches the minimum`;
    const coupon = applyCoupon(terms.code, offers, name, total);
    const bill = orderBillFor(lines, coupon.discount, freeDeliveryFrom(offers));
    if (bill.discount <= 0 || bill.discount !== discountFor(terms, total)) return `${text}: discount ${bill.discount}`;
    if (terms.kind === 'flat' && bill.discount !== terms.capPaise) return `${text}: flat saving not whole`;
    return null;
  }
  const from = freeDeliveryFrom([offer]);
  if (from !== null) {
    const at = orderBillFor(cartReaching(prices, Math.max(from, 1)), 0, freeDeliveryFrom(offers));
    if (at.deliveryFee !== 0) return `${text}: delivery fee ${at.deliveryFee} at ${at.itemTotal}`;
    return null;
  }
  return `${text}: advertises a saving the bill has no rule for`;
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
    expect(orderBillFor([{ price: 19_800, quantity: 1 }], 0, freeDeliveryFrom(offers)).deliveryFee).toBe(
      standardDeliveryFeePaise,
    );
    expect(orderBillFor([{ price: 19_900, quantity: 1 }], 0, freeDeliveryFrom(offers)).deliveryFee).toBe(0);
  });
});
