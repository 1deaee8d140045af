import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { orderFixtureOfFile } from '#test/orders/orderFixture.ts';
import { orderColumns, ordersOf } from './orderRecords.ts';
import { createOrderService } from './orders.ts';
import { orderView, views } from './orderViews.ts';

const fixture = orderFixtureOfFile();

/** The database with every statement counted. */
function counted(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const counting: Db = {
    kind: db.kind,
    query(sql, params) {
      statements += 1;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
    listen: (channel, onPayload, onConnection) => db.listen(channel, onPayload, onConnection),
  };
  return { db: counting, statements: () => statements };
}

/** Copies an order `copies` times, lines, history and payments included, each a second older than the last. */
async function copyOrder(db: Db, orderId: string, copies: number): Promise<void> {
  const same = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `t.${name}`]));
  const ofCopy = (name: string) => `t.${name} || '-' || n`;
  const copy = (table: string, key: string, columns: Record<string, string>) =>
    db.query(
      `INSERT INTO ${table} (${Object.keys(columns).join(', ')})
       SELECT ${Object.values(columns).join(', ')} FROM ${table} t CROSS JOIN generate_series(1, $2) AS n WHERE t.${key} = $1`,
      [orderId, copies],
    );
  const orderKept = orderColumns.split(', ').filter((name) => !['id', 'number', 'created_at'].includes(name));
  await copy('orders', 'id', {
    ...same(...orderKept),
    id: ofCopy('id'),
    idempotency_key: ofCopy('idempotency_key'),
    created_at: "t.created_at - n * interval '1 second'",
  });
  const line = { order_id: ofCopy('order_id') };
  await copy('order_items', 'order_id', {
    ...line,
    ...same('dish_id', 'choice_key', 'name', 'is_veg', 'veg_class', 'choices', 'unit_price', 'quantity', 'seq'),
  });
  await copy('order_status_history', 'order_id', { ...line, ...same('status', 'note', 'at') });
  await copy('payments', 'order_id', {
    ...line,
    ...same('provider', 'method', 'amount', 'provider_payment_id', 'status', 'created_at'),
    id: ofCopy('id'),
    provider_ref: ofCopy('provider_ref'),
  });
}

describe('order views', () => {
  it('lists a hundred orders in as many statements as one', async () => {
    const one = await fixture.placed('card');
    const hundred = await fixture.placed('card');
    await copyOrder(fixture.testDb.db, hundred.order.id, 99);

    const listed = async (userId: string) => {
      const { db, statements } = counted(fixture.testDb.db);
      const service = createOrderService({
        db,
        lookupDish: async () => undefined,
        restaurantFacts: async () => undefined,
        addresses: fixture.addresses,
        cart: fixture.cart,
        provider: fixture.gateway,
      });
      const orders = await service.list(userId);
      return { orders, statements: statements() };
    };
    const single = await listed(one.user.userId);
    const many = await listed(hundred.user.userId);
    expect(single.orders).toHaveLength(1);
    expect(many.orders).toHaveLength(100);
    expect(many.statements).toBe(single.statements);
    // The orders, then their lines, history, payments, tips after delivery, deliveries, reviews and help requests.
    expect(many.statements).toBeLessThanOrEqual(8);
    // Each copy has its own lines, history and payment, as the original does.
    const original = many.orders[0];
    expect(original?.id).toBe(hundred.order.id);
    for (const copy of many.orders.slice(1)) {
      expect(copy.lines).toEqual(original?.lines);
      expect(copy.history.map((entry) => entry.status)).toEqual(['placed', 'payment_pending']);
      expect(copy.payable).toBe(true);
      expect(copy.payBy).toBe(original?.payBy);
    }
  });

  it('gives each order of a batch what it gives the order alone', async () => {
    const cash = await fixture.placed('cod');
    const online = await fixture.placed('upi_collect');
    await fixture.orders.cancel(online.user.userId, online.order.id);
    const rows = [
      ...(await ordersOf(fixture.testDb.db, cash.user.userId, 10)),
      ...(await ordersOf(fixture.testDb.db, online.user.userId, 10)),
    ];
    const batch = await views(fixture.testDb.db, rows);
    expect(batch).toEqual([
      await orderView(fixture.testDb.db, cash.user.userId, cash.order.id),
      await orderView(fixture.testDb.db, online.user.userId, online.order.id),
    ]);
    expect(batch.map((order) => [order.status, order.payable, order.cancellable])).toEqual([
      ['placed', false, true],
      ['cancelled', false, false],
    ]);
    expect(await views(fixture.testDb.db, [])).toEqual([]);
  });

  it('says whether each order can be rated: closed before delivery, open after, written once rated', async () => {
    const placed = await fixture.placed('cod');
    const { db } = fixture.testDb;
    const state = async () => (await orderView(db, placed.user.userId, placed.order.id)).review;
    expect(await state()).toBe('closed');
    await db.query("UPDATE orders SET status = 'delivered' WHERE id = $1", [placed.order.id]);
    await db.query("INSERT INTO order_status_history (order_id, status) VALUES ($1, 'delivered')", [placed.order.id]);
    expect(await state()).toBe('open');
    await db.query(
      `INSERT INTO reviews (id, order_id, user_id, restaurant_id, author, food, delivery)
       VALUES ('r-1', $1, $2, '100001', 'Asha R.', 4, 5)`,
      [placed.order.id, placed.user.userId],
    );
    expect(await state()).toBe('written');
  });
});
