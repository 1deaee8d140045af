import { describe, expect, it } from 'vitest';
import { HttpError } from '../http.ts';
import { dishes, orderFixtureOfFile } from './fixtures/orderFixture.ts';
import { orderErrors } from './orderRules.ts';

const fixture = orderFixtureOfFile();

describe('placing orders', () => {
  it('makes one order per key: a repeat answers it again, another request under the key is refused', async () => {
    const user = await fixture.diner();
    const address = await fixture.address(user);
    await fixture.fill(user, [[dishes.paneer.id, 1]]);
    const request = { addressId: address.id, paymentMethod: 'cod' as const };
    const made = await fixture.orders.place(user.userId, 'place-key-1', request);
    expect(made.created).toBe(true);
    expect(made.order.lines.map((line) => [line.dishId, line.quantity])).toEqual([[dishes.paneer.id, 1]]);
    expect((await fixture.cart.get(user.userId)).documents).toEqual([]);

    const repeat = await fixture.orders.place(user.userId, 'place-key-1', request);
    expect(repeat).toMatchObject({ created: false, order: { id: made.order.id } });
    await expect(
      fixture.orders.place(user.userId, 'place-key-1', { ...request, paymentMethod: 'card' }),
    ).rejects.toEqual(new HttpError(422, orderErrors.keyReused));
    await expect(fixture.orders.place(user.userId, 'place-key-2', request)).rejects.toEqual(
      new HttpError(409, orderErrors.emptyCart),
    );
  });

  it('refuses a total other than the diner saw, and keeps the cart', async () => {
    const user = await fixture.diner();
    const address = await fixture.address(user);
    await fixture.fill(user, [[dishes.biryani.id, 1]]);
    const { bill } = await fixture.orders.quote(user.userId, { addressId: address.id });
    await expect(
      fixture.orders.place(user.userId, 'total-key-1', {
        addressId: address.id,
        paymentMethod: 'cod',
        expectedTotal: bill.total - 100,
      }),
    ).rejects.toEqual(new HttpError(409, orderErrors.totalChanged(bill.total)));
    expect((await fixture.cart.get(user.userId)).documents).toHaveLength(1);
  });
});

describe('after placing', () => {
  it('cancels before preparing, once; refuses a move the status does not allow', async () => {
    const placed = await fixture.placed('cod');
    const { userId } = placed.user;
    const cancelled = await fixture.orders.cancel(userId, placed.order.id);
    expect([cancelled.status, cancelled.cancellable]).toEqual(['cancelled', false]);
    expect((await fixture.orders.cancel(userId, placed.order.id)).history).toEqual(cancelled.history);
    await expect(fixture.orders.advance(placed.order.id, 'accepted')).rejects.toMatchObject({ status: 409 });

    const cooking = await fixture.placed('cod');
    await fixture.orders.advance(cooking.order.id, 'accepted');
    await fixture.orders.advance(cooking.order.id, 'preparing', 'In the kitchen');
    await expect(fixture.orders.cancel(cooking.user.userId, cooking.order.id)).rejects.toEqual(
      new HttpError(409, orderErrors.notCancellable),
    );
  });

  it('reorders into the cart, replacing what it held, and counts orders in progress', async () => {
    const placed = await fixture.placed('cod');
    const { userId } = placed.user;
    expect(await fixture.orders.countInProgress(userId)).toBe(1);
    await fixture.fill(placed.user, [[dishes.naan.id, 3]]);
    const again = await fixture.orders.reorder(userId, placed.order.id);
    expect(again).toEqual({ added: 1, changes: ['Your cart was replaced with this order’s dishes.'] });
    const cart = await fixture.cart.get(userId);
    expect(cart.documents.map((dish) => [dish.id, dish.quantity])).toEqual([[dishes.paneer.id, 2]]);
  });
});
