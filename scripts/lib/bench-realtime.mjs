// The realtime section of the benchmark: event fan-out. One diner's order followed by 1,000
// sockets at /v1/realtime; the order changes through the signed fleet webhook (the simulation is
// off), and each change is timed from the moment the webhook is sent to its arrival at every
// socket. Memory per connection is the server's RSS with the sockets open less its RSS before
// them. Baseline in the same run: the webhook's own round trip (the change committed).
import { createHmac } from 'node:crypto';
import WebSocket from 'ws';
import { restaurantWithDishes, rssMb, signUpDiner, startServer } from './server.mjs';

const secret = 'bench-fleet-secret';
const koramangala = { lat: 12.92614, lng: 77.62211 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round1 = (n) => Math.round(n * 10) / 10;

/** A diner with one cash order at `origin`. */
async function dinerWithOrder(origin) {
  const json = { 'content-type': 'application/json' };
  const { lat, lng } = koramangala;
  const {
    restaurantId,
    dishIds: [dishId],
  } = await restaurantWithDishes(origin, 1);
  const diner = await signUpDiner(origin, '9400000001', 'Fanout Diner');
  const headers = { ...json, cookie: diner.cookie };
  const address = await (
    await fetch(`${origin}/api/addresses`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ label: 'Home', flat: '1 Bench Towers', area: 'Koramangala, Bengaluru', lat, lng }),
    })
  ).json();
  await fetch(`${origin}/api/addToCart`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      number: diner.user.phone,
      database: diner.user.database,
      userId: diner.user.userId,
      cart: { id: dishId, restaurantId },
    }),
  });
  const placed = await (
    await fetch(`${origin}/api/orders`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `bench-fanout-${process.pid}` },
      body: JSON.stringify({ addressId: address.address.id, paymentMethod: 'cod' }),
    })
  ).json();
  return { cookie: diner.cookie, orderId: placed.order.id };
}

/** Opens a socket following the order; resolves once the order's state arrived. */
function follower(origin, cookie, orderId, onEvent) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/v1/realtime?project=thalify`, {
      headers: { cookie },
    });
    let ready = false;
    socket.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(String(data));
      if (frame.type === 'connected')
        socket.send(
          JSON.stringify({
            type: 'subscribe',
            data: [{ subscriptionId: 'o', channels: [`databases.thalify.collections.orders.documents.${orderId}`] }],
          }),
        );
      if (frame.type !== 'event') return;
      if (!ready) {
        ready = true;
        resolve(socket);
      } else onEvent(frame.data.payload, at);
    });
    socket.on('error', reject);
  });
}

/** Sends a signed fleet event; answers its round trip in ms. */
async function fleet(origin, body) {
  const raw = JSON.stringify(body);
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
  const started = performance.now();
  const response = await fetch(`${origin}/api/fleet/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-thalify-signature': `t=${t},v1=${mac}` },
    body: raw,
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`fleet event refused: ${response.status}`);
  return { started, ms: performance.now() - started };
}

/** Measures fan-out to `sockets` followers over `changes` changes; answers the figures. */
export async function realtimeBench({ sockets = Number(process.env.BENCH_SOCKETS) || 1000, changes = 20 } = {}) {
  const server = await startServer({
    env: { THALIFY_TEST_OUTBOX: '1', OTP_MAX_REQUESTS_PER_IP: '1000', ORDER_WEBHOOK_SECRET: secret },
  });
  const open = [];
  try {
    const { origin } = server;
    const { cookie, orderId } = await dinerWithOrder(origin);
    // Warm up the path once (a socket, a subscription, a change), then take the baseline.
    const warm = await follower(origin, cookie, orderId, () => {});
    await fleet(origin, { orderId, status: 'accepted' });
    warm.close();
    await new Promise((r) => setTimeout(r, 500));
    const rssBeforeMb = rssMb(server.child.pid);
    let expected = null;
    let arrivals = [];
    const onEvent = (payload, at) => {
      if (expected && payload.tracking?.riderAt?.lat === expected) arrivals.push(at);
    };
    for (let i = 0; i < sockets; i += 50) {
      const batch = [];
      for (let j = i; j < Math.min(sockets, i + 50); j++) batch.push(follower(origin, cookie, orderId, onEvent));
      open.push(...(await Promise.all(batch)));
    }
    await new Promise((r) => setTimeout(r, 500));
    const rssWithSocketsMb = rssMb(server.child.pid);
    const latencies = [];
    const roundTrips = [];
    for (let n = 0; n < changes; n++) {
      expected = Number((12.9 + n / 1000).toFixed(4));
      arrivals = [];
      const sent = await fleet(origin, { orderId, position: { lat: expected, lng: 77.62 } });
      roundTrips.push(sent.ms);
      const deadline = performance.now() + 15_000;
      while (arrivals.length < sockets && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      if (arrivals.length < sockets) throw new Error(`change ${n}: ${arrivals.length} of ${sockets} sockets heard it`);
      for (const at of arrivals) latencies.push(at - sent.started);
    }
    latencies.sort((a, b) => a - b);
    roundTrips.sort((a, b) => a - b);
    return {
      sockets,
      changes,
      p50Ms: round1(percentile(latencies, 50)),
      p99Ms: round1(percentile(latencies, 99)),
      webhookP50Ms: round1(percentile(roundTrips, 50)),
      webhookP99Ms: round1(percentile(roundTrips, 99)),
      rssBeforeMb,
      rssWithSocketsMb,
      kbPerConnection: round1(((rssWithSocketsMb - rssBeforeMb) * 1024) / sockets),
      command: `npm run bench -- --realtime (${sockets} sockets at /v1/realtime following one order, ${changes} changes sent through POST /api/fleet/events one after another, PGlite; latency from sending the webhook to the event's arrival at each socket; memory: server RSS with the sockets open less RSS before them)`,
    };
  } finally {
    for (const socket of open) socket.terminate();
    await server.stop();
  }
}

/** The report's markdown lines for the realtime section. */
export function realtimeMarkdown(r) {
  return [
    '## Realtime fan-out',
    '',
    `Command: ${r.command}`,
    '',
    '| figure | p50 ms | p99 ms |',
    '|---|---|---|',
    `| state change (webhook sent) to arrival, at each of ${r.sockets} sockets | ${r.p50Ms} | ${r.p99Ms} |`,
    `| baseline: the webhook's own round trip (change committed) | ${r.webhookP50Ms} | ${r.webhookP99Ms} |`,
    '',
    `Memory: server RSS ${r.rssBeforeMb} MB before the sockets (baseline), ${r.rssWithSocketsMb} MB with ${r.sockets} open: ${r.kbPerConnection} KB per connection.`,
    '',
  ];
}
