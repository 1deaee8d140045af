import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import {
  type HelpAnswer,
  type HelpInput,
  type HelpRequestView,
  helpLimits,
  helpTexts,
  type OrderHelp,
} from '#src/lib/helpTypes.ts';
import type { PaymentMethod, PlaceOrderResponse } from '#src/lib/orderTypes.ts';
import { dishes, orderFixtureOfFile } from '#test/orders/orderFixture.ts';
import { callRoute, callSignedRoute } from '#test/routeHarness.ts';
import { orderView } from '../orders/orderViews.ts';
import { paymentCallback } from '../orders/payments.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { createHelpOperators, type WaitingRequest } from './helpOperators.ts';
import { createHelpService } from './helpService.ts';
import { recordStatus } from '../orders/orderRules.ts';
import { notifyDiner } from './notifyDiner.ts';
import { createHelpRoutes, createOperatorHelpRoute } from './routes.ts';

const fixture = orderFixtureOfFile();
const secret = 'operator-test-secret';
const service = () => createHelpService({ db: fixture.testDb.db, provider: fixture.gateway });
const operators = () => createHelpOperators({ db: fixture.testDb.db, provider: fixture.gateway, notify: notifyDiner });
const routes = () => createHelpRoutes(async () => service());
const operatorRoute = () =>
  createOperatorHelpRoute(
    async () => operators(),
    () => secret,
  );

/** An order of two Paneer Tikka by a new diner, paid at the gateway when online. */
async function paid(method: PaymentMethod = 'card'): Promise<{ orderId: string; user: SessionUser }> {
  const placed: PlaceOrderResponse & { user: SessionUser } = await fixture.placed(method);
  if (placed.payment.kind === 'redirect') {
    const ref = decodeURIComponent(placed.payment.url.replace('/pay/', ''));
    const approved = await fixture.gateway.decide(ref, true);
    await paymentCallback(fixture.payments, placed.user.userId, ref.replace(/^sim_/, ''), approved);
  }
  return { orderId: placed.order.id, user: placed.user };
}

/** The same order, marked delivered. */
async function delivered(method: PaymentMethod = 'card'): Promise<{ orderId: string; user: SessionUser }> {
  const order = await paid(method);
  await recordStatus(fixture.testDb.db, order.orderId, 'delivered');
  return order;
}

const missing = (change: Partial<HelpInput> = {}): HelpInput => ({
  reason: 'missing_item',
  dishes: [{ dishId: dishes.paneer.id, quantity: 1 }],
  words: 'Only one came.',
  photoIds: [],
  ...change,
});

const ask = (user: SessionUser, orderId: string, body: unknown) =>
  callRoute<HelpAnswer>(routes().ask, `orders/${orderId}/help`, { user, params: { id: orderId }, body });

/** The operators' call, signed with `key`. */
const call = (body: unknown, key = secret) =>
  callSignedRoute<{ requests: WaitingRequest[]; request: HelpRequestView }>(
    operatorRoute(),
    'operator/help',
    body,
    key,
  );

const decisions = async (requestId: string) =>
  (
    await fixture.testDb.db.query<{ action: string; decided_by: string; why: string; amount: number }>(
      'SELECT action, decided_by, why, amount FROM help_decisions WHERE request_id = $1 ORDER BY id',
      [requestId],
    )
  ).rows;

