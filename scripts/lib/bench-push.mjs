// The push section of the benchmark: BENCH_PUSH_SUBSCRIPTIONS (1,000) devices of a local push
// service, each following one order (10 orders and devices per diner, the most a diner keeps); one status change to each order
// through the signed fleet webhook (the simulation is off), 20 in flight at once; each change is
// timed from sending the webhook to the push's arrival, decrypted, at the local push service.
// Baseline in the same run: the webhook's own round trip (the change committed, its push queued).
// Memory: the server's RSS before the changes, its peak while sending, and after.
import { createHmac } from 'node:crypto';
import { startPushService } from '../../tests/support/pushService.ts';
import { peakRssMb, restaurantWithDishes, rssMb, signUpDiner, startServer } from './server.mjs';

const secret = 'bench-push-fleet-secret';
const koramangala = { lat: 12.92614, lng: 77.62211 };
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round1 = (n) => Math.round(n * 10) / 10;

/** POSTs JSON with the diner's cookie; throws on a refusal. */
async function post(origin, path, cookie, body, headers = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...headers },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A diner with `count` cash orders; answers the cookie and the order ids. */
async function dinerWithOrders(origin, n, count, restaurantId, dishId) {
  const diner = await signUpDiner(origin, `93${String(n).padStart(8, '0')}`, 'Push Diner');
  const { lat, lng } = koramangala;
  const address = await post(origin, '/api/addresses', diner.cookie, {
    label: 'Home',
    flat: '1 Bench Towers',
    area: 'Koramangala, Bengaluru',
    lat,
    lng,
  });
  const orderIds = [];
  for (let i = 0; i < count; i++) {
    await post(origin, '/api/addToCart', diner.cookie, {
      number: diner.user.phone,
      database: diner.user.database,
      userId: diner.user.userId,
      cart: { id: dishId, restaurantId },
    });
    const placed = await post(
      origin,
      '/api/orders',
      diner.cookie,
      { addressId: address.address.id, paymentMethod: 'cod' },
      { 'idempotency-key': `bench-push-${n}-${i}` },
    );
    orderIds.push(placed.order.id);
  }
  return { cookie: diner.cookie, orderIds };
}

/** Sends a signed fleet event; answers its round trip in ms. */
async function fleet(origin, body) {
  const started = performance.now();
  const raw = JSON.stringify(body);
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
  const response = await fetch(`${origin}/api/fleet/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-thalify-signature': `t=${t},v1=${mac}` },
    body: raw,
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`fleet event refused: ${response.status}`);
  return performance.now() - started;
}

/** Runs `work` over `items`, `width` at a time. */
async function inPool(items, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Measures change-to-delivery over `subscriptions` devices; answers the figures. */
export async function pushBench({ subscriptions = Number(process.env.BENCH_PUSH_SUBSCRIPTIONS) || 1000 } = {}) {
  const pushService = await startPushService();
  const server = await startServer({
    env: {
      THALIFY_TEST_OUTBOX: '1',
      OTP_MAX_REQUESTS_PER_IP: '100000',
      ORDER_WEBHOOK_SECRET: secret,
      PUSH_SERVICE_ORIGINS: pushService.origin,
    },
  });
  try {
    const { origin } = server;
    pushService.expectKey((await (await fetch(`${origin}/api/push/key`)).json()).publicKey);
    const {
      restaurantIds: [restaurantId],
      dishIds: [dishId],
    } = await restaurantWithDishes(origin, 1);
    // Ten orders per diner, each followed by a device of its own: the most devices a diner keeps.
    const perDiner = 10;
    const diners = Math.ceil(subscriptions / perDiner);
    const setupStarted = performance.now();
    const made = [];
    await inPool(
      Array.from({ length: diners }, (_, n) => n),
      5,
      async (n) => {
        made.push(await dinerWithOrders(origin, n, perDiner, restaurantId, dishId));
      },
    );
    const follows = made.flatMap(({ cookie, orderIds }) => orderIds.map((orderId) => ({ cookie, orderId })));
    follows.length = subscriptions;
    const deviceOf = new Map();
    await inPool(follows, 10, async ({ cookie, orderId }) => {
      const device = pushService.device();
      await post(origin, '/api/push/subscriptions', cookie, { ...device.subscription, orderId });
      deviceOf.set(orderId, device);
    });
    const setupSeconds = round1((performance.now() - setupStarted) / 1000);
    await new Promise((r) => setTimeout(r, 1000));
    const rssBeforeMb = rssMb(server.child.pid);
    const sentAt = new Map();
    const roundTrips = [];
    const started = performance.now();
    await inPool(follows, 20, async ({ orderId }) => {
      sentAt.set(orderId, Date.now());
      roundTrips.push(await fleet(origin, { orderId, status: 'accepted' }));
    });
    roundTrips.sort((a, b) => a - b);
    const deadline = Date.now() + 60_000;
    while (pushService.received.length < subscriptions && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const allSeconds = round1((performance.now() - started) / 1000);
    const rssAfterMb = rssMb(server.child.pid);
    const latencies = [];
    for (const [orderId, device] of deviceOf) {
      const push = device.received[0];
      if (push) latencies.push(push.at - sentAt.get(orderId));
    }
    latencies.sort((a, b) => a - b);
    const within5s = latencies.filter((ms) => ms <= 5000).length;
    return {
      subscriptions,
      delivered: latencies.length,
      refused: pushService.refused.length,
      within5sShare: round1((within5s / subscriptions) * 100),
      p50Ms: round1(percentile(latencies, 50)),
      p99Ms: round1(percentile(latencies, 99)),
      maxMs: round1(latencies.at(-1) ?? 0),
      webhookP50Ms: round1(percentile(roundTrips, 50)),
      webhookP99Ms: round1(percentile(roundTrips, 99)),
      allDeliveredSeconds: allSeconds,
      setupSeconds,
      rssBeforeMb,
      rssAfterMb,
      rssPeakMb: peakRssMb(server.child.pid),
      command: `npm run bench -- --push (${subscriptions} devices of a local push service, each following one order, 10 per diner; one status change to each order through POST /api/fleet/events, 20 in flight; latency from sending the webhook to the decrypted push's arrival; PGlite; server RSS before, after and peak)`,
    };
  } finally {
    await server.stop();
    await pushService.close();
  }
}

/** The report's markdown lines for the push section. */
export function pushMarkdown(r) {
  return [
    '## Web Push delivery',
    '',
    `Command: ${r.command}`,
    '',
    '| figure | value |',
    '|---|---|',
    `| pushes delivered / status changes | ${r.delivered} / ${r.subscriptions} (${r.refused} refused) |`,
    `| delivered within 5 s of the change | ${r.within5sShare}% |`,
    `| change to delivery, p50 / p99 / max | ${r.p50Ms} / ${r.p99Ms} / ${r.maxMs} ms |`,
    `| baseline: the webhook's own round trip (change committed, push queued), p50 / p99 | ${r.webhookP50Ms} / ${r.webhookP99Ms} ms |`,
    `| all ${r.subscriptions} changes sent and delivered in | ${r.allDeliveredSeconds} s |`,
    `| server RSS before / after / peak of the process | ${r.rssBeforeMb} / ${r.rssAfterMb} / ${r.rssPeakMb} MB |`,
    '',
  ];
}
