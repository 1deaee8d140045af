// `npm run bench`: what a diner on a cheap phone and an operator under load would feel.
// Writes bench/report.md and bench/report.json, each figure with the command that produced it.
//   - build time and the number of prebuilt pages;
//   - server start time and memory;
//   - API throughput and p50/p99 latency (listing, suggestions, menu, cart) beside a bare
//     node:http server answering a fixed body of the same size, in the same run, as ratios;
//   - Lighthouse (mobile preset, Debian's Chromium, BENCH_RUNS runs, the median of each figure) on
//     /locate, /, a city page, a cuisine page, a restaurant page and /search, and the JavaScript
//     of a first visit on more page types (scripts/lib/bench-pages.ts);
//   - the cost of a durable database: acknowledged cart changes with PGLITE_DURABILITY full
//     (the default) and relaxed, one after another on one connection;
//   - placing orders: BENCH_DINERS diners, each filling a cart and placing it (POST /api/orders,
//     cash on delivery) over and over; throughput and p50/p99 of the place-order call, and
//     the same order asked again with its Idempotency-Key (a retry) under 50 connections.
// `npm run bench:check` (--check): build, Lighthouse only, added to the last report, then the budgets; exits 1 on a miss.
// `npm run bench -- --durability`: the durability figures only, on the existing build, added to the last report.
// `npm run bench -- --orders`: the place-order figures only, on the existing build, added to the last report.
// `npm run bench -- --pages`: the Lighthouse and JavaScript figures only, on the existing build, added to the last report.
// `npm run bench -- --media`: the food artwork's bytes per image kind only, on the existing build, added to the last report.
// Environment: BENCH_SECONDS (load per endpoint, default 10), BENCH_RUNS (Lighthouse runs per page, default 5),
// `npm run bench -- --memory | --api | --html | --growth`: that section only (scripts/lib/bench-server.mjs),
// on the existing build, added to the last report. Every run records the machine's load average;
// `bench:check` waits for a quiet machine and refuses to judge the budgets on a busy one (exit 2).
// `npm run bench -- --realtime`: the realtime fan-out figures only, on the existing build, added to the last report.
// `npm run bench -- --page-cache`: the --html pages with PAGE_CACHE on, then off, as ratios (scripts/lib/bench-page-cache.mjs),
// on the existing build, added to the last report.
// BENCH_SKIP_LIGHTHOUSE=1, CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { load } from './lib/load.mjs';
import { mediaBench, mediaLines } from './lib/bench-media.mjs';
import { cartCacheLines, cartCacheStats } from './lib/bench-cart.mjs';
import { realtimeBench, realtimeMarkdown } from './lib/bench-realtime.mjs';
import { freePort, restaurantWithDishes, rssMb, signUpDiner, startServer } from './lib/server.mjs';
import { chromiumPath, ensureBrowser } from './ensure-browser.mjs';
import { pageCacheBench, pageCacheLines } from './lib/bench-page-cache.mjs';
import { measurePages, pageBudgetProblems, pageBudgets, pagesMarkdown } from './lib/bench-pages.ts';
import {
  answerCacheStats,
  busyLoadPerCore,
  growthBench,
  koramangala,
  machineLoad,
  memoryBench,
  pagesBench,
  waitForQuiet,
} from './lib/bench-server.mjs';

const check = process.argv.includes('--check');
const durabilityOnly = process.argv.includes('--durability');
const ordersOnly = process.argv.includes('--orders');
const pagesOnly = process.argv.includes('--pages');
const mediaOnly = process.argv.includes('--media');
const realtimeOnly = process.argv.includes('--realtime');
const seconds = Number(process.env.BENCH_SECONDS) || 10;
const runs = Number(process.env.BENCH_RUNS) || 5;
const connections = 50;
/** The budgets `bench:check` enforces (scripts/lib/bench-pages.ts). */
export const budgets = pageBudgets;
const report = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, loadAtStart: machineLoad() },
  commands: {},
};

/**
 * A run of one section (or bench:check) adds its figures to the last report instead of replacing
 * it: the other sections are taken from bench/report.json; the date and load are this run's.
 */
