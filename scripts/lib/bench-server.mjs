// The server's sections of the benchmark (scripts/bench.mjs): the machine's load, where memory
// goes and how much the server keeps, on-demand pages against a prebuilt one, the API's answer
// cache, and how suggestions, the listing and the build grow with the catalog.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogWorkPerPage, growCities } from './bench-growth-pages.mjs';
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
      command: `npm run bench -- --memory (each part alone: node scripts/lib/memory-probe.mjs <part>; then node server.mjs on a new data directory, RSS and VmHWM from /proc; load: ${connections} connections for ${seconds} s over listing, suggestions, a cart, home, a restaurant page and a city page)`,
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

// ---------------------------------------------------------------- growth

const growthPoints = [
  [12.9352, 77.6245],
  [19.1197, 72.8468],
  [28.6315, 77.2167],
  [22.5726, 88.3639],
  [13.0418, 80.2341],
  [17.4375, 78.4483],
  [18.5204, 73.8567],
  [23.0225, 72.5714],
];
const growthWords = [
  'biry',
  'biryani',
  'paneer',
  'chiken',
  'dosa',
  'pizza',
  'momos',
  'thali',
  'kebab',
  'sweets',
  'cafe',
];

function p99(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)].toFixed(3));
}

/**
 * Suggestion and listing latency (p99, in-process, each call on a new point so no cache answers)
 * at 1x, 5x and 20x the catalog; then build time at 1x, 2x and 4x the cities, each build on a
 * generated copy of the data. `builds: false` skips the builds.
 */
export async function growthBench({ builds = true } = {}) {
  const { loadGeneratorInputs } = await import('../../src/server/catalog/catalogSchemas.ts');
  const { createCatalog } = await import('../../src/server/catalog/catalog.ts');
  const inputs = loadGeneratorInputs();
  const catalogRows = [];
  for (const scale of [1, 5, 20]) {
    let started = performance.now();
    let catalog = createCatalog(inputs, { scale });
    const buildMs = Math.round(performance.now() - started);
    const suggestions = [];
    const listings = [];
    let n = 0;
    for (let pass = 0; pass < 3; pass++) {
      for (const [lat, lng] of growthPoints) {
        for (const word of growthWords) {
          // A point of its own for every call: the per-point caches never answer.
          n += 1;
          const point = { lat: lat + n * 0.0011, lng: lng - n * 0.0007 };
          started = performance.now();
          catalog.suggestions(point, word);
          suggestions.push(performance.now() - started);
          if (word.length > 4) continue;
          started = performance.now();
          JSON.stringify(catalog.home(point, {}));
          listings.push(performance.now() - started);
        }
      }
    }
    catalogRows.push({
      scale,
      restaurants: catalog.data.count,
      buildMs,
      suggestionsP99: p99(suggestions),
      listingP99: p99(listings),
    });
    catalog = undefined;
  }
  const pageWork = await catalogWorkPerPage();
  const buildRows = builds ? [1, 2, 4].map((times) => timedBuild(times)) : [];
  return {
    catalog: catalogRows,
    pageWork,
    builds: buildRows,
    command: `npm run bench -- --growth (in-process: suggestions and the first listing page built and serialised, each on a new point, 264 and 96 calls per scale; catalog work per page: the prebuilt city, best-restaurants and cuisine pages' and the restaurant sitemaps' catalog queries in-process on a catalog of 1x, 2x and 4x the cities, best of 3; builds: astro build of a copy of the project whose data/cities.json holds the cities 1, 2 and 4 times, each copy moved a little; CPU from bash's times, prerender and precompress from the build's log, footer from /about)`,
  };
}

/** Sizes of a build's HTML: pages, total bytes, and the footer of one page (it lists every city). */
function htmlSizes(client) {
  const files = spawnSync('find', [client, '-name', '*.html', '-printf', '%s\\n'], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n');
  const bytes = files.reduce((sum, size) => sum + Number(size), 0);
  const about = readFileSync(join(client, 'about', 'index.html'), 'utf8');
  const footer = about.slice(about.indexOf('<footer'), about.indexOf('</footer>'));
  return { pages: files.length, bytes, footerBytes: footer.length };
}

/** Seconds of the prerendering step in a build's log ("1.5s", "850ms", "3m 4s"), or undefined. */
function prerenderSeconds(log) {
  const match = /prerendering static routes[\s\S]*?✓ Completed in (?:(\d+)m )?(?:([\d.]+)s|(\d+)ms)/.exec(log);
  if (!match) return undefined;
  const [, minutes = '0', seconds = '0', ms = '0'] = match;
  return Number((Number(minutes) * 60 + Number(seconds) + Number(ms) / 1000).toFixed(1));
}

/** Seconds of the precompression step in a build's log, or undefined. */
function precompressSeconds(log) {
  const match = /precompressed files written in (\d+) ms/.exec(log);
  return match ? Number((Number(match[1]) / 1000).toFixed(1)) : undefined;
}

/**
 * Builds a copy of the project whose cities are `times` over (each copy a little apart): wall and
 * CPU seconds (the build's own, so the neighbours' load counts less), the prerendering and
 * precompression steps from its log, pages, HTML bytes and the footer's share of a page.
 */
function timedBuild(times) {
  const root = mkdtempSync(join(tmpdir(), `thalify-growth-${times}x-`));
  try {
    for (const entry of ['src', 'data', 'public', 'scripts', 'astro.config.mjs', 'package.json', 'tsconfig.json'])
      cpSync(entry, join(root, entry), { recursive: true });
    symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
    const grown = growCities(JSON.parse(readFileSync('data/cities.json', 'utf8')), times);
    writeFileSync(join(root, 'data', 'cities.json'), JSON.stringify(grown));
    mkdirSync(join(root, 'dist'), { recursive: true });
    const astro = join(process.cwd(), 'node_modules', '.bin', 'astro');
    const started = performance.now();
    // `times` prints the shell's and then its children's user and system time: the build's CPU.
    const run = spawnSync('bash', ['-c', `"$0" build > build.log 2>&1; status=$?; times; exit $status`, astro], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    const log = readFileSync(join(root, 'build.log'), 'utf8');
    if (run.status !== 0) return { times, cities: grown.length, seconds, failed: log.slice(-400) };
    const cpu = [...(run.stdout.trim().split('\n').at(-1) ?? '').matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (sum, m) => sum + Number(m[1]) * 60 + Number(m[2]),
      0,
    );
    const sizes = htmlSizes(join(root, 'dist', 'client'));
    return {
      times,
      cities: grown.length,
      seconds,
      cpuSeconds: Number(cpu.toFixed(1)),
      prerenderSeconds: prerenderSeconds(log),
      precompressSeconds: precompressSeconds(log),
      pages: sizes.pages,
      msPerPage: Math.round((seconds * 1000) / sizes.pages),
      cpuMsPerPage: Math.round((cpu * 1000) / sizes.pages),
      htmlMB: Number((sizes.bytes / 1e6).toFixed(1)),
      kbPerPage: Math.round(sizes.bytes / sizes.pages / 1000),
      footerKb: Math.round(sizes.footerBytes / 1000),
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- the API's answer cache

/** The answer cache's hits and misses since the server started, from GET /api/health. */
export async function answerCacheStats(origin) {
  const health = await (await fetch(`${origin}/api/health`)).json();
  const stats = health.answerCache;
  if (!stats) return null;
  return { ...stats, hitRate: Number((stats.hits / Math.max(1, stats.hits + stats.misses)).toFixed(3)) };
}
