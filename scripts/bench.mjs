// `npm run bench`: what a diner on a cheap phone and an operator under load would feel.
// Writes bench/report.md and bench/report.json, each figure with the command that produced it.
//   - build time and the number of prebuilt pages;
//   - server start time and memory;
//   - API throughput and p50/p99 latency (listing, suggestions, menu, cart) beside a bare
//     node:http server answering a fixed body of the same size, in the same run, as ratios;
//   - Lighthouse (mobile preset, Debian's Chromium, BENCH_RUNS runs, median) on /locate, /,
//     a city page, a cuisine page and a restaurant page;
//   - the cost of a durable database: acknowledged cart changes with PGLITE_DURABILITY full
//     (the default) and relaxed, one after another on one connection;
//   - placing orders: BENCH_DINERS diners, each filling a cart and placing it (POST /api/orders,
//     cash on delivery) over and over; throughput and p50/p99 of the place-order call, and
//     the same order asked again with its Idempotency-Key (a retry) under 50 connections.
// `npm run bench:check` (--check): build, Lighthouse only, then the budgets; exits 1 on a miss.
// `npm run bench -- --durability`: the durability figures only, on the existing build, added to the last report.
// `npm run bench -- --orders`: the place-order figures only, on the existing build, added to the last report.
// `npm run bench -- --realtime`: the realtime fan-out figures only, on the existing build, added to the last report.
// Environment: BENCH_SECONDS (load per endpoint, default 10), BENCH_RUNS (default 3),
// BENCH_SKIP_LIGHTHOUSE=1, CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { load } from './lib/load.mjs';
import { realtimeBench, realtimeMarkdown } from './lib/bench-realtime.mjs';
import { freePort, rssMb, signUpDiner, startServer } from './lib/server.mjs';
import { chromiumPath, ensureBrowser } from './ensure-browser.mjs';

const check = process.argv.includes('--check');
const durabilityOnly = process.argv.includes('--durability');
const ordersOnly = process.argv.includes('--orders');
const realtimeOnly = process.argv.includes('--realtime');
const seconds = Number(process.env.BENCH_SECONDS) || 10;
const runs = Number(process.env.BENCH_RUNS) || 3;
const connections = 50;
/** The budgets `bench:check` enforces. */
export const budgets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  seoJsKb: 90,
  appJsKb: 150,
};
const koramangala = {
  formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
  geometry: { location: { lat: 12.92614, lng: 77.62211 } },
  city: 'bangalore',
};
const report = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
  commands: {},
};

function countPages(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? countPages(join(dir, e.name)) : e.name.endsWith('.html') ? 1 : 0),
    0,
  );
}

