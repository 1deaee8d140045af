import { describe, expect, it } from 'vitest';
import { HttpError } from '../http.ts';
import { orderFixtureOfFile } from './fixtures/orderFixture.ts';
import { latestPayment } from './orderRecords.ts';
import { orderErrors } from './orderRules.ts';
import { failOpenAttempts, payAgain, paymentAction } from './paymentAttempts.ts';

const fixture = orderFixtureOfFile();

describe('payment attempts', () => {
  it('starts an online attempt at the provider once and sends the browser there; cash needs nothing', async () => {
    const cash = await fixture.placed('cod');
    expect(cash.payment).toEqual({ kind: 'none' });
    expect(await latestPayment(fixture.testDb.db, cash.order.id)).toBeUndefined();

    const online = await fixture.placed('upi_intent');
    const again = await paymentAction(fixture.payments, online.order);
    expect(again).toEqual(online.payment);
    expect(again).toMatchObject({ kind: 'redirect', url: expect.stringMatching(/^\/pay\/sim_/) });
  });

  it('pays again after a decline, by another method or in cash; an open attempt is paid as it was started', async () => {
    const placed = await fixture.placed('card');
    const { userId } = placed.user;
    await expect(payAgain(fixture.payments, userId, placed.order.id, 'netbanking')).rejects.toEqual(
      new HttpError(409, orderErrors.attemptOpen('card')),
    );
    await fixture.testDb.db.transaction((tx) => failOpenAttempts(tx, placed.order.id));
    expect((await latestPayment(fixture.testDb.db, placed.order.id))?.status).toBe('failed');

    const cash = await payAgain(fixture.payments, userId, placed.order.id, 'cod');
    expect(cash.payment).toEqual({ kind: 'none' });
    expect(cash.order).toMatchObject({ status: 'placed', paymentMethod: 'cod', payable: false });
    expect(cash.order.history.at(-1)).toMatchObject({ status: 'placed', note: 'Pay in cash on delivery' });
    await expect(payAgain(fixture.payments, userId, placed.order.id, 'cod')).rejects.toEqual(
      new HttpError(409, orderErrors.notPayable),
    );
  });

  it('refuses another diner’s order as unknown', async () => {
    const placed = await fixture.placed('card');
    const other = await fixture.diner();
    await expect(payAgain(fixture.payments, other.userId, placed.order.id, 'card')).rejects.toEqual(
      new HttpError(404, orderErrors.notFound),
    );
  });
});
