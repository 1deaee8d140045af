import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { readPushPayload } from '#src/lib/pushTypes.ts';
import { orderFixtureOfFile } from '#test/orders/orderFixture.ts';
import { type LocalPushService, startPushService } from '#test/pushService.ts';
import { callRoute } from '#test/routeHarness.ts';
import { notifyDiner } from '../help/notifyDiner.ts';
import '../i18n/catalogues.ts';
import { inLocale } from '../i18n/requestLocale.ts';
import { recordStatus } from '../orders/orderRules.ts';
import { createPushRoutes } from './routes.ts';
import { createPushSender } from './sender.ts';
import { createPushSubscriptions, devicesPerDiner } from './subscriptions.ts';
import { loadVapidKeys, type VapidKeys } from './vapid.ts';

const fixture = orderFixtureOfFile();
let pushService: LocalPushService;
let keys: VapidKeys;

beforeAll(async () => {
  pushService = await startPushService();
  keys = await loadVapidKeys(fixture.testDb.db, {});
  pushService.expectKey(keys.publicKey);
});
afterAll(async () => {
  await pushService?.close();
});

const routes = () =>
  createPushRoutes({
    subscriptions: async () => createPushSubscriptions(fixture.testDb.db),
    publicKey: async () => keys.publicKey,
    extraOrigins: () => [pushService.origin],
    sessionHash: (request) => request.headers.get('x-session') ?? undefined,
  });
const sender = (answer?: number) =>
  createPushSender({
    db: fixture.testDb.db,
    keys,
    maxAttempts: 2,
    ...(answer ? { transport: async () => answer } : {}),
  });

/** A session row of the diner's; answers its token hash. */
async function session(user: SessionUser): Promise<string> {
  const hash = randomBytes(32).toString('hex');
  await fixture.testDb.db.query(
    "INSERT INTO user_sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 day')",
    [hash, user.userId],
  );
  return hash;
}

/** A diner with a placed order and a device following it. */
async function following() {
  const placed = await fixture.placed();
  const hash = await session(placed.user);
  const device = pushService.device();
  const answer = await callRoute<{ orderIds: string[] }>(routes().subscriptions, 'push/subscriptions', {
    user: placed.user,
    method: 'POST',
    headers: { 'x-session': hash },
    body: { ...device.subscription, orderId: placed.order.id },
  });
  expect(answer.status).toBe(201);
  expect(answer.body.orderIds).toEqual([placed.order.id]);
  return { user: placed.user, orderId: placed.order.id, number: placed.order.number, hash, device };
}

const outboxOf = async (orderId: string) =>
  (
    await fixture.testDb.db.query<{ kind: string; attempts: number }>(
      'SELECT kind, attempts FROM push_outbox WHERE order_id = $1',
      [orderId],
    )
  ).rows;

