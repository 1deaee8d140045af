// The server's sections of the benchmark (scripts/bench.mjs): the machine's load, where memory
// goes and how much the server keeps, on-demand pages against a prebuilt one, the API's answer
// cache, and how suggestions, the listing and the build grow with the catalog.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from './load.mjs';
import { koramangalaRestaurants, signUpDiner, startServer } from './server.mjs';

// ---------------------------------------------------------------- the machine's load

/** The load averages (1, 5, 15 minutes) and the number of cores. */
export function machineLoad() {
  const [one, five, fifteen] = loadavg().map((n) => Number(n.toFixed(2)));
  return { one, five, fifteen, cpus: cpus().length };
}

/** Above this 1-minute load average per core the machine is too busy for budgets to mean anything. */
export const busyLoadPerCore = Number(process.env.BENCH_MAX_LOAD_PER_CORE) || 1;

/** True when the 1-minute load average is over `busyLoadPerCore` per core. */
export function isBusy(load = machineLoad()) {
  return load.one > busyLoadPerCore * load.cpus;
}

/**
 * Waits up to `seconds` for the machine to quieten down; resolves with the last load reading and
 * whether it is still busy (then budgets are not judged: a miss would say more about the neighbours).
 */
export async function waitForQuiet(seconds = Number(process.env.BENCH_QUIET_WAIT_SECONDS ?? 60)) {
  const until = Date.now() + seconds * 1000;
  let load = machineLoad();
  while (isBusy(load) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    load = machineLoad();
  }
  return { load, busy: isBusy(load) };
}

// ---------------------------------------------------------------- memory

const rssOf = (pid) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (name) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
    return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
  } catch {
    return { rssMb: null, peakMb: null };
  }
};

function probe(part, dataDir, flags = []) {
  const run = spawnSync(
    process.execPath,
    [...flags, 'scripts/lib/memory-probe.mjs', part, ...(dataDir ? [dataDir] : [])],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    },
  );
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !line.startsWith('{')) throw new Error(`memory probe ${part} failed: ${run.stderr}`);
  return JSON.parse(line);
}

/** The standard mix of the load sections: listing, suggestions, a cart, the home page and a prebuilt page. */
function mixedRequests(diner, restaurantPath) {
  const cookie = `user_address=${encodeURIComponent(JSON.stringify(koramangala))}`;
  const browser = { 'accept-encoding': 'br, gzip', cookie };
  return [
    '/api/restaurants?lat=12.92614&lng=77.62211',
    '/api/restaurants?lat=19.076&lng=72.8777',
    '/api/search_restaurants?lat=12.92614&lng=77.62211&str=biryani',
    '/api/search_restaurants?lat=12.92614&lng=77.62211&str=chiken',
    { path: `/api/getcart?database=${diner.user.database}`, headers: { cookie: diner.cookie } },
    { path: '/', headers: browser },
    { path: restaurantPath, headers: browser },
    { path: '/city/bangalore', headers: browser },
  ];
}

/** A saved address in Koramangala, as the browser keeps it. */
export const koramangala = {
  formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
  geometry: { location: { lat: 12.92614, lng: 77.62211 } },
  city: 'bangalore',
};

/** The path of the first restaurant of Koramangala's grid. */
async function firstRestaurantPath(origin) {
  const [first] = await koramangalaRestaurants(origin);
  return `/restaurants/${first.cta.link.split('/').pop()}`;
}

/**
 * Where memory goes, each part alone in a fresh process (Node itself, the catalog, PGlite with
 * PostgreSQL's defaults and with ours, creating a data directory), then the server: at rest
 * after the database is first used, after the first sign-in, and its peak under a mixed load.
 */
export async function memoryBench({ seconds = 10, connections = 50 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'thalify-memory-'));
  const create = probe('create', dataDir, ['--liftoff-only']);
  const split = {
    node: probe('node'),
    catalog: probe('catalog'),
    pglite: probe('pglite', dataDir, ['--liftoff-only']),
    pgliteDefaults: probe('pglite-defaults', dataDir),
    create,
  };
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer({ env: { THALIFY_TEST_OUTBOX: '1', OTP_MAX_REQUESTS_PER_IP: '1000' } });
  try {
    const pid = server.child.pid;
    const atRest = rssOf(pid);
    const diner = await signUpDiner(server.origin, '9000022222');
    const afterSignIn = rssOf(pid);
    const requests = mixedRequests(diner, await firstRestaurantPath(server.origin));
    const loaded = await load({ port: server.port, requests, connections, seconds });
    const afterLoad = rssOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const settled = rssOf(pid);
    return {
      split,
      server: {
        atRestMb: atRest.rssMb,
        afterSignInMb: afterSignIn.rssMb,
        underLoadMb: afterLoad.rssMb,
        settledMb: settled.rssMb,
        peakMb: settled.peakMb,
        load: { rps: loaded.rps, p99: loaded.p99, errors: loaded.errors },
      },
      command: `npm run bench -- --memory (each part alone: node scripts/lib/memory-probe.mjs <part>; then node server/server.mjs on a new data directory, RSS and VmHWM from /proc; load: ${connections} connections for ${seconds} s over listing, suggestions, a cart, home, a restaurant page and a city page)`,
    };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------- pages

/** The page cache's counts from /api/health. */
async function pageCacheStats(origin) {
  const health = await (await fetch(`${origin}/api/health`)).json();
  return health.pageCache ?? { hits: 0, stored: 0 };
}

/** `count` saved addresses a few metres apart around Koramangala: each a page never held before. */
function scatteredAddresses(count) {
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      ...koramangala,
      geometry: {
        location: { lat: koramangala.geometry.location.lat + i * 0.00001, lng: koramangala.geometry.location.lng },
      },
    }),
  );
}

