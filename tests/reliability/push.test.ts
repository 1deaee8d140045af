// Web Push against the built server and a local push service: two diners each follow their own
// order; every status change the fleet reports reaches the right device, decrypted, with the
// right text, at least 95% of them within 5 s, and none reaches the other diner. A device whose
// push service answers 410 is forgotten, and signing out ends the device's subscription.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushPayload, readPushPayload } from '#src/lib/pushTypes.ts';
import { arrivingText, statusPushTexts } from '#src/server/push/pushTexts.ts';
import { type LocalPushService, type PushDevice, startPushService } from '#test/pushService.ts';
import { call, type Diner, type Server, start } from './harness';
import { dinerWithOrder } from './liveOrders';

const secret = 'reliability-push-fleet-secret';
const steps = ['accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered'] as const;
let server: Server;
let pushService: LocalPushService;

beforeAll(async () => {
  pushService = await startPushService();
  server = await start({
    ORDER_WEBHOOK_SECRET: secret,
    OTP_MAX_REQUESTS_PER_IP: '1000',
    PUSH_SERVICE_ORIGINS: pushService.origin,
  });
  const key = await call(server, '/api/push/key');
  expect(key.status).toBe(200);
  pushService.expectKey((key.body as { publicKey: string }).publicKey);
});
afterAll(async () => {
  await server?.stop();
  await pushService?.close();
});

/** Sends a signed fleet event; answers when it was sent. */
async function fleet(body: Record<string, unknown>): Promise<number> {
  const raw = JSON.stringify(body);
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
  const sentAt = Date.now();
  const response = await fetch(`${server.origin}/api/fleet/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-thalify-signature': `t=${t},v1=${mac}` },
    body: raw,
  });
  expect(response.status, await response.text()).toBe(200);
  return sentAt;
}

/** A diner with an order and a device of the push service following it. */
async function follower(): Promise<{ d: Diner; orderId: string; device: PushDevice }> {
  const { d, orderId } = await dinerWithOrder(server);
  const device = pushService.device();
  const subscribed = await call(server, '/api/push/subscriptions', {
    cookie: d.cookie,
    body: { ...device.subscription, orderId },
  });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
  return { d, orderId, device };
}

const payloadsOf = (device: PushDevice) => device.received.map((push) => readPushPayload(push.text) as PushPayload);

describe('Web Push to a diner’s device', () => {
  it('delivers every status change to the diner who follows the order, and to no one else', async () => {
    const diners = [await follower(), await follower()];
    const [a, b] = diners as [Awaited<ReturnType<typeof follower>>, Awaited<ReturnType<typeof follower>>];
    // The other diner's order is not theirs to follow.
    const stranger = await call(server, '/api/push/subscriptions', {
      cookie: b.d.cookie,
      body: { ...pushService.device().subscription, orderId: a.orderId },
    });
    expect(stranger.status).toBe(404);
    // An endpoint outside the push services is refused before any request is made to it.
    const elsewhere = await call(server, '/api/push/subscriptions', {
      cookie: a.d.cookie,
      body: { ...pushService.device().subscription, endpoint: 'http://10.0.0.1/push/x', orderId: a.orderId },
    });
    expect(elsewhere.status).toBe(400);

    const sent = new Map<string, number>();
    for (const step of steps)
      for (const { orderId } of diners) sent.set(`${orderId} ${step}`, await fleet({ orderId, status: step }));
    for (const { device } of diners)
      await expect.poll(() => device.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(steps.length);

    const latencies: number[] = [];
    for (const { orderId, device } of diners) {
      const payloads = payloadsOf(device);
      expect(payloads.every((p) => p.url === `/orders/${orderId}` && p.tag === `order-${orderId}`)).toBe(true);
      expect(payloads.every((p) => /^Order #\d+$/.test(p.title))).toBe(true);
      expect(payloads.map((p) => p.body).sort()).toEqual(steps.map((step) => statusPushTexts[step]).sort());
      for (const [index, push] of device.received.entries()) {
        const step = steps.find((s) => statusPushTexts[s] === payloads[index]?.body);
        latencies.push(push.at - (sent.get(`${orderId} ${step}`) ?? 0));
        expect(push.urgency).toBe('high');
      }
    }
    const within = latencies.filter((ms) => ms <= 5_000).length / latencies.length;
    console.info(
      `[push] ${latencies.length} pushes, ${Math.round(within * 100)}% within 5 s, slowest ${Math.max(...latencies)} ms`,
    );
    expect(within).toBeGreaterThanOrEqual(0.95);
    expect(pushService.refused).toEqual([]);
  });

  it('forgets a device whose push service says it is gone', async () => {
    const c = await follower();
    c.device.answer = 410;
    await fleet({ orderId: c.orderId, status: 'accepted' });
    await expect
      .poll(
        async () =>
          (
            await call(
              server,
              `/api/push/subscriptions?endpoint=${encodeURIComponent(c.device.subscription.endpoint)}`,
              {
                cookie: c.d.cookie,
              },
            )
          ).body,
        { timeout: 10_000 },
      )
      .toEqual({ orderIds: [] });
  });

  it('ends the device’s subscription when the diner signs out', async () => {
    const gone = await follower();
    const control = await follower();
    expect((await call(server, '/api/logout', { cookie: gone.d.cookie, body: {} })).status).toBe(200);
    await fleet({ orderId: gone.orderId, status: 'accepted' });
    await fleet({ orderId: control.orderId, status: 'accepted' });
    await expect.poll(() => control.device.received.length, { timeout: 10_000 }).toBe(1);
    expect(gone.device.received).toEqual([]);
  });
});

describe('Web Push during the simulated delivery', () => {
  let simulated: Server;
  beforeAll(async () => {
    simulated = await start({
      ORDER_TIME_SCALE: '300',
      OTP_MAX_REQUESTS_PER_IP: '1000',
      PUSH_SERVICE_ORIGINS: pushService.origin,
    });
    // Another data directory, so other keys: the push service now takes this server's.
    pushService.expectKey(((await call(simulated, '/api/push/key')).body as { publicKey: string }).publicKey);
  });
  afterAll(async () => {
    await simulated?.stop();
  });

  it('pushes each step the simulation takes, the rider’s arriving among them, within 5 s of the change', async () => {
    const { d, orderId } = await dinerWithOrder(simulated);
    const device = pushService.device();
    const subscribed = await call(simulated, '/api/push/subscriptions', {
      cookie: d.cookie,
      body: { ...device.subscription, orderId },
    });
    expect(subscribed.status).toBe(201);
    await expect
      .poll(() => payloadsOf(device).some((p) => p.body === statusPushTexts.delivered), { timeout: 60_000 })
      .toBe(true);
    const bodies = payloadsOf(device).map((p) => p.body);
    expect(bodies).toContain(arrivingText);
    expect(bodies.indexOf(arrivingText)).toBeLessThan(bodies.indexOf(statusPushTexts.delivered));
    const order = await call(simulated, `/api/orders/${orderId}`, { cookie: d.cookie });
    const history = (order.body as { order: { history: { status: string; at: string }[] } }).order.history;
    const late = device.received.filter((push) => {
      const step = history.find(
        (h) => statusPushTexts[h.status as keyof typeof statusPushTexts] === readPushPayload(push.text)?.body,
      );
      return step && push.at - Date.parse(step.at) > 5_000;
    });
    expect(late).toEqual([]);
  });
});
