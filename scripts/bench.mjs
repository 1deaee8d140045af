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
// `npm run bench -- --memory | --api | --html | --growth`: that section only (scripts/lib/bench-server.mjs; --growth in scripts/lib/bench-growth.mjs),
// on the existing build, added to the last report. Every run records the machine's load average;
// `bench:check` waits for a quiet machine and refuses to judge the budgets on a busy one (exit 2).
// `npm run bench -- --realtime`: the realtime fan-out figures only, on the existing build, added to the last report.
// `npm run bench -- --push`: Web Push delivery only (scripts/lib/bench-push.mjs: 1,000 subscriptions, a status change
// to each, p50/p99 change to delivery at a local push service, server RSS), on the existing build, added to the last report.
// `npm run bench -- --sheet`: the customisation sheet's interaction to next paint on a 4x throttled phone (scripts/lib/bench-sheet.mjs),
// on the existing build, added to the last report.
// `npm run bench -- --page-cache`: the --html pages with PAGE_CACHE on, then off, as ratios (scripts/lib/bench-page-cache.mjs),
// on the existing build, added to the last report.
// BENCH_SKIP_LIGHTHOUSE=1, CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { mediaBench } from './lib/bench-media.mjs';
import { realtimeBench } from './lib/bench-realtime.mjs';
import { pushBench } from './lib/bench-push.mjs';
import { apiBench } from './lib/bench-api-load.mjs';
import { rssMb, startServer } from './lib/server.mjs';
import { chromiumPath, ensureBrowser } from './ensure-browser.mjs';
import { pageCacheBench } from './lib/bench-page-cache.mjs';
import { measurePages, pageBudgetProblems, pageBudgets } from './lib/bench-pages.ts';
import {
  busyLoadPerCore,
  koramangala,
  machineLoad,
  memoryBench,
  pagesBench,
  waitForQuiet,
} from './lib/bench-server.mjs';
import { growthBench } from './lib/bench-growth.mjs';
import { sheetBench } from './lib/bench-sheet.mjs';
import { durabilityBench, orderBench } from './lib/bench-orders.mjs';
import { writeReport } from './lib/bench-report.mjs';

const check = process.argv.includes('--check');
const durabilityOnly = process.argv.includes('--durability');
const ordersOnly = process.argv.includes('--orders');
const pagesOnly = process.argv.includes('--pages');
const mediaOnly = process.argv.includes('--media');
const realtimeOnly = process.argv.includes('--realtime');
const pushOnly = process.argv.includes('--push');
const sheetOnly = process.argv.includes('--sheet');
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

async function mediaSection(origin) {
  report.media = await mediaBench(origin);
  report.commands.media =
    'npm run bench -- --media (the images the Koramangala home page, 8 of its menus and /search ask for, each fetched twice from node server/server.mjs: drawn, then from its cache; gzip by zlib)';
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
  writeReport(report);
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (process.argv.includes('--page-cache')) {
  keepLastReport();
  report.pageCacheOnOff = await pageCacheBench({ seconds, connections });
  report.commands.pageCacheOnOff = report.pageCacheOnOff.command;
  writeReport(report);
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
      if (serverSection === '--api') await apiBench(server, report, { connections, seconds });
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
  writeReport(report);
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
if (pushOnly) {
  keepLastReport();
  report.push = await pushBench();
  report.commands.push = report.push.command;
  writeReport(report);
  console.log(
    `push: ${report.push.within5sShare}% within 5 s, p50 ${report.push.p50Ms} ms, p99 ${report.push.p99Ms} ms, RSS ${report.push.rssBeforeMb}→${report.push.rssAfterMb} MB (peak ${report.push.rssPeakMb})`,
  );
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (realtimeOnly) {
  keepLastReport();
  report.realtime = await realtimeBench();
  writeReport(report);
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (sheetOnly) {
  keepLastReport();
  ensureBrowser();
  const server = await startServer({ env: { THALIFY_TEST_OUTBOX: '1' } });
  try {
    report.sheet = await sheetBench(server.origin, { runs });
  } finally {
    await server.stop();
  }
  writeReport(report);
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (ordersOnly) {
  keepLastReport();
  await orderBench(report, { seconds, connections });
  writeReport(report);
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
  writeReport(report);
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
if (durabilityOnly) {
  keepLastReport();
  await durabilityBench(report);
  writeReport(report);
  console.log('wrote bench/report.md and bench/report.json');
  process.exit(0);
}
build();
const server = await startServer({ env: { THALIFY_TEST_OUTBOX: '1' } });
try {
  report.server = { startMs: server.startMs, rssStartMb: rssMb(server.child.pid) };
  report.commands.server =
    'node server/server.mjs (started by scripts/bench.mjs; time until GET /about answers; RSS from /proc)';
  if (!check) {
    await apiBench(server, report, { connections, seconds });
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
  await orderBench(report, { seconds, connections });
  await durabilityBench(report);
  report.memory = await memoryBench({ seconds, connections });
  report.commands.memory = report.memory.command;
  report.growth = await growthBench({ builds: !process.env.BENCH_SKIP_BUILDS });
  report.commands.growth = report.growth.command;
  report.realtime = await realtimeBench();
}
writeReport(report);
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
