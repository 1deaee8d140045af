// `npm run bench:api`: throughput and latency of the catalog API, with a bare node:http server
// as the yardstick, plus catalog load time, memory and suggestion latency as the catalog grows.
//
// 1. Starts the built server (dist/server/entry.mjs; run `npm run build` first) on a free port,
//    and a bare node:http server in this process that answers a fixed JSON body of the same size
//    as the endpoint's real answer.
// 2. Loads each with 50 keep-alive connections for BENCH_SECONDS (default 10) from a worker
//    thread, so the load generator never shares a thread with the server it measures.
// 3. Builds the catalog in-process at 1x, 5x and 20x the default size and times suggestions.
//
// Plain Node ESM: the catalog modules are TypeScript with erasable syntax only, which Node 24
// runs directly.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { load as loadWith } from './lib/load.mjs';
import { freePort } from './lib/server.mjs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS) || 10;

// ---------------------------------------------------------------- main thread

/** Loads `paths` for `durationMs` with the shared load generator; an answer other than `expectStatus` is an error. */
async function load(port, paths, durationMs, expectStatus = 200) {
  const result = await loadWith({ port, requests: paths, connections, seconds: durationMs / 1000 });
  const count = result.requests;
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    errors: count - (result.statuses[expectStatus] ?? 0),
    count,
  };
}

function get(port, path) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const pad = (s, n) => String(s).padStart(n);

// Points in several cities, and queries of every kind, so the caches do not answer everything.
const metros = [
  [12.9352, 77.6245],
  [12.9719, 77.6412],
  [19.1197, 72.8468],
  [19.0176, 72.8562],
  [28.6315, 77.2167],
  [28.5672, 77.21],
  [22.5726, 88.3639],
  [13.0418, 80.2341],
  [17.4375, 78.4483],
  [18.5204, 73.8567],
  [23.0225, 72.5714],
  [26.9124, 75.7873],
  [26.8467, 80.9462],
  [9.9312, 76.2673],
  [30.7333, 76.7794],
  [22.7196, 75.8577],
];
// 25 spots within about 3 km of each centre (a fixed pseudo-random spread): 400 distinct diners.
const points = metros.flatMap(([lat, lng], m) =>
  Array.from({ length: 25 }, (_, k) => {
    const a = Math.sin((m + 1) * 12.9898 + (k + 1) * 78.233) * 43758.5453;
    const b = Math.sin((m + 1) * 39.3468 + (k + 1) * 11.135) * 24634.6345;
    return [+(lat + (a - Math.floor(a) - 0.5) * 0.05).toFixed(5), +(lng + (b - Math.floor(b) - 0.5) * 0.05).toFixed(5)];
  }),
);
const queries = [
  'biry',
  'biryani',
  'biriyani',
  'briyani',
  'paneer',
  'panner tikka',
  'chicken',
  'chiken',
  'buter chiken',
  'dosa',
  'masala dosha',
  'idly',
  'gulab jamoon',
  'pizza',
  'piza',
  'burger',
  'momos',
  'mommos',
  'shwarma',
  'noodles',
  'hakka nodles',
  'manchurain',
  'dal makhni',
  'thali',
  'chole bature',
  'tanduri',
  'kebab',
  'kabab',
  'sri',
  'hotel',
  'cafe',
  'sweets',
  'ice cream',
  'juice',
  'north indain',
  'chineese',
  'south',
  'roll',
  'sandwich',
  'coffee',
  'lassi',
  'kulfi',
  'vada pav',
  'pav bhajee',
  'misal',
  'fish',
  'prawn',
  'mutton',
  'egg',
  'veg',
  'thukpa',
  'haleem',
  'dhokla',
  'thepla',
  'rasmalai',
  'kheer',
  'halwa',
  'poha',
];

