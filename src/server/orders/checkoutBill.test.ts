import { describe, expect, it } from 'vitest';
import { standardDeliveryFeePaise } from '#src/lib/pricing.ts';
import { orderBillFor } from '../cart/bill.ts';
import { pricingPoint } from '../catalog/backend.ts';
import { HttpError } from '../http/http.ts';
import { dishes, home, orderFixtureOfFile } from '#test/orders/orderFixture.ts';
import { orderErrors } from './orderRules.ts';

const fixture = orderFixtureOfFile();

describe('the checkout bill', () => {
  it('without an address: the cart’s bill with the offers its dishes came with, and no diner’s point asked about', async () => {
    const user = await fixture.diner();
    await fixture.fill(user, [[dishes.naan.id, 1]]);
    fixture.factsAskedAt.length = 0;
    const plain = await fixture.orders.quote(user.userId, {});
    expect(plain).toEqual({
      bill: orderBillFor([{ price: 9_900, quantity: 1 }]),
      coupon: null,
      addressProblem: null,
      restaurantProblem: null,
      // Slots need the delivery time to an address.
      slots: [],
      openNow: true,
    });
    expect(plain.bill.deliveryFee).toBe(standardDeliveryFeePaise);

    // ₹198 reaches the restaurant's free delivery from ₹149, and its 60% coupon applies.
    await fixture.fill(user, [[dishes.naan.id, 2]]);
    const saved = await fixture.orders.quote(user.userId, { couponCode: 'save60' });
    expect(saved.coupon).toEqual({ code: 'SAVE60', applied: true, message: 'SAVE60 applied: you save ₹118.80' });
    expect(saved.bill).toEqual(orderBillFor([{ price: 9_900, quantity: 2 }], 11_880, 14_900));
    expect(saved.bill.deliveryFee).toBe(0);
    // Only the catalog's pricing point, for the restaurant's hours, minimum and city.
    expect(new Set(fixture.factsAskedAt.map((point) => JSON.stringify(point)))).toEqual(
      new Set([JSON.stringify(pricingPoint)]),
    );
  });

  it('with an address: asks the catalog about the address’s point, and says when it is outside the delivery area', async () => {
    const user = await fixture.diner();
    const near = await fixture.address(user);
    const far = await fixture.address(user, { lat: 13.2, lng: 77.7 });
    await fixture.fill(user, [[dishes.biryani.id, 1]]);
    fixture.factsAskedAt.length = 0;
    expect((await fixture.orders.quote(user.userId, { addressId: near.id })).addressProblem).toBeNull();
    expect((await fixture.orders.quote(user.userId, { addressId: far.id })).addressProblem).toBe(
      orderErrors.outsideRadius('Spice Route'),
    );
    expect(fixture.factsAskedAt).toEqual([home, { lat: 13.2, lng: 77.7 }]);
  });

  it('answers a coupon that does not apply with the bill without it, and an empty cart with a 409', async () => {
    const user = await fixture.diner();
    await fixture.fill(user, [[dishes.paneer.id, 1]]);
    const quote = await fixture.orders.quote(user.userId, { couponCode: 'NOSUCH1' });
    expect(quote.coupon).toEqual({
      code: 'NOSUCH1',
      applied: false,
      message: "NOSUCH1 is not a code we know. Check the offers on the restaurant's menu.",
    });
    expect(quote.bill.discount).toBe(0);

    const empty = await fixture.diner();
    await expect(fixture.orders.quote(empty.userId, {})).rejects.toEqual(new HttpError(409, orderErrors.emptyCart));
  });
});