describe('asking for help', () => {
  it('refunds a missing item of a paid online order at once, through the provider, and shows it on the order', async () => {
    const { orderId, user } = await delivered();
    const answer = await ask(user, orderId, missing());
    expect(answer.status).toBe(201);
    expect(answer.body.request).toMatchObject({
      status: 'refunded',
      refund: dishes.paneer.price,
      answer: helpTexts.refundedAtOnce,
    });
    expect(answer.body.request.dishes).toEqual([
      { dishId: dishes.paneer.id, name: dishes.paneer.name, quantity: 1, value: dishes.paneer.price },
    ]);
    expect(answer.body.help.reasons).toContain('missing_item');
    const kept = await fixture.testDb.db.query<{ amount: number }>(
      "SELECT amount FROM simulated_gateway_refunds WHERE id = 'help_' || $1",
      [answer.body.request.id],
    );
    expect(kept.rows).toEqual([{ amount: dishes.paneer.price }]);
    expect(await decisions(answer.body.request.id)).toEqual([
      {
        action: 'refund',
        decided_by: 'rules',
        why: expect.stringContaining('missing_item'),
        amount: dishes.paneer.price,
      },
    ]);
    const order = await orderView(fixture.testDb.db, user.userId, orderId);
    expect(order.help?.requests[0]).toMatchObject({ status: 'refunded', refund: dishes.paneer.price });
    expect(order.status).toBe('delivered');
  });

  it('queues what the rules do not decide, one open request per reason, and says why', async () => {
    const { orderId, user } = await delivered();
    const first = await ask(user, orderId, missing({ reason: 'wrong_item' }));
    expect(first.body.request).toMatchObject({ status: 'open', refund: 0, answer: helpTexts.queued });
    expect(first.body.help.reasons).not.toContain('wrong_item');
    expect((await decisions(first.body.request.id))[0]).toMatchObject({ action: 'queue', decided_by: 'rules' });
    const again = await ask(user, orderId, missing({ reason: 'wrong_item' }));
    expect(again).toMatchObject({ status: 409, body: { message: helpTexts.alreadyOpen } });

    const cash = await delivered('cod');
    const queued = await ask(cash.user, cash.orderId, missing());
    expect(queued.body.request.status).toBe('open');
    expect((await decisions(queued.body.request.id))[0]?.why).toContain('cash order');
  });

  it('queues a claim over the value limit, and one from a diner with other claims this month', async () => {
    const { orderId, user } = await delivered();
    await fixture.testDb.db.query('UPDATE order_items SET unit_price = $2 WHERE order_id = $1', [
      orderId,
      helpLimits.autoRefundMax + 100,
    ]);
    expect((await ask(user, orderId, missing())).body.request.status).toBe('open');
    const other = await delivered();
    for (const reason of ['late', 'charged_twice'] as const)
      expect((await ask(other.user, other.orderId, missing({ reason, dishes: [] }))).status).toBe(201);
    const third = await ask(other.user, other.orderId, missing());
    expect(third.body.request.status).toBe('open');
    expect((await decisions(third.body.request.id))[0]?.why).toContain('other requests');
  });

  it('refuses an order not delivered, another diner’s order, dishes not on it, and too many requests', async () => {
    const placed = await fixture.placed('cod');
    expect(await ask(placed.user, placed.order.id, missing())).toMatchObject({
      status: 422,
      body: { message: helpTexts.notYet },
    });
    const { orderId, user } = await delivered();
    const stranger = await fixture.diner();
    expect((await ask(stranger, orderId, missing())).status).toBe(404);
    expect(await ask(user, orderId, missing({ dishes: [{ dishId: dishes.naan.id, quantity: 1 }] }))).toMatchObject({
      status: 422,
      body: { message: helpTexts.notOnOrder },
    });
    expect((await ask(user, orderId, missing({ dishes: [{ dishId: dishes.paneer.id, quantity: 3 }] }))).status).toBe(
      422,
    );
    expect((await ask(user, orderId, missing({ dishes: [] }))).body.message).toBe(helpTexts.dishesNeeded);
    expect((await ask(user, orderId, { ...missing(), reason: 'cold' })).status).toBe(400);
    expect((await ask(user, orderId, missing({ words: 'x'.repeat(helpLimits.wordsMax + 1) }))).status).toBe(400);
    for (let n = 0; n < helpLimits.requestsPerWindow; n += 1)
      await fixture.testDb.db.query(
        "INSERT INTO help_requests (id, order_id, user_id, reason, status) VALUES (gen_random_uuid()::text, $1, $2, 'late', 'declined')",
        [orderId, user.userId],
      );
    expect(await ask(user, orderId, missing())).toMatchObject({ status: 429, body: { message: helpTexts.tooMany } });
  });

  it('closes an order to help a week after delivery: no reasons offered, and a request refused', async () => {
    const { orderId, user } = await delivered();
    const deliveredAgo = (days: number) =>
      fixture.testDb.db.query(
        `UPDATE order_status_history SET at = now() - make_interval(days => $2::int) - interval '1 minute'
         WHERE order_id = $1 AND status = 'delivered'`,
        [orderId, days],
      );
    await deliveredAgo(helpLimits.askDays - 1);
    expect((await service().ofOrder(user.userId, orderId)).reasons).toContain('missing_item');
    await deliveredAgo(helpLimits.askDays);
    expect((await service().ofOrder(user.userId, orderId)).reasons).toEqual([]);
    expect((await fixture.orders.get(user.userId, orderId)).help?.reasons).toEqual([]);
    expect(await ask(user, orderId, missing())).toMatchObject({ status: 422, body: { message: helpTexts.tooLate } });
  });

  it('attaches the diner’s uploaded photos, and refuses a photo that is not theirs', async () => {
    const { orderId, user } = await delivered();
    const photo = async (owner: SessionUser) => {
      const id = crypto.randomUUID().replaceAll('-', '');
      await fixture.testDb.db.query(
        "INSERT INTO review_photos (id, user_id, storage_key, width, height, bytes) VALUES ($1, $2, 'reviews/' || $1 || '.webp', 10, 10, 10)",
        [id, owner.userId],
      );
      return id;
    };
    const other = await fixture.diner();
    expect((await ask(user, orderId, missing({ reason: 'damaged', photoIds: [await photo(other)] }))).status).toBe(422);
    const answer = await ask(
      user,
      orderId,
      missing({ reason: 'damaged', photoIds: [await photo(user), await photo(user)] }),
    );
    expect(answer.body.request).toMatchObject({ photos: 2, status: 'refunded' });
  });

  it('leaves the request to an operator when the provider refuses the refund', async () => {
    const { orderId, user } = await delivered();
    const refusing: PaymentProvider = {
      ...fixture.gateway,
      refundPart: async () => {
        throw new Error('the gateway does not answer');
      },
    };
    const help = createHelpService({ db: fixture.testDb.db, provider: refusing });
    const answer = await help.ask(user.userId, orderId, missing());
    expect(answer.request).toMatchObject({ status: 'open', refund: 0 });
    expect((await decisions(answer.request.id)).at(-1)?.why).toContain('refused');
  });
});