async function benchServer() {
  const entry = 'dist/server/entry.mjs';
  if (!existsSync(entry)) {
    console.error(`No ${entry}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);

  // Ready when the listing answers (the first call also builds the catalog).
  let first;
  for (let i = 0; i < 300; i++) {
    try {
      first = await get(port, `/api/restaurants?lat=${points[0][0]}&lng=${points[0][1]}`);
      if (first.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (first?.status !== 200) {
    console.error(`The built server did not answer /api/restaurants:\n${log}`);
    stop();
    process.exit(1);
  }
  const readyMs = performance.now() - started;
  const built = /\[catalog\] (\d+) restaurants in (\d+) cities built in (\d+) ms/.exec(log);
  const memoryAfterLoad = rssOf(child.pid);

  const endpoints = [
    // The framework's floor: an /api path no endpoint serves (a tiny 404 JSON from [...rest].ts),
    // so the catalog's own cost can be told apart from the adapter's and Astro's.
    { name: 'floor: unmatched /api', paths: ['/api/__bench_floor__'], status: 404 },
    {
      name: '/api/restaurants',
      paths: points.map(
        ([lat, lng]) =>
          `/api/restaurants?lat=${lat}&lng=${lng}&is-seo-homepage-enabled=true&page_type=DESKTOP_WEB_LISTING`,
      ),
    },
    {
      name: '/api/search_restaurants',
      paths: points.map(
        ([lat, lng], k) =>
          `/api/search_restaurants?lat=${lat}&lng=${lng}&str=${encodeURIComponent(queries[k % queries.length])}`,
      ),
    },
  ];
  const rows = [];
  for (const endpoint of endpoints) {
    // The bare server answers a fixed body as large as the endpoint's real answer.
    const sample = await get(port, endpoint.paths[0]);
    const body = sample.body;
    const status = endpoint.status ?? 200;
    const bare = createServer((_req, res) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'no-store',
      });
      res.end(body);
    });
    const barePort = await freePort();
    await new Promise((r) => bare.listen(barePort, '127.0.0.1', r));
    // Warm both up (JIT, caches, connections) before measuring.
    await load(port, endpoint.paths, 2000, status);
    await load(barePort, ['/'], 1000, status);
    const real = await load(port, endpoint.paths, seconds * 1000, status);
    const yardstick = await load(barePort, ['/'], seconds * 1000, status);
    await new Promise((r) => bare.close(r));
    rows.push({ name: endpoint.name, bytes: body.length, real, yardstick });
  }
  const memoryAfterLoadRun = rssOf(child.pid);
  stop();

  console.log(
    `\nAPI under ${connections} concurrent keep-alive connections, ${seconds} s each (Node ${process.version}, built server vs bare node:http in the bench process):\n`,
  );
  console.log(
    `${'endpoint'.padEnd(26)}${pad('body KB', 9)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)} |${pad('bare req/s', 12)}${pad('p50 ms', 9)}${pad('p99 ms', 9)} |${pad('ratio', 7)}${pad('errors', 8)}`,
  );
  for (const { name, bytes, real, yardstick } of rows) {
    console.log(
      `${name.padEnd(26)}${pad(fmt(bytes / 1024), 9)}${pad(fmt(real.rps, 0), 10)}${pad(fmt(real.p50, 2), 9)}${pad(fmt(real.p99, 2), 9)} |${pad(fmt(yardstick.rps, 0), 12)}${pad(fmt(yardstick.p50, 2), 9)}${pad(fmt(yardstick.p99, 2), 9)} |${pad(fmt(real.rps / yardstick.rps, 2), 7)}${pad(real.errors + yardstick.errors, 8)}`,
    );
  }
  console.log(
    `\nServer: ready in ${fmt(readyMs, 0)} ms; catalog ${built ? `of ${built[1]} restaurants in ${built[2]} cities built in ${built[3]} ms` : 'load time not found in the log'}.`,
  );
  console.log(
    `Server memory (RSS): ${fmt(memoryAfterLoad.rss, 0)} MB after the catalog loaded, ${fmt(memoryAfterLoadRun.rss, 0)} MB after the load runs, peak ${fmt(memoryAfterLoadRun.peak, 0)} MB.`,
  );
  return rows;
}

/** A full garbage collection, so heap figures measure what is kept, not what is pending. */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  runInNewContext('gc')();
}

async function benchSuggestions() {
  const { loadGeneratorInputs } = await import('../src/server/catalog/catalogSchemas.ts');
  const { createCatalog } = await import('../src/server/catalog/catalog.ts');
  const inputs = loadGeneratorInputs();
  console.log(
    `\nSuggestions in-process (${metros.length} points x ${queries.length} queries, each query once per point; the first pass meets every query word cold):\n`,
  );
  console.log(
    `${'catalog'.padEnd(10)}${pad('restaurants', 12)}${pad('build ms', 10)}${pad('mem MB', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}${pad('cold p99', 10)}${pad('cpu p99', 9)}`,
  );
  for (const scale of [1, 5, 20]) {
    collectGarbage();
    const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const heapBefore = used();
    const t0 = performance.now();
    let catalog = createCatalog(inputs, { scale });
    const buildMs = performance.now() - t0;
    collectGarbage();
    const heapMb = (used() - heapBefore) / 1024 / 1024;
    const cold = [];
    const all = [];
    // CPU time per call too: on a shared machine wall-clock spikes are often other processes.
    const cpu = [];
    for (let pass = 0; pass < 2; pass++) {
      for (const [lat, lng] of metros) {
        for (const q of queries) {
          const c = process.cpuUsage();
          const t = performance.now();
          catalog.suggestions({ lat, lng }, q);
          const ms = performance.now() - t;
          const used = process.cpuUsage(c);
          cpu.push((used.user + used.system) / 1000);
          (pass === 0 && lat === metros[0][0] ? cold : all).push(ms);
        }
      }
    }
    const q = (list, p) => list.sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(p * list.length))];
    console.log(
      `${`${scale}x`.padEnd(10)}${pad(catalog.data.count, 12)}${pad(fmt(buildMs, 0), 10)}${pad(fmt(heapMb, 0), 9)}${pad(fmt(q(all, 0.5), 3), 9)}${pad(fmt(q(all, 0.99), 3), 9)}${pad(fmt(q(all, 1), 3), 9)}${pad(fmt(q(cold, 0.99), 3), 10)}${pad(fmt(q(cpu, 0.99), 3), 9)}`,
    );
    catalog = undefined;
  }
}

const only = process.argv[2];
if (only !== 'suggestions') await benchServer();
if (only !== 'server') await benchSuggestions();
process.exit(0);