function keepLastReport() {
  if (!existsSync('bench/report.json')) return;
  const last = JSON.parse(readFileSync('bench/report.json', 'utf8'));
  Object.assign(report, { ...last, machine: report.machine, date: report.date, commands: { ...last.commands } });
}

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
  const {
    restaurantIds,
    dishIds: [dish],
  } = await restaurantWithDishes(origin, 1);
  const diner = await signUpDiner(origin, '9000011111');
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
  report.apiCache = await answerCacheStats(origin);
  report.cartCaches = await cartCacheStats(origin);
  report.commands.api = `npm run bench (${connections} keep-alive connections, ${seconds} s per endpoint, load from a worker thread; bare node:http server in the same run)`;
}

/** Milliseconds per acknowledged cart write, PGlite durable (fsync at commit) and relaxed. */
async function durabilityBench() {
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
async function orderBench() {
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

async function lighthouseBench(origin) {
  ensureBrowser();
  const { lat, lng } = koramangala.geometry.location;
  const listing = await (await fetch(`${origin}/api/restaurants?lat=${lat}&lng=${lng}`)).json();
  const grid = listing.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing');
  const restaurantPath = `/restaurants/${grid.gridElements.infoWithStyle.restaurants[0].cta.link.split('/').pop()}`;
  report.pages = await measurePages({
    origin,
    runs,
    chromiumPath,
    address: koramangala,
    targets: [
      // /locate is prebuilt, but it is the address search of the app: an app page's budget.
      { name: 'locate', path: '/locate', kind: 'app', address: false },
      { name: 'home', path: '/', kind: 'app', address: true },
      { name: 'city', path: '/city/bangalore', kind: 'seo', address: false },
      { name: 'cuisine', path: '/biryani-restaurants-near-me', kind: 'seo', address: false },
      { name: 'restaurant', path: restaurantPath, kind: 'app', address: true },
      { name: 'search', path: '/search', kind: 'app', address: true, noindex: true },
      { name: 'about', path: '/about', kind: 'seo', address: false, jsOnly: true },
      { name: 'locality', path: '/city/bangalore/koramangala', kind: 'seo', address: false, jsOnly: true },
      { name: 'near me', path: '/restaurants-near-me', kind: 'seo', address: false, jsOnly: true },
      { name: 'cart', path: '/cart', kind: 'app', address: true, jsOnly: true },
    ],
  });
  // The rows before the pages section had their own shape.
  delete report.lighthouse;
  report.commands.lighthouse = report.pages.command;
}

function budgetProblems() {
  return report.pages ? pageBudgetProblems(report.pages) : [];
}

/** Load average line and the server's own sections (memory, answer cache, pages, growth). */
function serverSectionLines(r) {
  const lines = [];
  const loads = [r.machine.loadAtStart, r.machine.loadAtEnd].filter(Boolean);
  if (loads.length)
    lines.push(
      `Load average (1/5/15 min) at start ${loads.map((l) => `${l.one}/${l.five}/${l.fifteen}`).join(', at end ')} on ${r.machine.cpus} cores; budgets are judged only below ${busyLoadPerCore} per core.`,
      '',
    );
  if (r.memory) {
    const { split, server } = r.memory;
    const row = (name, p) =>
      `| ${name} | ${p.after.rssMb - (p.loaded ?? p.before).rssMb} | ${p.after.peakMb} | ${p.after.heapUsedMb} | ${p.wasm ? `${p.wasm.residentMb} of ${p.wasm.sizeMb}` : '—'} | ${p.openMs ?? p.buildMs ?? '—'} | ${p.firstQueryMs ?? '—'} | ${p.cpuMsPerStatement ?? '—'} |`;
    lines.push(
      '## Memory',
      '',
      `Command: ${r.commands.memory}`,
      '',
      '| part, alone in a fresh process | RSS added MB | peak MB | V8 heap MB | WASM memory resident MB | open/build ms | first query ms | CPU ms per statement |',
      '|---|---|---|---|---|---|---|---|',
      `| Node itself | ${split.node.after.rssMb} | ${split.node.after.peakMb} | ${split.node.after.heapUsedMb} | — | — | — | — |`,
      row('catalog (built, beyond its loaded code)', split.catalog),
      row('PGlite, our settings, baseline compiler only', split.pglite),
      row('PGlite, PostgreSQL defaults, optimising compiler (baseline)', split.pgliteDefaults),
      row('creating a new data directory (in its own child process)', split.create),
      '',
      '| server (node server.mjs) | MB | goal |',
      '|---|---|---|',
      `| at rest after the database is first used | ${server.atRestMb} | ≤ 200 |`,
      `| after the first sign-in | ${server.afterSignInMb} | ≤ 200 |`,
      `| under the mixed load (${server.load.rps} req/s, p99 ${server.load.p99} ms, ${server.load.errors} errors) | ${server.underLoadMb} | |`,
      `| 5 s after the load | ${server.settledMb} | |`,
      `| peak (VmHWM) over the whole run | ${server.peakMb} | ≤ 320 |`,
      '',
    );
  }
  if (r.apiCache)
    lines.push(
      '## API answer cache',
      '',
      `During the API load (section API under load, the same run): ${r.apiCache.hits} hits, ${r.apiCache.misses} misses (hit rate ${r.apiCache.hitRate}); ${r.apiCache.entries} answers held, ${Math.round(r.apiCache.bytes / 1024)} KB.`,
      '',
    );
  lines.push(...cartCacheLines(r.cartCaches));
  if (r.html) {
    lines.push(
      '## Pages under load',
      '',
      `Command: ${r.commands.html}`,
      '',
      '| page | HTML KB | encoding | req/s | p50 ms | p99 ms | errors | ratio to the prebuilt page |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const p of r.html)
      lines.push(
        `| ${p.page} (\`${p.path}\`) | ${p.htmlKb} | ${p.encoding ?? 'none'} | ${p.rps} | ${p.p50} | ${p.p99} | ${p.errors} | ${p.ratio} |`,
      );
    lines.push('');
    if (r.pageCache)
      lines.push(
        `Page cache over these loads (src/server/pageCache/): ${r.pageCache.hits} pages answered from it (${r.pageCache.dinerHits ?? 0} of them to the signed-in diner, ${r.pageCache.filled ?? 0} filled in from a template of the address's answer cell), ${r.pageCache.stored} rendered and held (${r.pageCache.templates ?? 0} of them as templates; hit rate ${r.pageCache.hitRate}); ${r.pageCache.entries} pages held, ${Math.round(r.pageCache.bytes / 1024)} KB.`,
        '',
      );
  }
  lines.push(...pageCacheLines(r.pageCacheOnOff));
  if (r.growth) {
    lines.push(
      '## Growth',
      '',
      `Command: ${r.commands.growth}`,
      '',
      '| catalog | restaurants | build ms | suggestions p99 ms | listing p99 ms |',
      '|---|---|---|---|---|',
    );
    for (const g of r.growth.catalog)
      lines.push(`| ${g.scale}x | ${g.restaurants} | ${g.buildMs} | ${g.suggestionsP99} | ${g.listingP99} |`);
    if (r.growth.pageWork?.length) {
      lines.push(
        '',
        '| cities | count | restaurants | prebuilt pages | catalog ms | catalog ms per page |',
        '|---|---|---|---|---|---|',
      );
      for (const w of r.growth.pageWork)
        lines.push(`| ${w.times}x | ${w.cities} | ${w.restaurants} | ${w.pages} | ${w.ms} | ${w.msPerPage} |`);
    }
    if (r.growth.builds.length) {
      lines.push(
        '',
        '| cities | count | build s | CPU s | prerender s | precompress s | pages | build ms per page | CPU ms per page | HTML MB | KB per page | footer KB |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
      );
      for (const b of r.growth.builds)
        lines.push(
          b.failed
            ? `| ${b.times}x | ${b.cities} | ${b.seconds} | failed: ${b.failed} |`
            : `| ${b.times}x | ${b.cities} | ${b.seconds} | ${b.cpuSeconds} | ${b.prerenderSeconds} | ${b.precompressSeconds} | ${b.pages} | ${b.msPerPage} | ${b.cpuMsPerPage} | ${b.htmlMB} | ${b.kbPerPage} | ${b.footerKb} |`,
        );
    }
    lines.push('');
  }
  return lines;
}

function writeReport() {
  report.machine.loadAtEnd = machineLoad();
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    `# Benchmark report`,
    '',
    `Measured ${report.date} on ${report.machine.cpus} × ${report.machine.cpu}, Node ${report.machine.node}.`,
    '',
    ...serverSectionLines(report),
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
      ...(report.server.rssAfterLoadMb === undefined
        ? []
        : [`- memory after the load: ${report.server.rssAfterLoadMb} MB`]),
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
  if (report.media) lines.push(...mediaLines(report.media, report.commands.media));
  if (report.pages) lines.push(...pagesMarkdown(report.pages));
  if (report.realtime) lines.push(...realtimeMarkdown(report.realtime));
  writeFileSync('bench/report.md', `${lines.join('\n')}\n${measurementHistory()}`);
}

/** The report's hand-written history (from its heading to the end), kept when the figures above it are rewritten. */
function measurementHistory() {
  if (!existsSync('bench/report.md')) return '';
  const text = readFileSync('bench/report.md', 'utf8');
  const at = text.indexOf('\n## Measurement history');
  return at < 0 ? '' : text.slice(at);
}

async function mediaSection(origin) {
  report.media = await mediaBench(origin);
  report.commands.media =
    'npm run bench -- --media (the images the Koramangala home page, 8 of its menus and /search ask for, each fetched twice from node server.mjs: drawn, then from its cache; gzip by zlib)';
  for (const [kind, k] of Object.entries(report.media))
    console.log(
      `media ${kind}: ${k.images} images, median ${k.medianBytes} B, largest ${k.largestBytes} B, first ${k.firstMs} ms, cached ${k.cachedMs} ms`,
    );
}

if (mediaOnly) {
  keepLastReport();
  const server = await startServer();
  try {
    await mediaSection(server.origin);
  } finally {
    await server.stop();
  }
  writeReport();
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (process.argv.includes('--page-cache')) {
  keepLastReport();
  report.pageCacheOnOff = await pageCacheBench({ seconds, connections });
  report.commands.pageCacheOnOff = report.pageCacheOnOff.command;
  writeReport();
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
const serverSection = ['--memory', '--api', '--html', '--growth'].find((flag) => process.argv.includes(flag));
if (serverSection) {
  keepLastReport();
  if (serverSection === '--memory') {
    report.memory = await memoryBench({ seconds, connections });
    report.commands.memory = report.memory.command;
  } else if (serverSection === '--growth') {
    report.growth = await growthBench({ builds: !process.env.BENCH_SKIP_BUILDS });
    report.commands.growth = report.growth.command;
  } else {
    const server = await startServer({ env: { THALIFY_TEST_OUTBOX: '1' } });
    try {
      if (serverSection === '--api') await apiBench(server);
      else {
        const html = await pagesBench(server, { seconds, connections });
        report.html = html.rows;
        report.pageCache = html.pageCache;
        report.commands.html = html.command;
      }
    } finally {
      await server.stop();
    }
  }
  writeReport();
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (check) {
  keepLastReport();
  const quiet = await waitForQuiet();
  report.machine.loadAtStart = quiet.load;
  if (quiet.busy) {
    console.error(
      `The machine is busy (load average ${quiet.load.one} on ${quiet.load.cpus} cores, over ${busyLoadPerCore} per core): budgets not judged. Run bench:check on a quiet machine.`,
    );
    process.exit(2);
  }
}
if (realtimeOnly) {
  keepLastReport();
  report.realtime = await realtimeBench();
  writeReport();
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (ordersOnly) {
  keepLastReport();
  await orderBench();
  writeReport();
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (pagesOnly) {
  keepLastReport();
  const server = await startServer({ env: { THALIFY_TEST_OUTBOX: '1' } });
  try {
    await lighthouseBench(server.origin);
  } finally {
    await server.stop();
  }
  writeReport();
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (durabilityOnly) {
  keepLastReport();
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
    const html = await pagesBench(server, { seconds, connections });
    report.html = html.rows;
    report.pageCache = html.pageCache;
    report.commands.html = html.command;
    report.server.rssAfterLoadMb = rssMb(server.child.pid);
    await mediaSection(server.origin);
  }
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) await lighthouseBench(server.origin);
} finally {
  await server.stop();
}
if (!check) {
  await orderBench();
  await durabilityBench();
  report.memory = await memoryBench({ seconds, connections });
  report.commands.memory = report.memory.command;
  report.growth = await growthBench({ builds: !process.env.BENCH_SKIP_BUILDS });
  report.commands.growth = report.growth.command;
  report.realtime = await realtimeBench();
}
writeReport();
console.log('wrote bench/report.md and bench/report.json');
if (check) {
  if ((await waitForQuiet(0)).busy) {
    console.error(
      `The machine became busy during the run (load average ${report.machine.loadAtEnd.one}): budgets not judged.`,
    );
    process.exit(2);
  }
  const problems = budgetProblems();
  if (problems.length) {
    console.error(`budgets missed:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('all budgets met');
}