describe('the operators’ call', () => {
  it('lists the queue, refunds within what is left, tells the diner, and refuses a second answer', async () => {
    const { orderId, user } = await delivered();
    const asked = (await ask(user, orderId, missing({ reason: 'wrong_item' }))).body.request;
    const waiting = await call({ action: 'waiting' });
    const mine = waiting.body.requests.find((request) => request.id === asked.id);
    expect(mine).toMatchObject({
      reason: 'wrong_item',
      claimed: dishes.paneer.price,
      queuedBecause: expect.any(String),
    });
    const order = await orderView(fixture.testDb.db, user.userId, orderId);
    expect(mine?.refundable).toBe(order.bill.total);

    const tooMuch = await call({ action: 'refund', id: asked.id, amount: order.bill.total + 1, by: 'Meera' });
    expect(tooMuch.status).toBe(422);
    const refunded = await call({
      action: 'refund',
      id: asked.id,
      amount: 20_000,
      words: 'Sorry, here is ₹200.',
      by: 'Meera',
    });
    expect(refunded.body.request).toMatchObject({ status: 'refunded', refund: 20_000, answer: 'Sorry, here is ₹200.' });
    expect((await decisions(asked.id)).at(-1)).toMatchObject({ action: 'refund', decided_by: 'Meera', amount: 20_000 });
    const notices = await fixture.testDb.db.query('SELECT text FROM order_notices WHERE order_id = $1', [orderId]);
    expect(notices.rows).toEqual([{ text: 'Sorry, here is ₹200.' }]);
    expect((await call({ action: 'decline', id: asked.id, words: 'No.' })).status).toBe(409);
  });

  it('refunds no part of an order that can still be cancelled (a cancel refunds it all)', async () => {
    const { orderId, user } = await paid();
    const asked = (await ask(user, orderId, missing({ reason: 'charged_twice', dishes: [] }))).body.request;
    expect(asked.status).toBe('open');
    const refused = await call({ action: 'refund', id: asked.id, amount: 100 });
    expect(refused).toMatchObject({
      status: 422,
      body: { message: expect.stringContaining('can still be cancelled') },
    });
  });

  it('declines in words, and is off without a secret or a signature', async () => {
    const { orderId, user } = await delivered('cod');
    const asked = (await ask(user, orderId, missing())).body.request;
    expect((await call({ action: 'refund', id: asked.id, amount: 100 })).status).toBe(422);
    expect((await call({ action: 'decline', id: asked.id, words: '' })).status).toBe(400);
    const declined = await call({ action: 'decline', id: asked.id, words: 'The restaurant says both were packed.' });
    expect(declined.body.request).toMatchObject({
      status: 'declined',
      answer: 'The restaurant says both were packed.',
    });
    const help = await callRoute<{ help: OrderHelp }>(routes().view, '', { user, params: { id: orderId } });
    expect(help.body.help.requests[0]?.status).toBe('declined');
    expect(help.body.help.reasons).toContain('missing_item');
    expect((await call({ action: 'waiting' }, 'wrong')).status).toBe(401);
    const off = createOperatorHelpRoute(
      async () => operators(),
      () => null,
    );
    expect((await callSignedRoute(off, 'operator/help', { action: 'waiting' }, secret)).status).toBe(404);
  });
});