describe('subscribing', () => {
  it('answers the public key and keeps the same pair across loads', async () => {
    const key = await callRoute<{ publicKey: string }>(routes().key, 'push/key');
    expect(key.body.publicKey).toBe(keys.publicKey);
    expect((await loadVapidKeys(fixture.testDb.db, {})).privateKey).toBe(keys.privateKey);
  });

  it('refuses an order that is not the diner’s, an unknown push service and malformed keys, naming the field', async () => {
    const { device, hash } = await following();
    const other = await fixture.placed();
    const call = (body: unknown, user: SessionUser = other.user) =>
      callRoute(routes().subscriptions, 'push/subscriptions', {
        user,
        method: 'POST',
        headers: { 'x-session': hash },
        body,
      });
    const stranger = await fixture.diner();
    expect((await call({ ...device.subscription, orderId: other.order.id }, stranger)).status).toBe(404);
    const evil = await call({
      ...device.subscription,
      endpoint: 'https://internal.example/push',
      orderId: other.order.id,
    });
    expect(evil.status).toBe(400);
    expect(evil.body.message).toMatch(/endpoint/);
    const metadata = await call({
      ...device.subscription,
      endpoint: 'http://169.254.169.254/',
      orderId: other.order.id,
    });
    expect(metadata.status).toBe(400);
    const badKey = await call({
      ...device.subscription,
      keys: { p256dh: 'abc', auth: device.subscription.keys.auth },
      orderId: other.order.id,
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toMatch(/keys\.p256dh/);
    expect((await callRoute(routes().subscriptions, 'push/subscriptions', { method: 'POST', body: {} })).status).toBe(
      401,
    );
  });
});

describe('sending', () => {
  it('pushes each status change, encrypted and signed, with the order’s text, link and tag', async () => {
    const { orderId, number, device } = await following();
    await fixture.testDb.db.transaction((tx) => recordStatus(tx, orderId, 'accepted'));
    await fixture.testDb.db.transaction((tx) => recordStatus(tx, orderId, 'preparing'));
    expect(await sender().drain()).toBe(2);
    const payloads = device.received.map((push) => readPushPayload(push.text));
    expect(payloads).toEqual([
      {
        title: `Order #${number}`,
        body: 'The restaurant has accepted your order.',
        url: `/orders/${orderId}`,
        tag: `order-${orderId}`,
      },
      {
        title: `Order #${number}`,
        body: 'The kitchen is preparing your food.',
        url: `/orders/${orderId}`,
        tag: `order-${orderId}`,
      },
    ]);
    expect(device.received[0]?.urgency).toBe('high');
    expect(await outboxOf(orderId)).toEqual([]);
  });

  it('pushes a notice to the diner (an answer to a request for help) and keeps it on the order', async () => {
    const { user, orderId, device } = await following();
    await fixture.testDb.db.transaction((tx) =>
      notifyDiner(tx, { orderId, userId: user.userId, text: 'Refunded ₹120.' }),
    );
    await sender().drain();
    expect(readPushPayload(device.received.at(-1)?.text ?? '')?.body).toBe('Refunded ₹120.');
    const kept = await fixture.testDb.db.query('SELECT 1 FROM order_notices WHERE order_id = $1', [orderId]);
    expect(kept.rowCount).toBe(1);
  });

  it('queues "arriving" when the simulated rider reaches the last point before the door', async () => {
    const { orderId, device } = await following();
    const route = JSON.stringify(Array.from({ length: 8 }, (_, i) => [12.9 + i / 1000, 77.6]));
    await fixture.testDb.db.query(
      `INSERT INTO order_deliveries (order_id, rider_name, rider_phone, route, route_step, due_at, eta_at)
       VALUES ($1, 'Ravi', '+910000000000', $2::jsonb, 5, now(), now())`,
      [orderId, route],
    );
    await fixture.testDb.db.query('UPDATE order_deliveries SET route_step = 6 WHERE order_id = $1', [orderId]);
    await sender().drain();
    expect(readPushPayload(device.received.at(-1)?.text ?? '')?.body).toMatch(/arriving/);
  });

  it('words a device’s pushes in the language it subscribed in (the request’s), English before', async () => {
    const { user, orderId, number, hash, device: english } = await following();
    const hindi = pushService.device();
    const answer = await inLocale('hi', () =>
      callRoute<{ orderIds: string[] }>(routes().subscriptions, 'push/subscriptions', {
        user,
        method: 'POST',
        headers: { 'x-session': hash },
        body: { ...hindi.subscription, orderId },
      }),
    );
    expect(answer.status).toBe(201);
    const stored = await fixture.testDb.db.query<{ endpoint: string; language: string }>(
      'SELECT endpoint, language FROM push_subscriptions WHERE user_id = $1',
      [user.userId],
    );
    expect(Object.fromEntries(stored.rows.map((row) => [row.endpoint, row.language]))).toEqual({
      [english.subscription.endpoint]: 'en',
      [hindi.subscription.endpoint]: 'hi',
    });
    await fixture.testDb.db.transaction((tx) => recordStatus(tx, orderId, 'accepted'));
    expect(await sender().drain()).toBe(2);
    expect(readPushPayload(english.received[0]?.text ?? '')).toMatchObject({
      title: `Order #${number}`,
      body: 'The restaurant has accepted your order.',
    });
    expect(readPushPayload(hindi.received[0]?.text ?? '')).toMatchObject({
      title: `ऑर्डर #${number}`,
      body: 'रेस्टोरेंट ने आपका ऑर्डर स्वीकार कर लिया है।',
    });
  });

  it('sends each push once when two processes’ senders drain at the same time', async () => {
    const { user, orderId, hash, device: first } = await following();
    const service = createPushSubscriptions(fixture.testDb.db);
    const devices = [first, ...Array.from({ length: 7 }, () => pushService.device())];
    for (const device of devices.slice(1))
      await service.subscribe(user.userId, hash, { ...device.subscription, orderId });
    for (const status of ['accepted', 'preparing', 'picked_up'] as const)
      await fixture.testDb.db.transaction((tx) => recordStatus(tx, orderId, status));
    const other = await fixture.testDb.another();
    const sent = await Promise.all([sender().drain(), createPushSender({ db: other, keys, batch: 5 }).drain()]);
    expect(sent[0] + sent[1]).toBe(devices.length * 3);
    for (const device of devices)
      expect(device.received.map((push) => readPushPayload(push.text)?.body)).toHaveLength(3);
  });

  it('forgets a device its push service says is gone', async () => {
    const { orderId, device } = await following();
    device.answer = 410;
    await fixture.testDb.db.transaction((tx) => recordStatus(tx, orderId, 'accepted'));
    await sender().drain();
    const left = await fixture.testDb.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
      device.subscription.endpoint,
    ]);
    expect(left.rowCount).toBe(0);
  });

  it('tries a busy push service again later and gives up after the last try', async () => {
    const { orderId } = await following();
    await fixture.testDb.db.transaction((tx) => recordStatus(tx, orderId, 'accepted'));
    await sender(503).drain();
    expect(await outboxOf(orderId)).toEqual([{ kind: 'status', attempts: 1 }]);
    await fixture.testDb.db.query("UPDATE push_outbox SET next_at = now() - interval '1 second' WHERE order_id = $1", [
      orderId,
    ]);
    await sender(503).drain();
    expect(await outboxOf(orderId)).toEqual([]);
  });
});