/**
 * On-demand HTML (home, a restaurant page) against a prebuilt city page, each loaded as a browser
 * asks for it (accepting brotli), in the same run: for a visitor with a saved address (answered
 * from the page cache after the first render), for visitors whose every request carries a new
 * address (filled in from the page drawn for its answer cell, src/server/pageCache/template.ts; the
 * first in each cell rendered), and for a signed-in diner (after the first render, from the pages held
 * for diners whose hearts on the page are the same).
 */
export async function pagesBench(server, { seconds = 10, connections = 50 } = {}) {
  const cookie = `user_address=${encodeURIComponent(JSON.stringify(koramangala))}`;
  const headers = { 'accept-encoding': 'br, gzip', cookie };
  const diner = await signUpDiner(server.origin, '9000044444');
  const signedIn = { ...headers, cookie: `${cookie}; ${diner.cookie}` };
  const restaurant = await firstRestaurantPath(server.origin);
  const scattered = (path) =>
    scatteredAddresses(2000).map((address) => ({
      path,
      headers: { 'accept-encoding': 'br, gzip', cookie: `user_address=${encodeURIComponent(address)}` },
    }));
  const pages = [
    { name: 'prebuilt city page', path: '/city/bangalore', requests: [{ path: '/city/bangalore', headers }] },
    { name: 'home, a visitor (page cache)', path: '/', requests: [{ path: '/', headers }] },
    { name: 'restaurant page, a visitor (page cache)', path: restaurant, requests: [{ path: restaurant, headers }] },
    { name: 'home, a new address every request (filled in per cell)', path: '/', requests: scattered('/') },
    {
      name: 'restaurant page, a new address every request (filled in per cell)',
      path: restaurant,
      requests: scattered(restaurant),
    },
    {
      name: "home, a signed-in diner (page cache, the diner's hearts)",
      path: '/',
      requests: [{ path: '/', headers: signedIn }],
    },
    {
      name: "restaurant page, a signed-in diner (page cache, the diner's hearts)",
      path: restaurant,
      requests: [{ path: restaurant, headers: signedIn }],
    },
  ];
  const rows = [];
  const cacheBefore = await pageCacheStats(server.origin);
  for (const page of pages) {
    const first = page.requests[0];
    const sample = await fetch(`${server.origin}${page.path}`, { headers: { cookie: first.headers.cookie } });
    const html = await sample.text();
    await load({ port: server.port, requests: page.requests, connections, seconds: 2 });
    // The encoding of an answer once warm: a page filled in from its cell's template is gzip.
    const warm = page.requests[page.requests.length >> 1] ?? first;
    const compressed = await fetch(`${server.origin}${warm.path}`, { headers: warm.headers });
    await compressed.arrayBuffer();
    const measured = await load({ port: server.port, requests: page.requests, connections, seconds });
    rows.push({
      page: page.name,
      path: page.path,
      status: sample.status,
      htmlKb: Number((Buffer.byteLength(html) / 1024).toFixed(1)),
      encoding: compressed.headers.get('content-encoding'),
      ...measured,
    });
  }
  const cacheAfter = await pageCacheStats(server.origin);
  const prebuilt = rows[0].rps;
  for (const row of rows) row.ratio = Number((row.rps / prebuilt).toFixed(2));
  const hits = cacheAfter.hits - cacheBefore.hits;
  const stored = cacheAfter.stored - cacheBefore.stored;
  return {
    rows,
    pageCache: {
      hits,
      stored,
      dinerHits: (cacheAfter.dinerHits ?? 0) - (cacheBefore.dinerHits ?? 0),
      filled: (cacheAfter.filled ?? 0) - (cacheBefore.filled ?? 0),
      templates: (cacheAfter.templates ?? 0) - (cacheBefore.templates ?? 0),
      hitRate: Number((hits / Math.max(1, hits + stored)).toFixed(3)),
      entries: cacheAfter.entries,
      bytes: cacheAfter.bytes,
    },
    command: `npm run bench -- --html (${connections} keep-alive connections, ${seconds} s per page after 2 s to warm up, Accept-Encoding: br, gzip; a saved Koramangala address, or 2,000 addresses a metre apart in turn, or that address and a signed-in diner's session; ratio against the prebuilt page in the same run)`,
  };
}

// ---------------------------------------------------------------- the API's answer cache

/** The answer cache's hits and misses since the server started, from GET /api/health. */
export async function answerCacheStats(origin) {
  const health = await (await fetch(`${origin}/api/health`)).json();
  const stats = health.answerCache;
  if (!stats) return null;
  return { ...stats, hitRate: Number((stats.hits / Math.max(1, stats.hits + stats.misses)).toFixed(3)) };
}