function build() {
  const started = performance.now();
  const run = spawnSync('astro', ['build'], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
  if (run.status !== 0) throw new Error('astro build failed');
  report.build = {
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    prebuiltPages: countPages('dist/client'),
  };
  report.commands.build = 'npm run build (timed by scripts/bench.mjs)';
  console.log(`build: ${report.build.seconds} s, ${report.build.prebuiltPages} prebuilt pages`);
}

/** A bare node:http server answering `body` with the headers of a JSON API. */
async function bareServer(body) {
  const port = await freePort();
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { port, close: () => new Promise((r) => server.close(r)) };
}

async function apiBench(server) {
  const { lat, lng } = koramangala.geometry.location;
  const origin = server.origin;
  const listing = await (await fetch(`${origin}/api/restaurants?lat=${lat}&lng=${lng}`)).json();
  const grid = listing.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing');
  const restaurantIds = grid.gridElements.infoWithStyle.restaurants.map((r) => r.info.id);
  const diner = await signUpDiner(origin, '9000011111');
  const menu = await (
    await fetch(`${origin}/api/menu?lat=${lat}&lng=${lng}&restaurantId=${restaurantIds[0]}&query=`)
  ).json();
  const dish = JSON.stringify(menu).match(/"card":\{"info":\{"id":"(\d+)"/)?.[1];
  await fetch(`${origin}/api/addToCart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: diner.cookie },
    body: JSON.stringify({
      number: diner.user.phone,
      database: diner.user.database,
      userId: diner.user.userId,
      cart: { id: dish, restaurantId: restaurantIds[0] },
    }),
  });
  const words = [
    'biryani',
    'paneer tikka',
    'masala dosa',
    'chiken',
    'pizza',
    'butter naan',
    'momos',
    'idli',
    'thali',
    'kebab',
  ];
  const endpoints = [
    {
      name: 'listing',
      requests: [
        `/api/restaurants?lat=${lat}&lng=${lng}`,
        `/api/restaurants?lat=19.076&lng=72.8777`,
        `/api/restaurants?lat=28.6315&lng=77.2167`,
      ],
    },
    {
      name: 'suggestions',
      requests: words.map((w) => `/api/search_restaurants?lat=${lat}&lng=${lng}&str=${encodeURIComponent(w)}`),
    },
    {
      name: 'menu',
      requests: restaurantIds.slice(0, 8).map((id) => `/api/menu?lat=${lat}&lng=${lng}&restaurantId=${id}&query=`),
    },
    {
      name: 'cart',
      requests: [{ path: `/api/getcart?database=${diner.user.database}`, headers: { cookie: diner.cookie } }],
    },
  ];
  report.api = [];
  for (const endpoint of endpoints) {
    const first = endpoint.requests[0];
    const sample = await (
      await fetch(origin + (typeof first === 'string' ? first : first.path), {
        headers: typeof first === 'string' ? {} : first.headers,
      })
    ).text();
    await load({ port: server.port, requests: endpoint.requests, connections, seconds: 2 });
    const measured = await load({ port: server.port, requests: endpoint.requests, connections, seconds });
    const bare = await bareServer(sample);
    const baseline = await load({ port: bare.port, requests: ['/'], connections, seconds });
    await bare.close();
    const row = {
      endpoint: endpoint.name,
      bodyBytes: Buffer.byteLength(sample),
      ...measured,
      bare: baseline,
      throughputRatio: Number((measured.rps / baseline.rps).toFixed(2)),
    };
    report.api.push(row);
    console.log(
      `${endpoint.name}: ${row.rps} req/s p50 ${row.p50} ms p99 ${row.p99} ms, errors ${row.errors}; bare ${baseline.rps} req/s; ratio ${row.throughputRatio}`,
    );
  }
  report.commands.api = `npm run bench (${connections} keep-alive connections, ${seconds} s per endpoint, load from a worker thread; bare node:http server in the same run)`;
}

/** Milliseconds per acknowledged cart write, PGlite durable (fsync at commit) and relaxed. */
async function durabilityBench() {
  const writes = Number(process.env.BENCH_WRITES) || 300;
  const { lat, lng } = koramangala.geometry.location;
  report.durability = [];
  for (const [i, mode] of ['full', 'relaxed'].entries()) {
    const server = await startServer({ env: { THALIFY_TEST_OUTBOX: '1', PGLITE_DURABILITY: mode } });
    try {
      const listing = await (await fetch(`${server.origin}/api/restaurants?lat=${lat}&lng=${lng}`)).json();
      const restaurantId = listing.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing')
        .gridElements.infoWithStyle.restaurants[0].info.id;
      const menu = await (
        await fetch(`${server.origin}/api/menu?lat=${lat}&lng=${lng}&restaurantId=${restaurantId}&query=`)
      ).text();
      const dishes = [...new Set([...menu.matchAll(/"card":\{"info":\{"id":"(\d+)"/g)].map((m) => m[1]))].slice(0, 5);
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
async function orderBench() {
  const diners = Number(process.env.BENCH_DINERS) || 10;
  const { lat, lng } = koramangala.geometry.location;
  const server = await startServer({ env: { THALIFY_TEST_OUTBOX: '1', OTP_MAX_REQUESTS_PER_IP: '1000' } });
  try {
    const { origin } = server;
    const json = { 'content-type': 'application/json' };
    const listing = await (await fetch(`${origin}/api/restaurants?lat=${lat}&lng=${lng}`)).json();
    const restaurantId = listing.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing')
      .gridElements.infoWithStyle.restaurants[0].info.id;
    const menu = await (
      await fetch(`${origin}/api/menu?lat=${lat}&lng=${lng}&restaurantId=${restaurantId}&query=`)
    ).text();
    const dishes = [...new Set([...menu.matchAll(/"card":\{"info":\{"id":"(\d+)"/g)].map((m) => m[1]))].slice(0, 2);
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

async function lighthouseBench(origin) {
  ensureBrowser();
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const { lat, lng } = koramangala.geometry.location;
  const listing = await (await fetch(`${origin}/api/restaurants?lat=${lat}&lng=${lng}`)).json();
  const grid = listing.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing');
  const restaurantPath = `/restaurants/${grid.gridElements.infoWithStyle.restaurants[0].cta.link.split('/').pop()}`;
  const pages = [
    { name: 'locate', path: '/locate', kind: 'seo', address: false },
    { name: 'home', path: '/', kind: 'app', address: true },
    { name: 'city', path: '/city/bangalore', kind: 'seo', address: false },
    { name: 'cuisine', path: '/biryani-restaurants-near-me', kind: 'seo', address: false },
    { name: 'restaurant', path: restaurantPath, kind: 'app', address: true },
  ];
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  report.lighthouse = [];
  try {
    for (const target of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        if (target.address) {
          // a page without scripts, so the measured load starts with a cold script cache
          await page.goto(`${origin}/robots.txt`);
          await page.evaluate((a) => localStorage.setItem('user_address', a), JSON.stringify(koramangala));
          await context.setCookie({
            name: 'user_address',
            value: encodeURIComponent(JSON.stringify(koramangala)),
            domain: '127.0.0.1',
            path: '/',
          });
        }
        const { lhr } = await lighthouse(
          `${origin}${target.path}`,
          {
            output: 'json',
            logLevel: 'error',
            disableStorageReset: true,
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          undefined,
          page,
        );
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        const scripts = requests.filter((r) => r.resourceType === 'Script');
        results.push({
          finalUrl: lhr.finalDisplayedUrl,
          scores: Object.fromEntries(
            Object.entries(lhr.categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]),
          ),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
          cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          jsKb: Number((scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
          totalKb: Number((lhr.audits['total-byte-weight'].numericValue / 1024).toFixed(1)),
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        });
        await context.close();
      }
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = results[Math.floor(results.length / 2)];
      report.lighthouse.push({
        page: target.name,
        path: target.path,
        kind: target.kind,
        runs: results.length,
        ...median,
      });
      console.log(
        `lighthouse ${target.name}: ${JSON.stringify(median.scores)} LCP ${median.lcpMs} ms TBT ${median.tbtMs} ms CLS ${median.cls} JS ${median.jsKb} KB total ${median.totalKb} KB${median.failing.length ? ` failing: ${median.failing.join(', ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
  report.commands.lighthouse = `npm run bench (lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset with simulated throttling, ${chromiumPath}, ${runs} runs per page, median by performance score)`;
}

function budgetProblems() {
  const problems = [];
  for (const row of report.lighthouse ?? []) {
    for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
      if (row.scores[category] < budgets[category])
        problems.push(`${row.page}: ${category} ${row.scores[category]} < ${budgets[category]}`);
    }
    const limit = row.kind === 'seo' ? budgets.seoJsKb : budgets.appJsKb;
    if (row.jsKb > limit) problems.push(`${row.page}: ${row.jsKb} KB of JavaScript > ${limit} KB`);
  }
  return problems;
}

function writeReport() {
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    `# Benchmark report`,
    '',
    `Measured ${report.date} on ${report.machine.cpus} × ${report.machine.cpu}, Node ${report.machine.node}.`,
    '',
  ];
  if (report.build)
    lines.push(
      '## Build',
      '',
      `Command: ${report.commands.build}`,
      '',
      `- build time: ${report.build.seconds} s`,
      `- prebuilt pages: ${report.build.prebuiltPages}`,
      '',
    );
  if (report.server)
    lines.push(
      '## Server',
      '',
      `Command: ${report.commands.server}`,
      '',
      `- start to first answer: ${report.server.startMs} ms`,
      `- memory after start: ${report.server.rssStartMb} MB`,
      `- memory after the load: ${report.server.rssAfterLoadMb} MB`,
      '',
    );
  if (report.api) {
    lines.push(
      '## API under load',
      '',
      `Command: ${report.commands.api}`,
      '',
      '| endpoint | req/s | p50 ms | p99 ms | errors | bare req/s | bare p50 | bare p99 | throughput ratio |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of report.api)
      lines.push(
        `| ${r.endpoint} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.bare.rps} | ${r.bare.p50} | ${r.bare.p99} | ${r.throughputRatio} |`,
      );
    lines.push('');
  }
  if (report.durability) {
    lines.push(
      '## Database durability',
      '',
      `Command: ${report.commands.durability}`,
      '',
      '| PGlite mode | mean ms per write | p50 ms | p99 ms | writes/s |',
      '|---|---|---|---|---|',
    );
    for (const r of report.durability)
      lines.push(`| ${r.mode} | ${r.meanMs} | ${r.p50Ms} | ${r.p99Ms} | ${r.writesPerSecond} |`);
    lines.push('');
  }
  if (report.orders) {
    const o = report.orders;
    lines.push(
      '## Placing orders',
      '',
      `Command: ${report.commands.orders}`,
      '',
      '| call | per second | p50 ms | p99 ms | errors |',
      '|---|---|---|---|---|',
    );
    lines.push(
      `| place order (fill cart + POST /api/orders, timed: the order call) | ${o.ordersPerSecond} orders | ${o.p50} | ${o.p99} | ${o.errors} |`,
    );
    if (o.replay)
      lines.push(
        `| order retry, same Idempotency-Key | ${o.replay.rps} req | ${o.replay.p50} | ${o.replay.p99} | ${o.replay.errors} |`,
      );
    lines.push('');
  }
  if (report.realtime) lines.push(...realtimeMarkdown(report.realtime));
  if (report.lighthouse) {
    lines.push(
      '## Lighthouse (mobile)',
      '',
      `Command: ${report.commands.lighthouse}`,
      '',
      '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS KB (gzip) | total KB |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of report.lighthouse)
      lines.push(
        `| ${r.page} (\`${r.path}\`) | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} | ${r.totalKb} |`,
      );
    lines.push(
      '',
      `Budgets (npm run bench:check): performance ≥ ${budgets.performance}; accessibility, best practices, SEO ${budgets.seo}; JavaScript ≤ ${budgets.seoJsKb} KB on prebuilt SEO pages, ≤ ${budgets.appJsKb} KB on app pages.`,
    );
    const problems = budgetProblems();
    lines.push(
      '',
      problems.length ? `Budget misses:\n${problems.map((p) => `- ${p}`).join('\n')}` : 'All budgets met.',
      '',
    );
  }
  writeFileSync('bench/report.md', `${lines.join('\n')}\n`);
}

if (realtimeOnly) {
  if (existsSync('bench/report.json')) {
    const last = JSON.parse(readFileSync('bench/report.json', 'utf8'));
    Object.assign(report, { ...last, commands: { ...last.commands } });
  }
  report.realtime = await realtimeBench();
  writeReport();
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (ordersOnly) {
  if (existsSync('bench/report.json')) {
    const last = JSON.parse(readFileSync('bench/report.json', 'utf8'));
    Object.assign(report, { ...last, commands: { ...last.commands } });
  }
  await orderBench();
  writeReport();
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (durabilityOnly) {
  // Adds the durability figures to the last full report instead of replacing it.
  if (existsSync('bench/report.json')) {
    const last = JSON.parse(readFileSync('bench/report.json', 'utf8'));
    Object.assign(report, { ...last, commands: { ...last.commands } });
  }
  await durabilityBench();
  writeReport();
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
build();
const server = await startServer({ env: { THALIFY_TEST_OUTBOX: '1' } });
try {
  report.server = { startMs: server.startMs, rssStartMb: rssMb(server.child.pid) };
  report.commands.server =
    'node server.mjs (started by scripts/bench.mjs; time until GET /about answers; RSS from /proc)';
  if (!check) {
    await apiBench(server);
    report.server.rssAfterLoadMb = rssMb(server.child.pid);
  }
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) await lighthouseBench(server.origin);
} finally {
  await server.stop();
}
if (!check) {
  await orderBench();
  await durabilityBench();
  report.realtime = await realtimeBench();
}
writeReport();
console.log('wrote bench/report.md and bench/report.json');
if (check) {
  const problems = budgetProblems();
  if (problems.length) {
    console.error(`budgets missed:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('all budgets met');
}
