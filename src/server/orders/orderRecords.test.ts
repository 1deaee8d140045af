import { describe, expect, it } from 'vitest';
import { orderBillFor } from '../cart/bill.ts';
import { dishes, home, orderFixtureOfFile, spiceRoute } from '#test/orders/orderFixture.ts';
import { insertOrder, latestPayment, orderByKey, orderRow, ordersOf } from './orderRecords.ts';
import { recordStatus } from './orderRules.ts';

const fixture = orderFixtureOfFile();

describe('order records', () => {
  it('writes an order whole: its lines in their order and its first history entries', async () => {
    const { db } = fixture.testDb;
    const user = await fixture.diner();
    const address = await fixture.address(user, home);
    const lines = [dishes.naan, dishes.paneer, dishes.biryani].map((dish, i) => ({
      dishId: dish.id,
      name: dish.name,
      isVeg: i !== 2,
      vegClass: i !== 2 ? ('VEG' as const) : ('NONVEG' as const),
      unitPrice: dish.price,
      quantity: i + 1,
    }));
    const bill = orderBillFor(lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })));
    const orderId = crypto.randomUUID();
    const order = { orderId, userId: user.userId, key: 'records-key-1', fingerprint: 'f', restaurant: spiceRoute };
    await db.transaction((tx) => insertOrder(tx, { ...order, address, method: 'card', code: null, bill, lines }));
    const view = await fixture.orders.get(user.userId, orderId);
    expect(view.lines).toEqual(lines);
    expect(view.bill).toEqual(bill);
    expect(view.history.map((entry) => [entry.status, entry.note])).toEqual([
      ['placed', ''],
      ['payment_pending', ''],
    ]);
    expect((await orderByKey(db, user.userId, 'records-key-1'))?.id).toBe(orderId);
    expect(await orderByKey(db, user.userId, 'records-key-2')).toBeUndefined();
    expect(await orderRow(db, 'someone-else', orderId)).toBeUndefined();
    expect(await latestPayment(db, orderId)).toBeUndefined();
  });

  it('reads a diner’s orders newest first, by status and up to a limit', async () => {
    const { db } = fixture.testDb;
    const first = await fixture.placed('cod');
    const user = first.user;
    const address = await fixture.address(user);
    await fixture.fill(user, [[dishes.naan.id, 1]]);
    const second = await fixture.orders.place(user.userId, 'records-second', {
      addressId: address.id,
      paymentMethod: 'card',
    });
    await db.transaction((tx) => recordStatus(tx, first.order.id, 'accepted'));
    expect((await ordersOf(db, user.userId, 10)).map((row) => row.id)).toEqual([second.order.id, first.order.id]);
    expect((await ordersOf(db, user.userId, 1)).map((row) => row.id)).toEqual([second.order.id]);
    expect((await ordersOf(db, user.userId, 10, ['accepted'])).map((row) => row.status)).toEqual(['accepted']);
  });
});
