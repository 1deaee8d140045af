// The durability and place-order sections of `npm run bench`: acknowledged cart changes with
// PGlite durable and relaxed, and placing orders (and retrying one) under load. Each writes its
// figures and its command into the report it is given.
import { load } from './load.mjs';
import { koramangala } from './bench-server.mjs';
import { restaurantWithDishes, signUpDiner, startServer } from './server.mjs';

/** Milliseconds per acknowledged cart write, PGlite durable (fsync at commit) and relaxed. */
export async function durabilityBench(report) {
  const writes = Number(process.env.BENCH_WRITES) || 300;
  report.durability = [];
  for (const [i, mode] of ['full', 'relaxed'].entries()) {
    const server = await startServer({ env: { THALIFY_TEST_OUTBOX: '1', PGLITE_DURABILITY: mode } });
    try {
      const { restaurantId, dishIds: dishes } = await restaurantWithDishes(server.origin, 5);
      const diner = await signUpDiner(server.origin, `90000${i}2222`);
      const times = [];
      for (let n = 0; n < writes + 20; n++) {
        const started = performance.now();
        // Adds and removes in turn, so the cart never reaches its per-dish limit.
        const dish = dishes[Math.floor(n / 2) % dishes.length];
        const [path, body] =
          n % 2 === 0
            ? [
                '/api/addToCart',
                {
                  number: diner.user.phone,
                  database: diner.user.database,
                  userId: diner.user.userId,
                  cart: { id: dish, restaurantId },
                },
              ]
            : ['/api/removeCart', { number: diner.user.phone, database: diner.user.database, id: dish }];
        const response = await fetch(`${server.origin}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: diner.cookie },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        // The first 20 warm the path up.
        if (n >= 20) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      const row = {
        mode,
        writes,
        meanMs: Number(mean.toFixed(2)),
        p50Ms: Number(times[Math.floor(times.length / 2)].toFixed(2)),
        p99Ms: Number(times[Math.floor(times.length * 0.99)].toFixed(2)),
        writesPerSecond: Math.round(1000 / mean),
      };
      report.durability.push(row);
      console.log(
        `cart writes, PGlite ${mode}: mean ${row.meanMs} ms, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms (${row.writesPerSecond}/s on one connection)`,
      );
    } finally {
      await server.stop();
    }
  }
  report.commands.durability = `npm run bench (${writes} sequential cart changes (POST /api/addToCart and /api/removeCart in turn) per mode after 20 to warm up, one connection, PGLITE_DURABILITY=full then relaxed)`;
}

/** Place-order throughput and latency: each diner fills a cart and places it, again and again. */
export async function orderBench(report, { seconds, connections }) {
  const diners = Number(process.env.BENCH_DINERS) || 10;
  const { lat, lng } = koramangala.geometry.location;
  const server = await startServer({ env: { THALIFY_TEST_OUTBOX: '1', OTP_MAX_REQUESTS_PER_IP: '1000' } });
  try {
    const { origin } = server;
    const json = { 'content-type': 'application/json' };
    const { restaurantId, dishIds: dishes } = await restaurantWithDishes(origin, 2);
    const people = [];
    for (let i = 0; i < diners; i++) {
      const diner = await signUpDiner(origin, `93${String(i).padStart(8, '0')}`);
      const address = await (
        await fetch(`${origin}/api/addresses`, {
          method: 'POST',
          headers: { ...json, cookie: diner.cookie },
          body: JSON.stringify({
            label: 'Home',
            flat: `${i + 1} Bench Towers`,
            area: koramangala.formatted_address,
            lat,
            lng,
          }),
        })
      ).json();
      people.push({ ...diner, addressId: address.address.id });
    }
    const fill = async (d) => {
      for (const id of dishes) {
        const r = await fetch(`${origin}/api/addToCart`, {
          method: 'POST',
          headers: { ...json, cookie: d.cookie },
          body: JSON.stringify({
            number: d.user.phone,
            database: d.user.database,
            userId: d.user.userId,
            cart: { id, restaurantId },
          }),
        });
        await r.arrayBuffer();
      }
    };
    let key = 0;
    const placeOnce = async (d) => {
      const started = performance.now();
      const r = await fetch(`${origin}/api/orders`, {
        method: 'POST',
        headers: { ...json, cookie: d.cookie, 'idempotency-key': `bench-${process.pid}-${++key}` },
        body: JSON.stringify({ addressId: d.addressId, paymentMethod: 'cod' }),
      });
      const body = await r.json();
      return { ms: performance.now() - started, ok: r.status === 201, orderId: body.order?.id };
    };
    // Warm up: one order each.
    for (const d of people) {
      await fill(d);
      await placeOnce(d);
    }
    const times = [];
    let errors = 0;
    const end = Date.now() + seconds * 1000;
    const startedAll = performance.now();
    await Promise.all(
      people.map(async (d) => {
        while (Date.now() < end) {
          await fill(d);
          const { ms, ok } = await placeOnce(d);
          if (ok) times.push(ms);
          else errors += 1;
        }
      }),
    );
    const elapsed = (performance.now() - startedAll) / 1000;
    times.sort((a, b) => a - b);
    const at = (p) =>
      Number((times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0).toFixed(2));
    report.orders = {
      diners,
      orders: times.length,
      ordersPerSecond: Number((times.length / elapsed).toFixed(1)),
      p50: at(50),
      p99: at(99),
      errors,
    };
    console.log(
      `place order: ${report.orders.ordersPerSecond} orders/s (${diners} diners, each filling a cart then ordering), p50 ${report.orders.p50} ms p99 ${report.orders.p99} ms, errors ${errors}`,
    );
    // A retry of an order already made: the same key answers the same order.
    const d = people[0];
    await fill(d);
    const replayKey = `bench-replay-${process.pid}`;
    const replayRequest = {
      path: '/api/orders',
      method: 'POST',
      headers: { ...json, cookie: d.cookie, 'idempotency-key': replayKey },
      body: JSON.stringify({ addressId: d.addressId, paymentMethod: 'cod' }),
    };
    await (
      await fetch(`${origin}/api/orders`, { method: 'POST', headers: replayRequest.headers, body: replayRequest.body })
    ).arrayBuffer();
    await load({ port: server.port, requests: [replayRequest], connections, seconds: 2 });
    const replay = await load({ port: server.port, requests: [replayRequest], connections, seconds });
    report.orders.replay = replay;
    console.log(
      `order retry (same Idempotency-Key): ${replay.rps} req/s p50 ${replay.p50} ms p99 ${replay.p99} ms, errors ${replay.errors}`,
    );
  } finally {
    await server.stop();
  }
  report.commands.orders = `npm run bench (place order: ${diners} diners at once, each adding 2 dishes then POST /api/orders with a new Idempotency-Key, for ${seconds} s after one warm-up order each, PGlite durable; retry: ${connections} connections repeating one POST /api/orders with its key for ${seconds} s)`;
}