describe('ending', () => {
  it('ends a subscription with its session, and a device taken over by another diner follows nothing of the first', async () => {
    const first = await following();
    await fixture.testDb.db.query('DELETE FROM user_sessions WHERE token_hash = $1', [first.hash]);
    const gone = await fixture.testDb.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
      first.device.subscription.endpoint,
    ]);
    expect(gone.rowCount).toBe(0);

    const a = await following();
    const b = await fixture.placed();
    const bHash = await session(b.user);
    const taken = await callRoute<{ orderIds: string[] }>(routes().subscriptions, 'push/subscriptions', {
      user: b.user,
      method: 'POST',
      headers: { 'x-session': bHash },
      body: { ...a.device.subscription, orderId: b.order.id },
    });
    expect(taken.body.orderIds).toEqual([b.order.id]);
    await fixture.testDb.db.transaction((tx) => recordStatus(tx, a.orderId, 'accepted'));
    expect(await outboxOf(a.orderId)).toEqual([]);
  });

  it('keeps a diner’s newest devices only, up to the bound', async () => {
    const { user, orderId, hash, device } = await following();
    const service = createPushSubscriptions(fixture.testDb.db);
    for (let i = 0; i < devicesPerDiner; i++)
      await service.subscribe(user.userId, hash, { ...pushService.device().subscription, orderId });
    const held = await fixture.testDb.db.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [user.userId]);
    expect(held.rowCount).toBe(devicesPerDiner);
    expect(await service.following(user.userId, device.subscription.endpoint)).toEqual([]);
  });

  it('forgets a device at the diner’s request, and only the diner’s', async () => {
    const { user, device, hash } = await following();
    const stranger = await fixture.diner();
    const forget = (who: SessionUser) =>
      callRoute<{ removed: boolean }>(routes().subscriptions, 'push/subscriptions', {
        user: who,
        method: 'DELETE',
        headers: { 'x-session': hash },
        body: { endpoint: device.subscription.endpoint },
      });
    expect((await forget(stranger)).body.removed).toBe(false);
    expect((await forget(user)).body.removed).toBe(true);
  });
});
